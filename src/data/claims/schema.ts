/**
 * The shape of a claims ledger (`src/data/claims/<version>.yaml`), checked when the ledger is read:
 * a bad entry fails the build (src/plugins/claims) and the tests with the file, the entry's number,
 * its page and its words, and what is wrong with it, so that whoever merges entries finds it at once:
 *
 *   src/data/claims/<version>.yaml: entry 12 (/docs/git, "Fetch always fetches all remotes"): evidence 1 has no tag
 */
import * as z from 'zod';

/** What confirms a claim (README.md, "Claims ledger"). */
export const EVIDENCE_KINDS = ['source', 'ui-strings', 'vendor-docs', 'scenario'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
/** Kinds whose file is code, where only a line range says what was read. */
const KINDS_NEEDING_LINES: readonly EvidenceKind[] = ['source', 'ui-strings'];

const LINES = /^(\d+)(?:-(\d+))?$/;

const evidenceSchema = z
  .strictObject({
    kind: z
      .enum(EVIDENCE_KINDS, {error: (issue) => `unknown kind ${JSON.stringify(issue.input)} (one of ${EVIDENCE_KINDS.join(', ')})`})
      .default('source'),
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'a repository is owner/name, like phcode-dev/phoenix'),
    path: z
      .string()
      .min(1)
      .refine((p) => !p.startsWith('/') && !p.includes('..'), 'a path inside the repository, without a leading slash'),
    // YAML reads `lines: 812` as a number and `lines: 812-840` as a string: both are fine.
    lines: z
      .union([z.number().int(), z.string()])
      .transform((value, ctx) => {
        const match = LINES.exec(String(value).trim());
        const start = Number(match?.[1]);
        const end = match?.[2] === undefined ? start : Number(match[2]);
        if (!match || start < 1 || end < start) {
          ctx.addIssue({code: 'custom', message: `"${value}" is not a line or a range of lines, like 12 or 12-40`});
          return z.NEVER;
        }
        return {start, end};
      })
      .optional(),
    // A tag (v5.2.4, prod-app-v5.1.24) or a commit id: whatever `git show <tag>:<path>` takes.
    tag: z.string().regex(/^[\w][\w./-]*$/, 'a git tag or commit id, like v5.2.4'),
    note: z.string().min(1).optional(),
  })
  .superRefine((evidence, ctx) => {
    if (KINDS_NEEDING_LINES.includes(evidence.kind) && !evidence.lines)
      ctx.addIssue({code: 'custom', path: ['lines'], message: `has no lines (${evidence.kind} evidence names the lines it read)`});
  });

export const claimSchema = z.strictObject({
  /** The page's route, decoded: `/docs/Features/Live Preview/live-preview`, `/api/creating-extensions`, `/blog/release-5.2`. */
  page: z
    .string()
    .regex(/^\/(docs|api|blog)\/[^#?%]*[^/#?%]$/, 'a route under /docs/, /api/ or /blog/, decoded, without a trailing slash or anchor'),
  /** Words exactly as the page renders them (whitespace aside). */
  claim: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'is empty')),
  /**
   * The clip whose captions hold the words, when the page's own text does not. Clips are recorded
   * per version, so a release cut leaves such an entry out of the new version's ledger: it comes
   * back with the clip (scripts/lib/release.ts).
   */
  clip: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a clip name, like find-in-files')
    .optional(),
  evidence: z.array(evidenceSchema).min(1, 'has no evidence'),
});

export type Claim = z.output<typeof claimSchema>;
export type Evidence = Claim['evidence'][number];

/** Where a value sits in an entry, for a message: `evidence 1 has no tag`, `evidence 2: lines: ...`. */
function describeIssue(entry: unknown, issue: z.core.$ZodIssue): string {
  const [field, index, subfield] = issue.path as (string | number)[];
  const raw = entry as Record<string, unknown>;
  if (field === 'evidence' && typeof index === 'number') {
    const item = (raw.evidence as unknown[])[index];
    const where = `evidence ${index + 1}`;
    if (subfield === undefined) return `${where}: ${item === null || typeof item !== 'object' ? 'not a mapping' : issue.message}`;
    if ((item as Record<string, unknown>)[subfield] === undefined && issue.code === 'invalid_type') return `${where} has no ${subfield}`;
    if (issue.message.startsWith('has no')) return `${where} ${issue.message}`;
    return `${where}: ${subfield}: ${issue.message}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.join(', ')}`;
  if (field === 'evidence' && (raw.evidence === undefined || issue.message === 'has no evidence')) return 'has no evidence';
  if (field !== undefined && raw[field] === undefined && issue.code === 'invalid_type') return `has no ${field}`;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** A field's text for a message, whitespace collapsed: the claim in full, so that it can be searched for. */
const shown = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/**
 * Checks a parsed ledger file; returns its entries and every problem, each as
 * `<file>: entry N (<page>, "<claim>"): <what is wrong>`.
 */
export function parseLedger(value: unknown, file: string): {claims: Claim[]; errors: string[]} {
  if (value === null || value === undefined) return {claims: [], errors: []};
  if (!Array.isArray(value))
    return {claims: [], errors: [`${file}: a ledger is a YAML list of entries (- page: ... claim: ... evidence: ...)`]};
  const claims: Claim[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  value.forEach((entry: unknown, i) => {
    const raw = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const label = `${file}: entry ${i + 1} (${shown(raw.page) || 'no page'}, "${shown(raw.claim)}")`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${label}: not a mapping with page, claim and evidence`);
      return;
    }
    const result = claimSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push(`${label}: ${describeIssue(entry, issue)}`);
      return;
    }
    const key = `${result.data.page}\u0000${result.data.claim}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push(`${label}: the same page and words as entry ${first}`);
    else seen.set(key, i + 1);
    claims.push(result.data);
  });
  return {claims, errors};
}
