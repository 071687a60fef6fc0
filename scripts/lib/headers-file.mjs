// The `_headers` file of Netlify and Cloudflare Pages, read the way those hosts read it, for the
// local server (scripts/serve.mjs, the test server). The build writes it (src/plugins/security-headers).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** @typedef {{path: string, headers: [string, string][]}} HeaderRule */

/**
 * Parses the format: a path pattern on its own line, its headers indented below, `#` comments.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      return;
    }
    const match = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}"`);
    rule.headers.push([match[1], match[2].trim()]);
  });
  return rules;
}

/**
 * A path pattern as a regular expression: `*` matches the rest (slashes too), `:name` one segment.
 * @param {string} pattern
 */
export function patternRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a path gets (names in lower case): those of every matching rule; a header that two
 * rules set has their values joined with a comma, as Cloudflare Pages does. The site's rules set
 * no header twice for a path (a unit test checks it), so Netlify, where the later rule wins, agrees.
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, urlPath) {
  const headers = new Map();
  for (const rule of rules) {
    if (!patternRegExp(rule.path).test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return headers;
}

/**
 * Reads `<root>/_headers` once and returns a function that sets a response's headers from it, or
 * a function that does nothing when the build has no such file.
 * @param {string} root
 * @returns {(res: import('node:http').ServerResponse, urlPath: string) => void}
 */
export function headersFileApplier(root) {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return () => {};
  const rules = parseHeadersFile(readFileSync(file, 'utf8'));
  return (res, urlPath) => {
    for (const [name, value] of headersForPath(rules, urlPath)) res.setHeader(name, value);
  };
}
