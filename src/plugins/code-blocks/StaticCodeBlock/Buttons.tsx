/**
 * The classic theme's copy and word-wrap buttons for a StaticCodeBlock, in their own chunk
 * ("code-block-ui", see ../index.ts): loaded on the reader's first hover, touch or focus.
 */
import React, {useLayoutEffect, type ReactNode, type RefObject} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';

interface Props {
  pre: RefObject<HTMLPreElement | null>;
  code: string;
  language: string;
  title?: string;
}

export default function StaticCodeBlockButtons({pre, code, language, title}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: `language-${language}`,
    language,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    metastring: undefined,
    title,
    showLineNumbers: undefined,
  });
  const wordWrap = useCodeWordWrap();
  // The hook measures the block it wraps in its effects; layout effects run before them, so the
  // block it gets is the one already on the page.
  useLayoutEffect(() => {
    wordWrap.codeBlockRef.current = pre.current;
  }, [pre, wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}
