/**
 * One line of a code block that the browser highlights, as a `<span>`: the classic theme renders
 * each line as a `<div>`, which HTML does not allow inside `<code>` (the Nu HTML Checker reports
 * every line). The wrapper cannot change the element, so this replaces the theme's component with
 * the same props and markup otherwise. A block-level span lays out like the div did; numbered
 * lines keep the theme's table-row layout, highlighted lines its block style.
 *
 * On upgrade, compare with @docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
// The theme's own line styles: numbering, and the background of highlighted lines.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import styles from './styles.module.css';

export default function CodeBlockLine({line: tokens, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  // A line that is only a line break would otherwise break twice: its own "\n" and the <br> below.
  const line = tokens.length === 1 && tokens[0]!.content === '\n' ? [{...tokens[0]!, content: ''}] : tokens;
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? themeStyles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={themeStyles.codeLineNumber} />
          <span className={themeStyles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
