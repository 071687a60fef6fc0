/**
 * A URL as HTML must write it: characters that are not allowed in a URL (a space, non-ASCII
 * letters, a `%` that starts no escape) percent-encoded as UTF-8, like `encodeURI`, while escapes
 * already present stay as they are, so encoding twice changes nothing.
 *
 * Docs folders with spaces ("Live Preview") give routes with spaces, and Docusaurus writes them
 * raw into `href`s; browsers cope, but the HTML is invalid and some crawlers and tools do not.
 */
const NEEDS_ESCAPE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-_.!~*'();,/?:@&=+$#%]/gu;

export function encodeUrl(url: string): string {
  return url.replace(NEEDS_ESCAPE, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return character; // a lone surrogate has no UTF-8 form; leave it to the browser
    }
  });
}
