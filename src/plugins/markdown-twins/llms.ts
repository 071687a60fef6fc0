/**
 * The two files of the llms.txt convention (https://llmstxt.org): `llms.txt`, a Markdown index of
 * the site with one line per page, and `llms-full.txt`, the pages themselves in one file. Pure
 * functions: the plugin gathers the pages, these only lay them out.
 */

export type LlmsEntry = {title: string; url: string; description?: string};
export type LlmsSection = {heading: string; entries: LlmsEntry[]};
export type LlmsHeader = {title: string; summary: string; details: string[]};
export type FullPage = {markdown: string};

/** Link text cannot hold brackets unescaped, and a description is one line. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  let out = `# ${header.title}\n\n> ${oneLine(header.summary)}\n\n`;
  for (const paragraph of header.details) out += `${paragraph.trim()}\n\n`;
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    out += `## ${section.heading}\n\n`;
    for (const {title, url, description} of section.entries) {
      out += `- [${linkText(oneLine(title))}](${url})${description ? `: ${oneLine(description)}` : ''}\n`;
    }
    out += '\n';
  }
  return `${out.trim()}\n`;
}

/**
 * The header, then every page's twin as it is served (each starts with its title and its URL),
 * separated by rules. Headings inside the pages stay as they are: a page's title is the only `#`.
 */
export function llmsFullTxt(header: LlmsHeader, pages: FullPage[]): string {
  let out = `# ${header.title}\n\n> ${oneLine(header.summary)}\n\n`;
  for (const paragraph of header.details) out += `${paragraph.trim()}\n\n`;
  return `${out}${pages.map((page) => page.markdown.trim()).join('\n\n---\n\n')}\n`;
}

type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: SidebarItem[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string}}
  | {type: 'link' | 'html'};

/**
 * Doc ids in the order the sidebars show them (a category's own page before its items), each once,
 * then any doc that no sidebar lists, by id.
 */
export function sidebarOrder(sidebars: Record<string, readonly unknown[]>, docIds: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    if (!seen.has(id) && docIds.includes(id)) {
      seen.add(id);
      order.push(id);
    }
  };
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') add(item.link.id);
        walk(item.items);
      }
    }
  };
  for (const sidebar of Object.values(sidebars)) walk(sidebar as SidebarItem[]);
  for (const id of [...docIds].sort()) add(id);
  return order;
}
