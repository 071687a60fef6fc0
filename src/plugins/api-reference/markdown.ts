// Markdown text that survives whatever a declaration's comments and types contain.

/** Escapes prose for CommonMark: code spans stay as written, everything else loses its HTML. */
export function escapeProse(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((piece) => (piece.startsWith('`') ? piece : piece.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}

/** A code span that survives any content: backticks inside, spaces at the ends. */
export function codeSpan(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = text.replace(/^ | $/g, '\u00a0');
  return `${fence}${fence === '``' ? ' ' : ''}${padded}${fence === '``' ? ' ' : ''}${fence}`;
}
