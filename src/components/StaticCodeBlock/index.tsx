/**
 * A code block highlighted at build time (src/plugins/static-highlight): the classic theme's
 * container, copy and word-wrap buttons, and code markup that React does not hydrate.
 *
 * The buttons are mounted when the reader first points at, touches or focuses the block (they
 * only show on hover or focus anyway). A reference page has fifty blocks or more, and mounting a
 * hundred buttons right after hydration was the largest task left on the page.
 */
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Buttons from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function StaticCodeBlock({language, code, html}: {language: string; code: string; html: string}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: `language-${language}`,
    language,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    metastring: undefined,
    title: undefined,
    showLineNumbers: undefined,
  });
  const wordWrap = useCodeWordWrap();
  const [buttonsWanted, setButtonsWanted] = useState(false);
  const wantButtons = () => setButtonsWanted(true);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        <div className={styles.content} onPointerEnter={wantButtons} onTouchStart={wantButtons} onFocus={wantButtons}>
          <pre
            ref={wordWrap.codeBlockRef}
            // The block scrolls sideways, so keyboard readers need to reach it.
            tabIndex={0}
            className={clsx('prism-code', 'static-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
            <code className={styles.lines} dangerouslySetInnerHTML={{__html: html}} />
          </pre>
          {buttonsWanted && <Buttons />}
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
