import {createHash} from 'node:crypto';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

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
  use: 'copied' | 'replaced' | 'aliased' | 'patched' | 'internal API';
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
    local: 'src/plugins/code-blocks/StaticCodeBlock/Buttons.tsx, src/theme/AnnouncementBar/index.tsx',
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
    // As installed, that is after patch-package applied the patch (tests/unit/patches.test.ts).
    upstream: '@docsearch/react/dist/esm/DocSearchModal.js',
    sha256: '91339af99460771b',
    use: 'patched',
    local: 'patches/@docsearch+react+4.7.0.patch',
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

  it('covers every module the site aliases', async () => {
    // The aliases the plugins actually set, against the list above: a new alias needs an entry.
    const {replacedModules} = await import('../../src/plugins/start-up/index');
    const aliased = [
      ...Object.keys(replacedModules()).map((file) => realpathSync(file)),
      resolve('@docusaurus/core/lib/client/clientEntry'),
      resolve('@docusaurus/theme-classic/lib/prism-include-languages'),
    ];
    const listed = new Set(upstreamFiles.filter((entry) => entry.use === 'aliased').map((entry) => resolve(entry.upstream)));
    expect(aliased.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('would fail on a changed file', () => {
    // The check compares content, not names or dates.
    const file = resolve(upstreamFiles[0].upstream);
    expect(createHash('sha256').update(readFileSync(file)).update(' ').digest('hex').slice(0, 16)).not.toBe(upstreamFiles[0].sha256);
  });
});
