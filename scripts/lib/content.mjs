// Reading the site's Markdown for the content checks and the word-count report.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * Every .md/.mdx file under a folder, as paths relative to the repository root.
 * @param {string} dir
 */
export function listMarkdown(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} d */
  const walk = (d) => {
    for (const entry of readdirSync(d, {withFileTypes: true})) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

/** @param {string} file */
export function readPage(file) {
  const raw = readFileSync(file, 'utf8');
  const {data, content} = matter(raw);
  return {file, frontMatter: data, body: content};
}

/**
 * Words a reader reads: prose, headings, lists and tables; not code, front matter, markup or ids.
 * @param {string} body
 */
export function countWords(body) {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\\?\{#[^}]*\\?\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_|`[\]]/g, ' ');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Text that must never ship: filler, unfinished markers, placeholders. */
export const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|placeholder text|\bXXX\b/i;
