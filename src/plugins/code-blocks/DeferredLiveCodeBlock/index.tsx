/**
 * A `live` code block that costs nothing until the reader comes near it.
 *
 * The playground (react-live, the Sucrase compiler and Prism, about 75 KB compressed) used to load
 * with every page that had a live block, scrolled to or not. This block first renders the code
 * highlighted at build time inside the playground's own frame (its container and headers), and
 * swaps in the real playground (../LiveCodeBlock) when the block comes within 300 px of the
 * viewport, or at once when the reader points at it or moves focus into it. The result area says
 * it is loading until then, as the playground's own preview does before it hydrates.
 */
import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import {loadedCodeBlock} from '../registry';
import styles from './styles.module.css';

type PlaygroundProps = {children: string; className: string; live: true; metastring: string; noInline: boolean};
type Playground = ComponentType<PlaygroundProps>;

const loadPlayground = (): Promise<Playground> =>
  import('../LiveCodeBlock').then(({default: Playground}) => Playground as unknown as Playground);

export interface DeferredLiveCodeBlockProps {
  language: string;
  code: string;
  /** The code as highlighted markup, made at build time from `code`. */
  html: string;
  /** The fence's options after the language, `live` among them. */
  meta: string;
}

export default function DeferredLiveCodeBlock({language, code, html, meta}: DeferredLiveCodeBlockProps): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const focusEditor = useRef(false);
  // A page reached by client-side navigation after the playground loaded (../LiveCodeBlock puts
  // itself in the registry) renders it at once; the server and hydration always start from the
  // static frame, so their markup matches.
  const [Playground, setPlayground] = useState<Playground | null>(() =>
    typeof window === 'undefined' ? null : (loadedCodeBlock<PlaygroundProps>('live') ?? null),
  );

  useEffect(() => {
    const element = frame.current;
    if (Playground || !element) return undefined;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      observer?.disconnect();
      void loadPlayground().then((loaded) => setPlayground(() => loaded));
    };
    const loadForFocus = () => {
      focusEditor.current = true;
      load();
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {rootMargin: '300px 0px'})
        : null;
    if (observer) observer.observe(element);
    else load();
    element.addEventListener('pointerenter', load);
    element.addEventListener('focusin', loadForFocus);
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerenter', load);
      element.removeEventListener('focusin', loadForFocus);
    };
  }, [Playground]);

  // Focus was in the static code when the playground arrived: it goes on to the editor.
  useEffect(() => {
    if (Playground && focusEditor.current) frame.current?.querySelector<HTMLElement>('textarea, [contenteditable]')?.focus();
  }, [Playground]);

  if (Playground) {
    return (
      <div ref={frame}>
        <Playground className={`language-${language}`} live metastring={meta} noInline={/(^|\s)noInline(\s|$)/.test(meta)}>
          {code}
        </Playground>
      </div>
    );
  }
  return (
    <div ref={frame}>
      <PlaygroundContainer>
        <PlaygroundHeader buttons={<span className={styles.buttonsSpace} />}>
          <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
            Live Editor
          </Translate>
        </PlaygroundHeader>
        <div className={styles.playgroundEditor}>
          <pre
            // Focusable, as the editor it stands for: focus loads the editor and moves there.
            tabIndex={0}
            className={clsx('prism-code', 'static-code', 'static-code-block', `language-${language}`, styles.code)}>
            <code dangerouslySetInnerHTML={{__html: html}} />
          </pre>
        </div>
        <PlaygroundHeader>
          <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
            Result
          </Translate>
        </PlaygroundHeader>
        <div className={styles.playgroundPreview} role="status">
          <Translate id="phoenix.liveCodeBlock.loading" description="Shown in a live code block's result area until its editor loads">
            Loading the live editor…
          </Translate>
        </div>
      </PlaygroundContainer>
    </div>
  );
}
