/**
 * Code blocks, with the highlighter and the live playground loaded only when a page has them.
 *
 * - @docusaurus/theme-live-codeblock's own CodeBlock imports the playground (react-live and the
 *   Sucrase compiler, about 55 KB gzip) statically, so every page paid for it. This wrapper
 *   replaces that enhancer and loads the plugin's LiveCodeBlock on demand.
 * - The classic CodeBlock brings Prism; src/plugins/lazy-prism keeps Prism out of start-up, and
 *   the classic CodeBlock is loaded on demand here.
 *
 * The server render waits for lazy components, so the static HTML holds the highlighted code and
 * the playground, and hydration keeps that HTML until the chunk arrives. The fallback only shows
 * on a client-side navigation, for the moment the chunk takes to load.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

const ClassicCodeBlock = lazy(() => import('@site/src/plugins/lazy-prism/ClassicCodeBlock'));
const LiveCodeBlock = lazy(() => import('@site/src/plugins/lazy-prism/LiveCodeBlock'));

type LiveProps = Props & {live: true; children?: string};

function isLiveCodeBlock(props: Props & {live?: boolean}): props is LiveProps {
  return !!props.live && (props.children === undefined || typeof props.children === 'string');
}

function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', 'margin-bottom--lg', className)}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      {isLiveCodeBlock(props) ? <LiveCodeBlock {...props} /> : <ClassicCodeBlock {...props} />}
    </Suspense>
  );
}
