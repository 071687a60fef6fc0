/**
 * Which pages the crawl measures colours on, and in which modes. Colour contrast depends on the
 * stylesheet and on what a page puts on it: its elements and their classes (a table, a `kbd`, an
 * admonition, a code block's syntax tokens). Measuring every page is most of the crawl's axe time;
 * measuring a set of pages that together show every element and class the pages show, in each
 * mode, finds the same faults.
 */
export type Mode = 'dark' | 'light';
export const MODES: readonly Mode[] = ['dark', 'light'];

/** The elements and classes inside a page's `main` (the whole body where it has none), as `tag:x` and `class:y`. */
export function mainFeatures(html: string): Set<string> {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const part = start >= 0 && end > start ? html.slice(start, end) : html;
  const features = new Set<string>();
  for (const [, tag] of part.matchAll(/<([a-z][a-z0-9-]*)/g)) features.add(`tag:${tag}`);
  for (const [, names] of part.matchAll(/\sclass="([^"]*)"/g))
    for (const name of names!.split(/\s+/)) if (name) features.add(`class:${name}`);
  return features;
}

/**
 * The fewest pages (chosen greedily: the page that shows most of what no chosen page shows yet, the
 * first path on a tie) that show every feature of `pages` not already shown by `measuredInBoth`,
 * the pages measured in both modes anyway. Each chosen page is measured in both modes, dark first:
 * what a mode must see is the same set of features, so one cover serves both.
 */
export function colourCover(pages: ReadonlyMap<string, Set<string>>, measuredInBoth: Iterable<Set<string>> = []): Map<string, Mode[]> {
  const shownAnyway = new Set<string>();
  for (const features of measuredInBoth) for (const feature of features) shownAnyway.add(feature);
  const uncovered = new Set<string>();
  for (const features of pages.values()) for (const feature of features) if (!shownAnyway.has(feature)) uncovered.add(feature);
  const paths = [...pages.keys()].sort();
  const chosen = new Map<string, Mode[]>();
  while (uncovered.size) {
    let best = '';
    let bestCount = 0;
    for (const path of paths) {
      let count = 0;
      for (const feature of pages.get(path)!) if (uncovered.has(feature)) count++;
      if (count > bestCount) [best, bestCount] = [path, count];
    }
    for (const feature of pages.get(best)!) uncovered.delete(feature);
    chosen.set(best, [...MODES]);
  }
  return chosen;
}
