/**
 * The editor's releases, from the release notes posts (`blog/*-release-<major.minor>.md`): every
 * release has one, documented or not. Build-time and test code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions} from './docsVersions';

const blogDir = path.resolve(__dirname, '../../blog');

/** Every release with a release notes post, newest first. */
export function releases(dir = blogDir): string[] {
  const found = fs
    .readdirSync(dir)
    .map((name) => /-release-(\d+\.\d+)\.mdx?$/.exec(name)?.[1])
    .filter((v): v is string => Boolean(v));
  return [...new Set(found)].sort(compareVersions);
}

/** The releases strictly between two versions (older first argument), oldest first. */
export function releasesBetween(older: string, newer: string, dir = blogDir): string[] {
  return releases(dir)
    .filter((v) => compareVersions(v, older) < 0 && compareVersions(v, newer) > 0)
    .reverse();
}
