/**
 * The HTTP headers the site is served with: one list, from which the build writes `build/_headers`
 * (read by Netlify and Cloudflare Pages, and applied by scripts/serve.mjs and the test server) and
 * the README's nginx rules are checked. See README "Security and cache headers".
 */
import {hostedSearchOrigins, type HostedSearch} from './search';

/** Hashed files never change: browsers and CDNs keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the search manifest, unhashed static files) is revalidated on every visit. */
export const REVALIDATE = 'no-cache';

/** The folder of the build whose files all carry a content hash (the plugin checks that they do). */
export const HASHED_DIR = 'assets';

/** Sent with every response. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn which site a reader came from, never which page.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The docs use none of these; a script that got in could not either.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // Browsers ignore it over plain HTTP, so it costs nothing on localhost.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** What the build adds to the policy: the inline scripts' hashes and the origins of enabled options. */
export type PolicyInputs = {
  /** `sha256-<base64>` of each inline script that runs (JSON-LD and other data blocks need none). */
  scriptHashes: readonly string[];
  /** Origins that pages fetch from (hosted search, analytics); none by default. */
  connectOrigins?: readonly string[];
};

/**
 * The Content-Security-Policy, directive by directive. Scripts are strict: the site's own files
 * and, inline, only the hashed ones (no 'unsafe-inline', no 'unsafe-eval'; the live code blocks
 * run their code in an interpreter, see src/plugins/code-blocks). Styles keep 'unsafe-inline':
 * React and the theme write `style` attributes, which carry no script.
 */
export function cspDirectives({scriptHashes, connectOrigins = []}: PolicyInputs): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Small pictures are inlined as data: URIs by the bundler and the theme's icons.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...new Set(connectOrigins)]],
    // The search worker is a hashed file under /assets/js/, not a blob.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return cspDirectives(inputs)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The origin of a URL setting, or an error naming the setting when it is not an absolute http(s) URL. */
function originOf(setting: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${setting} must be an absolute URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${setting} must be an http(s) URL, got "${url}"`);
  return parsed.origin;
}

/** The origins the options reach when they are switched on; none when they are off. */
export function connectOrigins({
  hostedSearch,
  analyticsEndpoint,
}: {
  hostedSearch: HostedSearch | null;
  analyticsEndpoint?: string;
}): string[] {
  const origins: string[] = [];
  if (hostedSearch) origins.push(...hostedSearchOrigins(hostedSearch));
  if (analyticsEndpoint) origins.push(originOf('ANALYTICS_ENDPOINT', analyticsEndpoint));
  return origins;
}

/** One block of a headers file: a path pattern (`*` matches anything, `:name` one segment) and its headers. */
export type HeaderRule = {path: string; headers: [string, string][]};

/**
 * The site's rules, given the policy's inputs and the build's top-level folders. Cloudflare joins
 * the values of a header that two matching rules set (Netlify keeps the later one), so every path
 * gets its Cache-Control from exactly one rule: `/assets/*`, `/` and `/:file` (any top-level file
 * or page), or its top-level folder's.
 */
export function headerRules(inputs: PolicyInputs, topLevelDirs: readonly string[]): HeaderRule[] {
  const revalidated = [...new Set(topLevelDirs)]
    .filter((dir) => dir !== HASHED_DIR)
    .sort()
    .map((dir) => `/${dir}/*`);
  return [
    {path: '/*', headers: [['Content-Security-Policy', contentSecurityPolicy(inputs)], ...Object.entries(securityHeaders)]},
    {path: `/${HASHED_DIR}/*`, headers: [['Cache-Control', IMMUTABLE]]},
    ...['/', '/:file', ...revalidated].map((path): HeaderRule => ({path, headers: [['Cache-Control', REVALIDATE]]})),
  ];
}

/** The `_headers` format of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The same rules for nginx, for a `server` block. nginx drops a server's `add_header` lines in a
 * location that has its own, so each location repeats them (`always`: on error pages too).
 */
export function nginxRules(inputs: PolicyInputs): string {
  const common = [['Content-Security-Policy', contentSecurityPolicy(inputs)], ...Object.entries(securityHeaders)];
  const addHeaders = (cacheControl: string, indent: string) =>
    [...common, ['Cache-Control', cacheControl]].map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  return [
    `location /${HASHED_DIR}/ {`,
    ...addHeaders(IMMUTABLE, '    '),
    '}',
    'location / {',
    ...addHeaders(REVALIDATE, '    '),
    '    try_files $uri $uri.html $uri/index.html =404;',
    '}',
    'error_page 404 /404.html;',
  ].join('\n');
}
