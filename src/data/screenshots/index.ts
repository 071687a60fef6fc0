/**
 * Pictures of the editor per docs version: what `scripts/screenshots/capture.mjs` wrote to
 * `static/img/screenshots/<version>/` and described in `<version>.json`, and the checks that a
 * placement (./placements.ts) may rely on. Build-time and test code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, docsDirOf, type DocsVersion} from '../docsVersions';
import type {Placement} from './placements';
import {DENSITIES, FORMATS, MAX_BYTES, THEMES, imageFileName} from '../../lib/screenshotFiles.mjs';

export {DENSITIES, FORMATS, MAX_BYTES, MIME, THEMES, imageFileName} from '../../lib/screenshotFiles.mjs';
export type Theme = (typeof THEMES)[number];
export type Format = (typeof FORMATS)[number];

export type ScreenshotEntry = {
  /** What the picture shows, written for someone who cannot see it. One alt wherever it is placed. */
  alt: string;
  caption?: string;
  kind: 'screenshot' | 'illustration';
  /** Size in CSS pixels (the 1x file); the 2x file is twice as large. */
  width: number;
  height: number;
  /** Size in bytes of every file, by file name. */
  bytes: Record<string, number>;
};
export type ScreenshotManifest = Record<string, ScreenshotEntry>;

/** What the capture script wrote for a version (`<version>.json` here); a version without pictures has none. */
export function manifestFor(version: DocsVersion): ScreenshotManifest {
  const file = path.join(__dirname, `${version}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenshotManifest) : {};
}

/** Every version's manifest, by version. */
export function allManifests(): Record<DocsVersion, ScreenshotManifest> {
  return Object.fromEntries(DOCS_VERSIONS.map((version) => [version, manifestFor(version)]));
}

/** Path of a picture file below the site's static folder, which is also its URL below the base URL. */
export function imagePath(version: DocsVersion, name: string, theme: Theme, format: Format, density: number): string {
  return `img/screenshots/${version}/${imageFileName(name, theme, format, density)}`;
}

export function allImagePaths(version: DocsVersion, name: string): string[] {
  return THEMES.flatMap((theme) =>
    FORMATS.flatMap((format) => DENSITIES.map((density) => imagePath(version, name, theme, format, density))),
  );
}

export {docsDirOf};

/**
 * The page id a content file has in placements: its path inside the version's docs folder without
 * the extension (`Features/Live Preview/live-preview`), or null for files outside the docs.
 */
export function pageIdOfFile(filePath: string): string | null {
  const match = /(?:^|[\\/])(?:docs|versioned_docs[\\/]version-[^\\/]+)[\\/](.+)\.mdx?$/.exec(filePath);
  return match ? match[1]!.replace(/\\/g, '/') : null;
}

/** Why an entry of the manifest cannot be shown, or an empty list. */
export function entryProblems(name: string, entry: Partial<ScreenshotEntry> | undefined): string[] {
  if (!entry) return [`no picture named "${name}"`];
  const problems: string[] = [];
  const alt = (entry.alt ?? '').trim();
  if (alt.length < 20) problems.push(`"${name}" has no real alt text (got ${JSON.stringify(entry.alt ?? '')})`);
  else if (/\.(png|webp|avif|jpe?g|svg)\b/i.test(alt) && alt.split(/\s+/).length < 4)
    problems.push(`"${name}" has a file name as alt text`);
  else if (
    alt
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') === name
  )
    problems.push(`"${name}" repeats its name as alt text`);
  for (const key of ['width', 'height'] as const) {
    if (!Number.isInteger(entry[key]) || (entry[key] as number) <= 0) problems.push(`"${name}" has no ${key}`);
  }
  return problems;
}

export type PlacementCheck = {
  version: DocsVersion;
  placements: readonly Placement[];
  /** Manifests of every version, so a picture of another version is reported as such. */
  manifests?: Record<DocsVersion, ScreenshotManifest>;
  /** The site's static folder; files are checked when given. */
  staticDir?: string;
  /** The site folder; pages and heading ids are checked when given. */
  siteDir?: string;
};

/** Every reason the placements of a version would not render, as "page: problem" lines. */
export function placementProblems({version, placements, manifests: all = allManifests(), staticDir, siteDir}: PlacementCheck): string[] {
  const problems: string[] = [];
  const manifest = all[version] ?? {};
  for (const placement of placements) {
    const where = `${docsDirOf(version)}/${placement.page} (${placement.shot})`;
    const entry = manifest[placement.shot];
    if (!entry) {
      const elsewhere = DOCS_VERSIONS.filter((v) => v !== version && all[v]?.[placement.shot]);
      problems.push(
        elsewhere.length
          ? `${where}: the picture "${placement.shot}" belongs to ${elsewhere.join(', ')}, not to ${version}; take it for ${version}`
          : `${where}: no picture named "${placement.shot}" in static/img/screenshots/${version}/`,
      );
      continue;
    }
    problems.push(...entryProblems(placement.shot, entry).map((p) => `${where}: ${p}`));
    if (staticDir) {
      for (const file of allImagePaths(version, placement.shot)) {
        const full = path.join(staticDir, file);
        if (!fs.existsSync(full)) problems.push(`${where}: missing file static/${file}`);
        else if (fs.statSync(full).size > MAX_BYTES) problems.push(`${where}: static/${file} is over ${MAX_BYTES / 1024} KB`);
      }
    }
    if (siteDir) {
      const base = path.join(siteDir, docsDirOf(version), placement.page);
      const file = ['.md', '.mdx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      if (!file) problems.push(`${where}: no such page`);
      else if (placement.afterHeading !== null && !explicitHeadingIds(fs.readFileSync(file, 'utf8')).includes(placement.afterHeading)) {
        problems.push(`${where}: no heading with the explicit id {#${placement.afterHeading}}`);
      }
    }
  }
  return problems;
}

/**
 * Pages that show no picture although they should: every page of `pages` needs a placement unless
 * `exceptions` names it with a reason. An exception that names no page, gives no reason or names a
 * page that has a picture after all is reported too, so the list cannot go stale.
 */
export function pagesWithoutPictureProblems(
  pages: readonly string[],
  placements: readonly Placement[],
  exceptions: Readonly<Record<string, string>>,
): string[] {
  const placed = new Set(placements.map((placement) => placement.page));
  const problems = pages
    .filter((page) => !placed.has(page) && !(page in exceptions))
    .map((page) => `${page}: no picture; place one in placements.ts or list the page in pagesWithoutPicture with the reason`);
  for (const [page, reason] of Object.entries(exceptions)) {
    if (!pages.includes(page)) problems.push(`${page}: listed in pagesWithoutPicture but there is no such page`);
    else if (placed.has(page)) problems.push(`${page}: listed in pagesWithoutPicture but it has a picture; remove it from the list`);
    if (!reason.trim()) problems.push(`${page}: listed in pagesWithoutPicture without a reason`);
  }
  return problems;
}

/** Explicit heading ids of a Markdown or MDX source: `## Title {#id}` and `## Title \{#id\}`. */
export function explicitHeadingIds(source: string): string[] {
  const ids: string[] = [];
  for (const line of source.split('\n')) {
    const match = /^#{1,6}\s.*?\\?\{#([^}\\\s]+)\\?\}\s*$/.exec(line);
    if (match) ids.push(match[1]!);
  }
  return ids;
}
