import {load} from 'cheerio';
import {OS_NAMES, OSES} from '../../src/data/facts';

/**
 * What a built page must never show a reader: source markup that no plugin turned into HTML (an
 * admonition fence such as `:::note`, the `::keymap` block, a `:menu[...]`-style directive), and a
 * key or menu path that names its own OS again inside the part already labelled with that OS
 * ("macOS: no default key on macOS" once the Markdown twin prefixes the label). Code is left out:
 * there `:::` and `:kbd[` can be the example's own text.
 */
export function renderedTextProblems(html: string): string[] {
  const $ = load(html);
  const root = $('main').length ? $('main') : $('body');
  root.find('pre, code, script, style').remove();
  const problems: string[] = [];
  const text = root.text();
  for (const match of text.matchAll(/:::+[ \t]*[^\n]{0,30}/g)) problems.push(`admonition markup left in the text: "${match[0].trim()}"`);
  for (const match of text.matchAll(/::keymap\b|:(?:menu|kbd|cmd|pref|default|key)\[[^\]\n]{0,40}\]?/g))
    problems.push(`directive left in the text: "${match[0]}"`);
  for (const os of OSES) {
    root.find(`:is(.shortcut, .per-os) > [data-os="${os}"]`).each((_, part) => {
      const shown = $(part).text();
      if (new RegExp(`\\b${OS_NAMES[os]}\\b`).test(shown)) problems.push(`the ${OS_NAMES[os]} part names its OS again: "${shown}"`);
    });
  }
  return problems;
}
