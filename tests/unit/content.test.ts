import {readFileSync, existsSync} from 'node:fs';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {countWords, listMarkdown, PLACEHOLDER, readPage} from '../../scripts/lib/content.mjs';
import {appLinks} from '../../src/data/appLinks';
import {apiGuideIds, blogPostSlugs, blogTags, docsVersions, userDocIdsByVersion} from '../lib/routes';
import {specBlogTags} from '../lib/spec';

type Page = {file: string; frontMatter: Record<string, unknown>; body: string};
const read = (file: string): Page => readPage(file);
const docFile = (base: string, id: string) => [`${base}/${id}.md`, `${base}/${id}.mdx`].find((f) => existsSync(f));

describe.each(docsVersions.map((v) => [v.dir, v.name] as const))('user docs in %s', (base, version) => {
  it.each(userDocIdsByVersion[version].map((id) => [id]))('%s is complete and has no filler', (id) => {
    const file = docFile(base, id);
    expect(file, `${base}/${id}`).toBeDefined();
    const page = read(file!);
    expect(String(page.frontMatter.title ?? '').length, 'title').toBeGreaterThan(2);
    expect(String(page.frontMatter.description ?? '').length, 'description').toBeGreaterThan(20);
    expect(countWords(page.body), 'words').toBeGreaterThanOrEqual(250);
    expect(page.body).not.toMatch(PLACEHOLDER);
  });
});

describe('the current docs hold every in-app help target', () => {
  it.each(appLinks.map((l) => [l.topic, l.to]))('%s → %s', (_topic, to) => {
    const [pathPart, id] = to.split('#');
    const file = docFile('.', pathPart!.replace(/^\//, ''));
    expect(file, pathPart).toBeDefined();
    const body = readFileSync(file!, 'utf8');
    expect(body, `heading {#${id}}`).toMatch(new RegExp(`\\\\?\\{#${id}\\\\?\\}`));
  });
});

describe('older docs versions differ from the next where the releases did', () => {
  // The release rehearsal (scripts/release-rehearsal.mjs) cuts a release and writes none of its changes.
  const cutJustNow = process.env.RELEASE_REHEARSAL === '1' ? docsVersions[1]?.name : undefined;
  it.each(
    docsVersions
      .slice(1)
      .map((v, i) => [v.name, docsVersions[i]!] as const)
      .filter(([version]) => version !== cutJustNow),
  )('%s is not a blind copy of the version after it', (version, newer) => {
    const older = docsVersions.find((v) => v.name === version)!;
    const shared = userDocIdsByVersion[version].filter((id) => docFile(newer.dir, id));
    const differing = shared.filter(
      (id) => readFileSync(docFile(newer.dir, id)!, 'utf8') !== readFileSync(docFile(older.dir, id)!, 'utf8'),
    );
    expect(differing.length).toBeGreaterThanOrEqual(5);
  });
});

describe('developer guides', () => {
  it.each(apiGuideIds.map((id) => [id]))('%s is complete', (id) => {
    const page = read(docFile('api', id)!);
    expect(String(page.frontMatter.title ?? '').length).toBeGreaterThan(2);
    expect(String(page.frontMatter.description ?? '').length).toBeGreaterThan(20);
    expect(countWords(page.body)).toBeGreaterThanOrEqual(300);
    expect(page.body).not.toMatch(PLACEHOLDER);
  });
});

describe('blog', () => {
  const posts = listMarkdown('blog').map(read);
  const authors = parseYaml(readFileSync('blog/authors.yml', 'utf8')) as Record<string, unknown>;
  const tagKeys = Object.keys(parseYaml(readFileSync('blog/tags.yml', 'utf8')) as object);

  it('allows every tag of the spec', () => {
    expect(tagKeys).toEqual(expect.arrayContaining(specBlogTags));
  });

  it('has a slug on every post', () => {
    expect(posts.map((p) => p.frontMatter.slug).sort()).toEqual([...blogPostSlugs].sort());
  });

  it('uses every tag at least once', () => {
    const used = new Set(posts.flatMap((p) => p.frontMatter.tags as string[]));
    expect([...used].sort()).toEqual([...blogTags].sort());
  });

  it.each(posts.map((p) => [p.file, p]))('%s has authors, a date, allowed tags and a summary', (_file, post) => {
    const fm = (post as Page).frontMatter;
    const list = fm.authors as string[];
    expect(list?.length).toBeGreaterThan(0);
    for (const a of list) expect(authors, `author ${a}`).toHaveProperty(a);
    const date = fm.date ?? /(\d{4}-\d{2}-\d{2})/.exec((post as Page).file)?.[1];
    expect(date, 'date').toBeTruthy();
    expect(new Date(String(date instanceof Date ? date.toISOString() : date)).getFullYear()).toBeGreaterThanOrEqual(2023);
    for (const tag of fm.tags as string[]) expect(blogTags as readonly string[]).toContain(tag);
    // The summary marker: an HTML comment in Markdown, a JSX comment in MDX.
    expect((post as Page).body).toMatch(/<!-- truncate -->|\{\/\* truncate \*\/\}/);
    expect(String(fm.description ?? '').length).toBeGreaterThan(20);
    expect((post as Page).body).not.toMatch(PLACEHOLDER);
    expect(countWords((post as Page).body)).toBeGreaterThanOrEqual(250);
  });
});

describe('content as a whole', () => {
  // A table's first header cell names its column; left empty, screen readers announce the column's
  // cells without a header (axe's td-has-header).
  it('names every column of every table', () => {
    const emptyHeaders = ['docs', 'versioned_docs', 'api', 'blog']
      .flatMap((dir) => listMarkdown(dir))
      .flatMap((file: string) => {
        const lines = readFileSync(file, 'utf8').split('\n');
        return lines
          .map((line, index) => ({line, next: lines[index + 1] ?? ''}))
          .filter(({line, next}) => /^\|.*\|\s*$/.test(line) && /^\|\s*:?-{3,}/.test(next))
          .filter(({line}) =>
            line
              .split('|')
              .slice(1, -1)
              .some((cell) => cell.trim() === ''),
          )
          .map(({line}) => `${file}: ${line}`);
      });
    expect(emptyHeaders).toEqual([]);
  });

  it('has at least 15,000 words of user docs', () => {
    const words = listMarkdown('docs').reduce((sum: number, f: string) => sum + countWords(read(f).body), 0);
    expect(words).toBeGreaterThanOrEqual(15000);
  });
});

describe('countWords', () => {
  it('counts prose and skips code, ids and markup', () => {
    expect(countWords('## Title {#title}\n\nTwo words.\n\n```js\nconst a = 1;\n```\n<kbd>Ctrl</kbd>')).toBe(4);
  });
});
