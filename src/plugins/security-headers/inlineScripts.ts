import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import type {Element} from 'domhandler';

/** Script types a browser runs; any other type (JSON-LD, JSON data) is a data block and needs no hash. */
const EXECUTED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `sha256-<base64>` of a script's text, as a Content-Security-Policy source expects it. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hashes of a page's inline scripts that run. Throws on inline event handlers and
 * `javascript:` URLs: a policy without 'unsafe-inline' blocks them, and hashes cannot allow them
 * without 'unsafe-hashes'.
 */
export function inlineScriptHashes(html: string, page = 'page'): string[] {
  const $ = load(html);
  const hashes: string[] = [];
  $('script:not([src])').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (EXECUTED_TYPES.has(type)) hashes.push(scriptHash($(element).text()));
  });
  const handlers = $('*')
    .toArray()
    .filter((node): node is Element => 'attribs' in node)
    .flatMap((element) =>
      Object.keys(element.attribs)
        .filter((name) => /^on[a-z]+$/i.test(name))
        .map((name) => `${element.tagName}[${name}]`),
    );
  const jsUrls = $('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]').toArray();
  if (handlers.length || jsUrls.length)
    throw new Error(
      `${page}: inline event handlers or javascript: URLs, which the Content-Security-Policy blocks: ${[...handlers, ...jsUrls.map((element) => element.tagName)].join(', ')}`,
    );
  return hashes;
}

/** A file under the hashed folder whose name carries no content hash (8 or more hex digits). */
export function isHashedName(file: string): boolean {
  return /[.-][0-9a-f]{8,}(\.[\w-]+)+$/i.test(file.split('/').pop() ?? '');
}
