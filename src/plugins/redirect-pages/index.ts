import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeUrl} from '../../lib/encodeUrl';
import {escapeHtml} from '../../lib/escapeHtml.mjs';
import {declarePostBuildStep, inOrder} from '../postBuildOrder';

/**
 * Static redirect pages: for each `from` path, a small HTML page that sends the reader on to `to`
 * (the editor's `/app-links/<topic>` and the links older editors open, see src/data/appLinks.ts
 * and src/data/inboundLinks.ts).
 *
 * This replaces @docusaurus/plugin-client-redirects (3.10), whose page template has no `<title>`
 * and puts its script between `</head>` and `<body>`, both HTML errors, and which offers no option
 * for the template. Its behaviour is kept: the same file for each `from` (`<from>/index.html`, so
 * the page never shadows a route's own `<from>.html`), the same checks (every `to` is a page of
 * the site, no `from` is one, no `from` twice, no file overwritten), and a `to` without a query or
 * hash of its own receives the ones the redirect page was opened with.
 */
export type Redirect = {from: string; to: string};
export type Options = {redirects: readonly Redirect[]};

/** Where the page for `from` goes, relative to the build folder. */
export function redirectFile(from: string): string {
  const parts = from.split('/').filter(Boolean);
  return path.join(...parts, 'index.html');
}

/** The problems with a set of redirects, given the site's route paths (as Docusaurus lists them). */
export function redirectProblems(redirects: readonly Redirect[], routesPaths: readonly string[]): string[] {
  const routes = new Set(routesPaths.map((route) => decodeURI(route)));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const {from, to} of redirects) {
    if (seen.has(from)) problems.push(`${from} is redirected twice`);
    seen.add(from);
    if (routes.has(decodeURI(from))) problems.push(`${from} is a page of the site; a redirect would hide it`);
    if (to.startsWith('/') && !routes.has(decodeURI(new URL(to, 'http://x').pathname))) {
      problems.push(`${from} redirects to ${to}, which is not a page of the site`);
    }
  }
  return problems;
}

/**
 * The script of every redirect page, the same text on each so that the Content-Security-Policy
 * allows it by one hash (src/plugins/security-headers): it goes where the refresh tag points,
 * with the query and hash it was opened with when its tag says so. Without it the refresh still
 * redirects, a moment later.
 */
export const redirectScript =
  '(function(){var t=document.querySelector(\'meta[http-equiv="refresh"]\').content.replace(/^[^;]*;\\s*url=/i,"");' +
  'if(document.currentScript.hasAttribute("data-keep-query"))t+=location.search+location.hash;location.href=t})()';

/** The redirect page itself: valid HTML that works with and without scripts. */
export function redirectPage({to, siteUrl, siteTitle, lang}: {to: string; siteUrl: string; siteTitle: string; lang: string}): string {
  const href = encodeUrl(to);
  const target = new URL(href, 'http://x');
  const keepsQueryAndHash = !target.search && !target.hash;
  // The canonical URL names the page; a fragment is no part of it.
  const page = href.replace(/#.*/, '');
  const canonical = page.startsWith('/') ? `${siteUrl.replace(/\/$/, '')}${page}` : page;
  const shown = escapeHtml(decodeURI(href));
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${shown} | ${escapeHtml(siteTitle)}</title>
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">
<script${keepsQueryAndHash ? ' data-keep-query' : ''}>${redirectScript}</script>
</head>
<body>
<p>Redirecting to <a href="${escapeHtml(href)}">${shown}</a>.</p>
</body>
</html>
`;
}

export default function redirectPagesPlugin(context: LoadContext, options: Options): Plugin {
  declarePostBuildStep(context, 'redirect-pages');
  const {siteConfig, baseUrl, i18n} = context;
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const withBaseUrl = (url: string) => (url.startsWith('/') ? `${baseUrl.replace(/\/$/, '')}${url}` : url);
  return {
    name: 'phoenix-docs-redirect-pages',
    postBuild: ({routesPaths, outDir}) =>
      inOrder(context, 'redirect-pages', async () => {
        const siteRoutes = routesPaths.map((route) => `/${route.slice(baseUrl.length)}`);
        const problems = redirectProblems(options.redirects, siteRoutes);
        if (problems.length) throw new Error(`Redirect pages:\n- ${problems.join('\n- ')}`);
        for (const {from, to} of options.redirects) {
          const file = path.join(outDir, redirectFile(from));
          await mkdir(path.dirname(file), {recursive: true});
          // 'wx': never overwrite a file the build wrote.
          await writeFile(file, redirectPage({to: withBaseUrl(to), siteUrl: siteConfig.url, siteTitle: siteConfig.title, lang}), {
            flag: 'wx',
          });
        }
      }),
  };
}
