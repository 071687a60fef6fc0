import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcement, currentDocsVersionLabel, docsEditUrl, docsRepoUrl, siteUrl} from './config/site';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {appLinks} from './src/data/appLinks';
import {inboundRedirects} from './src/data/inboundLinks';
import {hostedSearchFromEnv} from './config/search';
import {ssrTemplate} from './src/plugins/start-up';
import remarkCodeBlocks from './src/plugins/code-blocks/remark';
import {OLDER_DOCS_VERSIONS} from './src/data/docsVersions';
import {parseVersions} from './src/data/versionsSchema';
import versionsData from './src/data/versions.json';
import remarkEditorFacts from './src/plugins/editor-facts/remarkEditorFacts';
import remarkEditorMedia from './src/plugins/editor-media/remark';
import remarkStaticFigures from './src/plugins/static-figures/remark';

// This file runs in Node.js: keep it declarative and put data in ./config and ./src/data.

// A malformed versions file stops the build here, with the path of the bad field.
parseVersions(versionsData);

const baseUrl = '/';
const redirects = [...appLinks.map(({topic, to}) => ({from: `/app-links/${topic}`, to})), ...inboundRedirects()];

const config: Config = {
  title: 'Phoenix Code Docs',
  tagline: 'Documentation, extension API reference and release notes for Phoenix Code',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'phcode-dev',
  projectName: 'docs',

  ssrTemplate,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  customFields: {
    hostedSearch: hostedSearchFromEnv(process.env),
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec stores the colour mode under the plain key "theme": no per-site namespacing.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // Pictures and clips of the editor go in first, so the plugins after them see the finished
          // page. Their figures then become markup React does not hydrate (remarkStaticFigures).
          remarkPlugins: [[remarkEditorMedia, {baseUrl}], remarkStaticFigures, remarkEditorFacts, remarkCodeBlocks],
          editUrl: docsEditUrl,
          lastVersion: 'current',
          // Older versions are the ones src/data/versions.json lists after the current one (and
          // `npm run docs:release` writes into Docusaurus' own versions.json).
          onlyIncludeVersions: ['current', ...OLDER_DOCS_VERSIONS],
          versions: {
            current: {label: currentDocsVersionLabel, path: ''},
            ...Object.fromEntries(OLDER_DOCS_VERSIONS.map((name) => [name, {label: name, path: name, banner: 'unmaintained' as const}])),
          },
        },
        blog: {
          blogTitle: 'Phoenix Code blog',
          remarkPlugins: [remarkEditorFacts, remarkCodeBlocks],
          blogDescription: 'Release notes for every version of Phoenix Code, and news from the people who build it.',
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: false, copyright: footer.copyright},
          editUrl: `${docsRepoUrl}/edit/main/`,
        },
        pages: {remarkPlugins: [remarkCodeBlocks]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/blog/tags', '/blog/tags/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/api-reference/index.ts', {typingsDir: 'typings', outDir: 'api/API-Reference', bundleFileName: 'phoenix-code-api.d.ts'}],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        remarkPlugins: [[remarkEditorMedia, {baseUrl}], remarkStaticFigures, remarkEditorFacts, remarkCodeBlocks],
        editUrl: docsEditUrl,
      },
    ],
    ['./src/plugins/redirect-pages/index.ts', {redirects}],
    './src/plugins/editor-facts/index.ts',
    './src/plugins/editor-media/index.ts',
    // A claims ledger entry without evidence, or evidence without path or tag, stops the build.
    './src/plugins/claims/index.ts',
    './src/plugins/analytics/index.ts',
    './src/plugins/search-index/index.ts',
    './src/plugins/markdown-twins/index.ts',
    './src/plugins/structured-data/index.ts',
    './src/plugins/bundle-stats/index.ts',
    './src/plugins/split-chunks/index.ts',
    './src/plugins/start-up/index.ts',
    './src/plugins/precompress/index.ts',
    './src/plugins/offline/index.ts',
    './src/plugins/route-list/index.ts',
    // Post-build steps that read what others write run in the order of src/plugins/postBuildOrder.ts.
    './src/plugins/security-headers/index.ts',
  ],

  // The code-blocks theme comes after the live playground's, whose CodeBlock it replaces.
  themes: ['@docusaurus/theme-live-codeblock', './src/plugins/code-blocks/index.ts'],
  clientModules: ['./src/clientModules/keyboardNavigation.ts', './src/clientModules/progressBar.ts', './src/clientModules/clips.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {...announcement, isCloseable: true},
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only `live` blocks are highlighted in the browser; the build highlights the rest, with the
      // grammars listed in src/plugins/code-blocks/highlight.ts.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
