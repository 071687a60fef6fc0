/**
 * Code blocks, with the highlighter and the live playground loaded only by pages that have them.
 *
 * - @docusaurus/theme-live-codeblock's own CodeBlock imports the playground (react-live and the
 *   Sucrase compiler, about 55 KB gzip) statically, so every page paid for it. This wrapper
 *   replaces that enhancer.
 * - The classic CodeBlock brings Prism, whose start-up is the largest piece of script work on a
 *   page; src/plugins/code-blocks keeps it out of the shared bundle.
 *
 * Plain and titled Markdown blocks never get here: they are highlighted at build time
 * (../../StaticCodeBlock). Markdown pages with other blocks import the highlighter themselves
 * (../../remark),
 * so it is loaded with the page and rendered here directly. Code blocks written in JSX elsewhere
 * fall back to loading it on demand; the server render waits for that, so the static HTML is
 * complete either way.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {loadedCodeBlock} from '../../registry';
import {PRELOADED_PROP} from '../../preloadedProp';

const LazyClassicCodeBlock = lazy(() => import('../../ClassicCodeBlock'));
const LazyLiveCodeBlock = lazy(() => import('../../LiveCodeBlock'));

function isLiveCodeBlock(props: Props & {live?: boolean}): boolean {
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

type CodeBlockProps = Props & {live?: boolean; [PRELOADED_PROP]?: string};

export default function CodeBlock({[PRELOADED_PROP]: preloaded, ...props}: CodeBlockProps): ReactNode {
  const kind = isLiveCodeBlock(props) ? 'live' : 'classic';
  const Loaded = loadedCodeBlock<Props>(kind);
  // No Suspense boundary for blocks whose page loaded the highlighter: React leaves boundaries
  // for later during hydration, and any early state update (the colour mode, stored settings)
  // then makes it throw their server HTML away and render them again, synchronously. On an API
  // reference page that was seconds of main-thread work on a phone.
  if (preloaded && Loaded) return <Loaded {...props} />;
  const Lazy = kind === 'live' ? LazyLiveCodeBlock : LazyClassicCodeBlock;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <Lazy {...props} />
    </Suspense>
  );
}
