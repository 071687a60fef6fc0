// Plain JavaScript so that the browser code, the build plugins and the Node scripts (which load no
// TypeScript) share this one function.

/**
 * Escapes text for HTML: safe as element content and inside a double-quoted attribute, the only
 * two places the site writes strings into HTML by hand.
 *
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
