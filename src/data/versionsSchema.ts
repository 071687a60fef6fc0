/**
 * The schema of `versions.json`, kept apart from ./docsVersions.ts so that the schema library stays
 * out of the browser's code. The site config parses the file with it, so a malformed file fails the
 * build with the path of the bad field; `npm run docs:release` checks what it writes.
 */
import * as z from 'zod';
import {compareVersions, type VersionsData} from './docsVersions';
import {DOCS_VERSION, EDITOR_TAG} from '../lib/versionPatterns.mjs';

const versionName = z.string().regex(DOCS_VERSION, 'a docs version is major.minor, like 5.2');

export const versionsSchema: z.ZodType<VersionsData> = z.object({
  versions: z
    .array(
      z.strictObject({
        name: versionName,
        /** The editor's git tag the version's facts, pictures and pages were read from. */
        editorTag: z.string().regex(EDITOR_TAG, 'an editor tag is vMAJOR.MINOR.PATCH'),
        /** For the current version: what the announcement bar says is new, after "Phoenix Code X is out: ". */
        highlights: z.string().min(1).optional(),
      }),
    )
    .min(1)
    .superRefine((versions, ctx) => {
      const names = versions.map((v) => v.name);
      if (new Set(names).size !== names.length) ctx.addIssue({code: 'custom', message: `a version is listed twice: ${names.join(', ')}`});
      versions.forEach((v, i) => {
        if (!v.editorTag.startsWith(`v${v.name}.`))
          ctx.addIssue({code: 'custom', path: [i, 'editorTag'], message: `${v.editorTag} is not a ${v.name} tag`});
      });
      const sorted = [...names].sort(compareVersions);
      if (sorted.join() !== names.join())
        ctx.addIssue({code: 'custom', message: `versions must be listed newest first: ${sorted.join(', ')}`});
      if (!versions[0]?.highlights)
        ctx.addIssue({code: 'custom', path: [0, 'highlights'], message: 'the current version needs its highlights'});
    }),
});

/** Parses a versions file, throwing with the path of the first bad field. */
export function parseVersions(value: unknown, file = 'src/data/versions.json'): VersionsData {
  const result = versionsSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: ${['versions', ...issue.path.slice(1)].join('.')}: ${issue.message}`);
  }
  return result.data;
}
