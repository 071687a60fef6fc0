/**
 * A code block highlighted at build time (src/plugins/code-blocks): the classic theme's
 * code block markup, classes and look, with code that React does not hydrate.
 *
 * Nothing here comes from the theme's code-block modules. The copy and word-wrap buttons (which
 * only show on hover or focus) are loaded and mounted when the reader first points at, touches or
 * focuses the block, so a page of code costs no code-block script until someone reaches for a
 * button. The colours come from the stylesheet the plugin writes per colour mode, so a dark-mode
 * reader never sees the light colours first.
 */
import React, {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

const Buttons = lazy(() => import('./Buttons'));

export interface StaticCodeBlockProps {
  language: string;
  code: string;
  /** The code as highlighted markup, made at build time from `code`. */
  html: string;
  title?: string;
}

export default function StaticCodeBlock({language, code, html, title}: StaticCodeBlockProps): ReactNode {
  const preRef = useRef<HTMLPreElement>(null);
  const [buttonsWanted, setButtonsWanted] = useState(false);
  const wantButtons = () => setButtonsWanted(true);
  return (
    <div className={clsx(`language-${language}`, ThemeClassNames.common.codeBlock, 'static-code-block', styles.container)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content} onPointerEnter={wantButtons} onTouchStart={wantButtons} onFocus={wantButtons}>
        <pre
          ref={preRef}
          // The block scrolls sideways, so keyboard readers need to reach it.
          tabIndex={0}
          className={clsx('prism-code', 'static-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        {buttonsWanted && (
          <Suspense fallback={null}>
            <Buttons pre={preRef} code={code} language={language} title={title} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
