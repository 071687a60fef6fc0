import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {beforeAll, describe, expect, it} from 'vitest';

/**
 * Every upstream file the site copies, replaces, aliases, patches or reaches into, with the hash of
 * the version it was last checked against. An upgrade that changes one fails here and names the
 * local file to port; re-read the upstream change, port it, then update the hash. UPGRADING.md
 * says what else to check.
 */
interface UpstreamFile {
  /** The package file, as `require.resolve` would name it. */
  upstream: string;
  /** The first 16 hex digits of its SHA-256. */
  sha256: string;
  /** What the site does with it. */
  use: 'copied' | 'replaced' | 'aliased' | 'patched' | 'internal API' | 'worked around';
  /** The site's file to look at when it changes. */
  local: string;
}

export const upstreamFiles: UpstreamFile[] = [
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
    use: 'aliased',
    local: 'src/plugins/start-up/clientEntry.tsx',
  },
  {
    upstream: '@docusaurus/core/lib/client/browserContext.js',
    sha256: 'f0765ea0de6c6820',
    use: 'aliased',
    local: 'src/plugins/start-up/BrowserContext.tsx',
  },
  {
    upstream: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090',
    use: 'aliased',
    local: 'src/plugins/start-up/useWindowSize.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706f',
    use: 'replaced',
    local: 'src/plugins/start-up/idlePrefetch.ts (wraps its prefetch)',
  },
  {
    upstream: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d4',
    use: 'copied',
    local: 'src/plugins/start-up/pageTemplate.ts',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/nprogress.js',
    sha256: '58b21ff3eb278f6c',
    use: 'patched',
    local: 'src/clientModules/progressBar.ts',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2',
    use: 'aliased',
    local: 'src/plugins/code-blocks/noStartupHighlighting.ts and highlighting.ts',
  },
  {
    upstream: '@docusaurus/theme-live-codeblock/lib/theme/CodeBlock/index.js',
    sha256: '792885f05e308714',
    use: 'replaced',
    local: 'src/plugins/code-blocks/theme/CodeBlock/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js',
    sha256: '7cff522ae9e56f76',
    use: 'copied',
    local: 'src/plugins/code-blocks/StaticCodeBlock/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css',
    sha256: 'e190bd929c9aa057',
    use: 'copied',
    local: 'src/plugins/code-blocks/StaticCodeBlock/styles.module.css',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js',
    sha256: '55ebecf7d04da066',
    use: 'copied',
    local: 'src/plugins/code-blocks/StaticCodeBlock/index.tsx and highlight.ts (plainToCss)',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css',
    sha256: '16d8fa7b71e6c0f6',
    use: 'copied',
    local: 'src/plugins/code-blocks/StaticCodeBlock/styles.module.css',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    sha256: '81ab153e9e797be7',
    use: 'copied',
    local: 'src/plugins/code-blocks/highlight.ts (token-line markup)',
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    sha256: 'ade5a2056ef4f591',
    use: 'internal API',
    local: 'src/plugins/code-blocks/StaticCodeBlock/Buttons.tsx and the code-block-ui chunk test in src/plugins/code-blocks/index.ts',
  },
  {
    upstream: '@docusaurus/theme-common/lib/internal.js',
    sha256: 'd9e37193d3408d14',
    use: 'internal API',
    local:
      'src/plugins/code-blocks/StaticCodeBlock/Buttons.tsx, src/theme/AnnouncementBar/index.tsx, src/theme/Navbar/MobileSidebar/index.tsx',
  },
  {
    // Spreads a dropdown item's own onClick over the one that closes the mobile drawer.
    upstream: '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Mobile/index.js',
    sha256: 'e8048bc6eabd96e8',
    use: 'worked around',
    local: 'src/theme/Navbar/MobileSidebar/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js',
    sha256: 'bea76516bb7dfc75',
    use: 'replaced',
    local: 'src/theme/BlogListPage/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    sha256: '1339cadd0fe0b2a2',
    use: 'replaced',
    local: 'src/theme/NotFound/Content/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78',
    use: 'replaced',
    local: 'src/plugins/code-blocks/theme/CodeBlock/Line/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/SiteMetadata/index.js',
    sha256: 'e99690522970a284',
    use: 'replaced',
    local: 'src/theme/SiteMetadata/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/index.js',
    sha256: '35eda908bbc3dc01',
    use: 'replaced',
    local: 'src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js',
    sha256: '9a46c4deb232798c',
    use: 'replaced',
    local: 'src/theme/BlogArchivePage/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/StructuredData/index.js',
    sha256: '7b282577fb02933d',
    use: 'replaced',
    local: 'src/theme/DocBreadcrumbs/StructuredData/index.tsx',
  },
  {
    upstream: 'react-router/cjs/react-router.js',
    sha256: '57aacb8a95fb590e',
    use: 'internal API',
    local: 'src/components/UrlEncoding/index.tsx (__RouterContext)',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    sha256: '0fe30dcb603307a5',
    use: 'replaced',
    local: 'src/theme/SearchBar/index.tsx (the button), src/components/SearchModal/index.tsx (the modal)',
  },
  {
    upstream: '@docusaurus/theme-live-codeblock/lib/theme/Playground/Editor/styles.module.css',
    sha256: '091293671e71104a',
    use: 'copied',
    local: 'src/plugins/code-blocks/DeferredLiveCodeBlock/styles.module.css (the editor font)',
  },
  {
    upstream: '@docusaurus/theme-live-codeblock/lib/theme/Playground/Preview/styles.module.css',
    sha256: '6dc515bda28a24b1',
    use: 'copied',
    local: 'src/plugins/code-blocks/DeferredLiveCodeBlock/styles.module.css (the preview area)',
  },
  {
    upstream: '@docusaurus/theme-live-codeblock/lib/theme/Playground/Buttons/ResetButton/index.js',
    sha256: '1f3d79d42bb750a1',
    use: 'copied',
    local: 'src/plugins/code-blocks/DeferredLiveCodeBlock/styles.module.css (the height kept for this button)',
  },
  {
    // Its options, without baseUrl (TypeScript 7 has none).
    upstream: '@docusaurus/tsconfig/tsconfig.json',
    sha256: '06bc8fc1ab44245c',
    use: 'copied',
    local: 'tsconfig.json',
  },
  {
    // As installed, that is with the pairs of patches/@docsearch+react+4.7.0.json applied (tests/unit/patches.test.ts).
    upstream: '@docsearch/react/dist/esm/DocSearchModal.js',
    sha256: '4e8011d3f586eee8',
    use: 'patched',
    local: 'patches/@docsearch+react+4.7.0.json',
  },
  {
    // As installed, after patch-package: the live playground's code runs in Sval (patches/README.md).
    upstream: 'react-live/dist/index.mjs',
    sha256: '0221a7ae22750c5a',
    use: 'patched',
    local: 'patches/react-live+4.1.8.patch',
  },
];

const require = createRequire(import.meta.url);
// Package `exports` hide some internals from require.resolve; they sit in the package's folder.
const resolve = (file: string) => {
  try {
    return realpathSync(require.resolve(file));
  } catch {
    return realpathSync(path.resolve('node_modules', file));
  }
};
/**
 * The modules the site's own plugins and themes alias to replacements, read from their client and
 * server bundler settings in a production build.
 */
let aliasedOnce: Promise<string[]> | undefined;
const aliasedModules = () => (aliasedOnce ??= readAliasedModules());

async function readAliasedModules(): Promise<string[]> {
  const {default: config} = await import('../../docusaurus.config');
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'upstream-'));
  const context = {
    siteConfig: config,
    siteDir: process.cwd(),
    generatedFilesDir,
    outDir: path.join(generatedFilesDir, 'build'),
  } as unknown as LoadContext;
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const aliases: string[] = [];
  try {
    for (const item of [...(config.plugins ?? []), ...(config.themes ?? [])]) {
      const [name, options] = Array.isArray(item) ? item : [item, {}];
      // Only plugins that change the bundler's settings can alias a module.
      if (typeof name !== 'string' || !name.startsWith('./src/plugins/') || !readFileSync(name, 'utf8').includes('configureWebpack'))
        continue;
      const {default: plugin} = (await import(path.resolve(name))) as {
        default: (context: LoadContext, options: unknown) => Plugin | Promise<Plugin>;
      };
      const instance = await plugin(context, options);
      for (const isServer of [false, true]) {
        const configured = instance.configureWebpack?.({} as never, isServer, {} as never, undefined as never);
        const alias = (configured as {resolve?: {alias?: Record<string, string>}} | undefined)?.resolve?.alias ?? {};
        aliases.push(...Object.keys(alias));
      }
    }
  } finally {
    process.env.NODE_ENV = previous;
  }
  // Each module is aliased with and without `.js` (src/plugins/moduleAlias.ts).
  return [...new Set(aliases.filter((file) => existsSync(file)).map((file) => realpathSync(file)))];
}

/** Each swizzled component in src/theme/: a folder with an index file, or a single file such as `NavbarItem/ComponentTypes.tsx`. */
function themeComponents(dir = 'src/theme'): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return themeComponents(full);
    if (/^index\.tsx?$/.test(entry.name)) return [dir];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full.replace(/\.tsx?$/, '')] : [];
  });
}

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

describe('upstream files the site depends on', () => {
  it.each(upstreamFiles.map((entry) => [entry.upstream, entry] as const))('%s is the version last checked', (_name, entry) => {
    const file = resolve(entry.upstream);
    const actual = hashOf(file);
    expect(
      actual,
      `${entry.upstream} changed (${entry.use}). Read the change, port it to ${entry.local}, then set its sha256 to '${actual}' in tests/unit/upstream.test.ts.`,
    ).toBe(entry.sha256);
  });

  it('names a local file that exists for every entry', () => {
    for (const entry of upstreamFiles) {
      const local = entry.local.split(/[ ,]/)[0];
      expect(existsSync(path.resolve(local)), entry.local).toBe(true);
    }
  });

  // Loading the config and the plugins takes seconds on a busy machine.
  beforeAll(() => aliasedModules(), 120_000);

  it('covers every module the site aliases', async () => {
    // The aliases the site's plugins set, read from the plugins themselves: a new alias needs an entry.
    const listed = new Set(upstreamFiles.filter((entry) => entry.use === 'aliased').map((entry) => resolve(entry.upstream)));
    const aliased = await aliasedModules();
    expect(aliased.length).toBeGreaterThan(0);
    expect(aliased.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('lists every aliased entry among the aliases the plugins set', async () => {
    const aliased = new Set(await aliasedModules());
    const stale = upstreamFiles
      .filter((entry) => entry.use === 'aliased' && !aliased.has(resolve(entry.upstream)))
      .map((entry) => entry.upstream);
    expect(stale).toEqual([]);
  });
});

describe('UPGRADING.md', () => {
  const upgrading = readFileSync('UPGRADING.md', 'utf8');

  it.each(themeComponents().map((component) => [component]))('names %s', (component) => {
    expect(new RegExp(`${component.replace(/[/]/g, '\\/')}(?![\\w/])`).test(upgrading), `${component} is not in UPGRADING.md`).toBe(true);
  });

  it.each(themeComponents().map((component) => [component]))('%s wraps the original, or has its upstream hash here', (component) => {
    const files = existsSync(`${component}.tsx`)
      ? [`${component}.tsx`]
      : readdirSync(component)
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => `${component}/${file}`);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const wraps = code.includes('@theme-original/');
    const guarded = upstreamFiles.some((entry) => entry.local.split(/[ ,]/).some((local) => local.startsWith(component)));
    expect(wraps || guarded, `${component} replaces a theme component: add its upstream file and hash above`).toBe(true);
  });

  it('installs every Docusaurus package the site declares, and no other', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
    const declared = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) => name.startsWith('@docusaurus/'));
    const install = /`npm install ([^`]*--save-exact)`/.exec(upgrading)?.[1] ?? '';
    const named = [...install.matchAll(/(@docusaurus\/[\w-]+)@X/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(declared.sort());
  });
});
