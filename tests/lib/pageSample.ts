/**
 * The kind of page a built path is: pages of one kind share their layout and code, so an engine
 * that repeats what Chromium's crawl of every page proves can open a few of each kind instead.
 */
export function pageKind(path: string): string {
  if (path === '/') return 'home';
  if (/^\/docs\/\d+\.\d+(\/|$)/.test(path)) return 'older docs';
  if (path.startsWith('/docs')) return 'docs';
  if (path.startsWith('/api/API-Reference/')) return 'API reference';
  if (path.startsWith('/api')) return 'API guides';
  if (path.startsWith('/blog/tags')) return 'blog tags';
  if (/^\/blog\/(page\/|archive|authors)/.test(path) || path === '/blog') return 'blog lists';
  if (path.startsWith('/blog/')) return 'blog posts';
  return 'other pages';
}

/**
 * A deterministic sample: of each kind, `perKind` pages spread evenly over the kind's sorted
 * paths (every page of a kind with fewer). `shift`, between 0 and 1, moves the picks along the
 * list, so two engines with different shifts open different pages of each kind.
 */
export function samplePages(pages: readonly string[], perKind: number, shift = 0): string[] {
  const byKind = new Map<string, string[]>();
  for (const page of [...pages].sort()) {
    const kind = pageKind(page);
    byKind.set(kind, [...(byKind.get(kind) ?? []), page]);
  }
  const picked: string[] = [];
  for (const list of byKind.values()) {
    if (list.length <= perKind) {
      picked.push(...list);
      continue;
    }
    const step = list.length / perKind;
    const chosen = new Set<string>();
    for (let i = 0; i < perKind; i++) chosen.add(list[Math.floor((i + shift) * step) % list.length]!);
    picked.push(...chosen);
  }
  return picked;
}
