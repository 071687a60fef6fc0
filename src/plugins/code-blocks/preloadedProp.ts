/**
 * Set by ./remark on every code block of a page that imports the highlighter. The
 * CodeBlock wrapper renders such a block directly; a block without it (written in JSX) goes
 * through React.lazy. Both the server and the browser see the same attribute, so they always
 * build the same tree.
 */
export const PRELOADED_PROP = 'data-highlighter-preloaded';
