/**
 * Puts the "Copy page" button on the breadcrumbs' row, above the title of every docs and guide
 * page. Only doc pages render breadcrumbs on this site (no category index pages), so the route is
 * a doc's, and it has a Markdown twin.
 */
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import CopyPageButton from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <CopyPageButton permalink={pathname} className={styles.copy} />
    </div>
  );
}
