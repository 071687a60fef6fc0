import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {ElementContent, Root as HastRoot} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {h} from 'hastscript';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {escapeHtml} from '../../lib/escapeHtml.mjs';
import {OSES, OS_NAMES, type Os} from '../../data/facts/os';

/**
 * Turns a built page into its Markdown twin. It reads the rendered HTML rather than the page's
 * source, so what an assistant reads is what a person reads: menu paths and keys are already text
 * (the source would still say `:menu[file.save]`), the generated API reference is included, and
 * no MDX import or component is left over.
 *
 * Conventions, the same on every page:
 * - A key that differs by OS is written once for Windows, then the others that differ, in
 *   brackets: `Ctrl+S` (macOS: `Cmd+S`). Inside a command's brackets the same parts are joined
 *   with semicolons: **File > Save File** (`Ctrl+S`; macOS: `Cmd+S`). Mac symbols become words
 *   (⌘ Cmd, ⌥ Option, ⇧ Shift, ⌃ Ctrl) so that every key reads the same way.
 * - A menu path that differs by OS follows the same pattern, in bold.
 * - Code blocks keep their language (and their file name as `title="..."`), as plain text.
 * - A picture of the editor becomes one image (the light one) with its alt text and an absolute
 *   URL; a diagram becomes its title and its text description.
 * - Admonitions become block quotes that start with their label ("**Tip:**").
 * - Links are absolute, to the HTML pages (their anchors only exist there).
 * - Page chrome is dropped: heading anchors, copy buttons, the table of contents, form controls
 *   and the status lines that go with them.
 */

export type PageKind = 'doc' | 'blog';
export type TwinInput = {html: string; route: string; siteUrl: string};
export type Twin = {title: string; markdown: string};

const KEY_WORDS: Record<string, string> = {
  '⌘': 'Cmd+',
  '⌥': 'Option+',
  '⇧': 'Shift+',
  '⌃': 'Ctrl+',
  '↑': 'Up',
  '↓': 'Down',
  '←': 'Left',
  '→': 'Right',
};

/** `⌥⇧↑` → `Option+Shift+Up`; `Alt+Shift+↑` → `Alt+Shift+Up`. */
export function keyAsText(shown: string): string {
  return [...shown.trim()].map((ch) => KEY_WORDS[ch] ?? ch).join('');
}

const squash = (text: string) => text.replace(/[\s\u200B]+/g, ' ').trim();

/** The text of a code block, lines intact: `<br>` is a line break wherever the highlighter put it. */
function codeText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (node.type !== 'tag') return '';
  const element = node as Element;
  if (element.name === 'br') return '\n';
  return element.children.map(codeText).join('');
}

/** One key (`<kbd>`) as text: the shown form, with Mac symbols spelled out. */
function kbdText($: CheerioAPI, kbd: Cheerio<Element>): string {
  const shown = kbd.find('[aria-hidden="true"]').first();
  return keyAsText(shown.length ? shown.text() : kbd.text());
}

/** The contents of one OS's part of a shortcut as HTML: keys as code, words kept. */
function osPartHtml($: CheerioAPI, part: Cheerio<Element>): string {
  return part
    .contents()
    .toArray()
    .map((node) => {
      if (node.type === 'text') return escapeHtml((node as unknown as {data: string}).data);
      if (node.type === 'tag' && (node as Element).name === 'kbd') return `<code>${escapeHtml(kbdText($, $(node as Element)))}</code>`;
      return escapeHtml($(node).text());
    })
    .join('');
}

/** `first` and then, for each OS whose version differs from Windows', "macOS: ...". */
function perOsParts(parts: Record<Os, string>): {first: string; others: string[]} {
  const others = OSES.filter((os) => os !== 'win' && parts[os] !== parts.win).map((os) => `${OS_NAMES[os]}: ${parts[os]}`);
  return {first: parts.win, others};
}

function rewriteShortcuts($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('.shortcut').each((_, element) => {
    const shortcut = $(element);
    const parts = {} as Record<Os, string>;
    for (const os of OSES) parts[os] = osPartHtml($, shortcut.children(`[data-os="${os}"]`).first());
    const {first, others} = perOsParts(parts);
    const prev = element.prev;
    const next = element.next;
    // Inside brackets (a command's, or the text's own), "(Ctrl+S (macOS: Cmd+S))" would nest: join
    // the parts with semicolons instead.
    const bracketed =
      (prev?.type === 'text' && /\($/.test((prev as unknown as {data: string}).data)) ||
      (next?.type === 'text' && /^\)/.test((next as unknown as {data: string}).data));
    const html = others.length === 0 ? first : bracketed ? [first, ...others].join('; ') : `${first} (${others.join('; ')})`;
    shortcut.replaceWith(html);
  });
}

function rewriteMenuPaths($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('.menu-path.per-os').each((_, element) => {
    const menu = $(element);
    const parts = {} as Record<Os, string>;
    for (const os of OSES) parts[os] = `<strong>${escapeHtml(squash(menu.children(`[data-os="${os}"]`).first().text()))}</strong>`;
    const {first, others} = perOsParts(parts);
    menu.replaceWith(others.length ? `${first} (${others.join('; ')})` : first);
  });
}

/** A key combination drawn as separate keys (`<kbd>Ctrl</kbd>+<kbd>S</kbd>`) becomes one: `Ctrl+S`. */
function joinKeyCombos($: CheerioAPI, root: Cheerio<Element>): void {
  const seen = new Set<AnyNode>();
  root.find('kbd').each((_, kbd) => {
    const parent = kbd.parent as Element | null;
    if (!parent || parent.type !== 'tag' || seen.has(parent)) return;
    seen.add(parent);
    const kids = parent.children.filter((n) => !(n.type === 'text' && !(n as unknown as {data: string}).data.trim()));
    const isPlus = (n: AnyNode) => squash($(n).text()) === '+' && !(n.type === 'tag' && (n as Element).name === 'kbd');
    const kbds = kids.filter((n) => n.type === 'tag' && (n as Element).name === 'kbd');
    if (kbds.length < 2 || !kids.every((n) => (n.type === 'tag' && (n as Element).name === 'kbd') || isPlus(n))) return;
    $(parent).replaceWith(`<code>${escapeHtml(kbds.map((k) => kbdText($, $(k as Element))).join('+'))}</code>`);
  });
}

function rewriteCodeBlocks($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('pre').each((_, pre) => {
    const block = $(pre).closest('.theme-code-block');
    const languageOf = (el: Cheerio<AnyNode>) => /(?:^|\s)language-([\w+#-]+)/.exec(el.attr('class') ?? '')?.[1];
    const lang = languageOf($(pre)) ?? languageOf($(pre).find('code').first()) ?? (block.length ? languageOf(block) : undefined);
    const title = block.length ? squash(block.find('[class*="codeBlockTitle"]').first().text()) : '';
    const text = codeText(pre).replace(/\n+$/, '');
    const replacement = $('<pre></pre>');
    if (lang && lang !== 'text') replacement.attr('data-lang', lang);
    if (title) replacement.attr('data-meta', `title=${JSON.stringify(title)}`);
    replacement.text(text);
    (block.length ? block : $(pre)).replaceWith(replacement);
  });
}

function rewriteFigures($: CheerioAPI, root: Cheerio<Element>, absolute: (href: string) => string): void {
  // Light and dark captures of the same picture: one image is enough in text.
  root.find('figure').each((_, figure) => {
    $(figure).find('picture').slice(1).remove();
  });
  root.find('picture').each((_, picture) => {
    const img = $(picture).find('img').first();
    if (img.length) $(picture).replaceWith(img);
    else $(picture).remove();
  });
  root.find('img').each((_, img) => {
    const src = $(img).attr('src');
    if (src) $(img).attr('src', absolute(src));
    $(img).removeAttr('srcset');
  });
  // A diagram is an SVG with a title and a text description: the text is what a reader without the
  // picture gets, so it is what the twin keeps.
  root.find('svg').each((_, svg) => {
    const title = squash($(svg).children('title').first().text());
    const desc = squash($(svg).children('desc').first().text());
    if ($(svg).attr('role') === 'img' && (title || desc)) {
      // A caption that repeats the diagram's title says nothing more.
      const caption = $(svg).closest('figure').children('figcaption');
      if (title && squash(caption.text()) === title) caption.remove();
      const label = title ? `<em>Diagram: ${escapeHtml(title)}.</em>` : '<em>Diagram.</em>';
      $(svg).replaceWith(`<p>${label}${desc ? ` ${escapeHtml(desc)}` : ''}</p>`);
    } else {
      $(svg).remove();
    }
  });
}

function rewriteAdmonitions($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const heading = squash(admonition.find('[class*="admonitionHeading"]').first().text());
    const label = heading ? heading.charAt(0).toUpperCase() + heading.slice(1).toLowerCase() : 'Note';
    const content = admonition.find('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>').append(content.length ? content.contents() : admonition.contents());
    const firstParagraph = quote.children().first();
    if (firstParagraph.is('p')) firstParagraph.prepend(`<strong>${escapeHtml(label)}:</strong> `);
    else quote.prepend(`<p><strong>${escapeHtml(label)}:</strong></p>`);
    admonition.replaceWith(quote);
  });
}

function rewriteTables($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('table > caption').each((_, caption) => {
    const text = squash($(caption).text());
    const table = $(caption).parent();
    $(caption).remove();
    if (text) table.before(`<p><strong>${escapeHtml(text)}</strong></p>`);
  });
  // A label that CSS stacks above its code (the keymap's "Save File" over `file.save`) would run
  // into it as text. Code next to code or links (a type like `Foo[]`) must stay joined.
  root.find('th > span + code, td > span + code').each((_, code) => {
    $(code).before(' ');
  });
}

/** Everything that is there to be clicked, typed into or announced, not read. */
function dropChrome($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('input, textarea, select').each((_, control) => {
    for (const id of ($(control).attr('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) root.find(`[id="${id}"]`).remove();
  });
  root
    .find(
      '.hash-link, script, style, noscript, template, button, input, textarea, select, label, [role="status"], nav, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav',
    )
    .remove();
  // Decorative duplicates: where a glyph is hidden from screen readers, its spoken form follows.
  root.find('[aria-hidden="true"]').remove();
}

/** React leaves `<!-- -->` between text parts; Markdown would keep them as HTML. */
function dropComments($: CheerioAPI): void {
  // A walk of the tree: cheerio's `find('*').contents()` concatenates every element's children
  // into a growing array, which was over a quarter of the twins' time (9.4 s → 6.7 s for 243 pages).
  const walk = (node: AnyNode) => {
    if (!('children' in node)) return;
    node.children = node.children.filter((child) => child.type !== 'comment');
    node.children.forEach((child, i) => {
      child.prev = node.children[i - 1] ?? null;
      child.next = node.children[i + 1] ?? null;
      walk(child);
    });
  };
  walk($.root()[0]!);
}

function absolutize($: CheerioAPI, root: Cheerio<Element>, absolute: (href: string) => string): void {
  root.find('a[href]').each((_, a) => {
    $(a).attr('href', absolute($(a).attr('href')!));
  });
}

/** `pre` carries its language and meta as data attributes (see rewriteCodeBlocks). */
const preHandler: Handle = (state, node) => {
  const lang = node.properties?.dataLang;
  const meta = node.properties?.dataMeta;
  const value = (node.children ?? []).map((child) => (child.type === 'text' ? child.value : '')).join('');
  const result = {type: 'code' as const, lang: typeof lang === 'string' ? lang : null, meta: typeof meta === 'string' ? meta : null, value};
  state.patch(node, result);
  return result;
};

/**
 * A parsed page's nodes as a hast tree, the way hast-util-from-html would parse their HTML (both
 * read it with parse5): the twin of an API reference page was half its time serializing the
 * content cheerio had parsed and rewritten, then parsing it again.
 */
function domToHast(nodes: readonly AnyNode[]): HastRoot {
  const convert = (node: AnyNode): ElementContent | null => {
    if (node.type === 'text') return {type: 'text', value: node.data};
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style')
      return h(
        node.name,
        node.attribs,
        node.children.map(convert).filter((child) => child !== null),
      );
    return null;
  };
  return {type: 'root', children: nodes.map(convert).filter((child) => child !== null)};
}

/** Content HTML (a fragment) to Markdown. */
export function htmlToMarkdown(html: string): string {
  return hastToMarkdown(fromHtml(html, {fragment: true}));
}

function hastToMarkdown(hast: HastRoot): string {
  const mdast = toMdast(hast, {handlers: {pre: preHandler}});
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
  });
  return `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The URL of a route on the live site, with spaces and the like encoded. */
export function pageUrl(siteUrl: string, route: string): string {
  return new URL(encodeURI(decodeURI(route)), siteUrl).href;
}

/**
 * A built docs page or blog post to its Markdown twin: the title, where it lives, the version
 * banner of an older docs version, the byline of a post, then the content.
 */
export function pageToMarkdown({html, route, siteUrl}: TwinInput): Twin {
  const $ = load(html);
  dropComments($);
  const url = pageUrl(siteUrl, route);
  const absolute = (href: string) => {
    try {
      return new URL(href, url).href;
    } catch {
      return href;
    }
  };
  const article = $('article').first();
  const body = (
    article.find('.theme-doc-markdown').first().length ? article.find('.theme-doc-markdown') : article.find('.markdown')
  ).first();
  if (!body.length) throw new Error(`${route}: no article content found in the built page`);

  const ownTitle = body.find('h1').first();
  const title =
    squash(ownTitle.length ? ownTitle.text() : article.find('header h1').first().text()) || squash($('title').text().split('|')[0] ?? '');
  if (ownTitle.closest('header').length) ownTitle.closest('header').remove();
  else ownTitle.remove();

  const head: string[] = [`<h1>${escapeHtml(title)}</h1>`, `<p>Source: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`];
  const time = article.find('header time[datetime]').first();
  if (time.length) {
    const authors = article
      .find('header .avatar__name')
      .toArray()
      .map((a) => squash($(a).text()))
      .filter(Boolean);
    const by = authors.length ? ` by ${authors.length > 1 ? `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}` : authors[0]}` : '';
    head.push(`<p>Published ${escapeHtml(squash(time.text()))}${escapeHtml(by)}.</p>`);
  }
  const banner = $('.theme-doc-version-banner').first();
  if (banner.length) {
    absolutize($, banner, absolute);
    head.push(
      `<blockquote>${banner
        .children()
        .toArray()
        .map((part) => `<p>${$(part).html() ?? ''}</p>`)
        .join('')}</blockquote>`,
    );
  }

  rewriteShortcuts($, body);
  rewriteMenuPaths($, body);
  joinKeyCombos($, body);
  rewriteCodeBlocks($, body);
  rewriteFigures($, body, absolute);
  rewriteAdmonitions($, body);
  dropChrome($, body);
  rewriteTables($, body);
  absolutize($, body, absolute);

  const hast = fromHtml(head.join(''), {fragment: true});
  hast.children.push(...domToHast(body.contents().toArray()).children);
  return {title, markdown: hastToMarkdown(hast)};
}
