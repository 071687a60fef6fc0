import fs from 'node:fs';
import path from 'node:path';

/**
 * The page template: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js) with one change. The
 * scripts are requested after the first frame has painted by ./pageLoader.js, instead of through
 * `<script defer>` in the head.
 *
 * Every page's content is complete in the static HTML. Only the stylesheet is needed to paint it.
 * With `defer`, the browser fetches about 170 KB of JavaScript at the same time as the HTML and
 * CSS. On a slow mobile connection those downloads share the bandwidth and hold back the first
 * paint. Starting them after the first frame lets the text paint first; hydration and the
 * interactive parts then arrive a little later. `async = false` keeps the scripts' order (the
 * runtime before main). A tab opened in the background paints nothing, so it loads them at once.
 *
 * While the scripts download, the loader also makes the page's first locale-aware string
 * comparison. The first `localeCompare` of a visit sets up the browser's collation tables (about
 * 20 ms, 70 ms under Lighthouse's mobile CPU throttling), and the docs plugin makes that call while
 * hydrating breadcrumbs, inside the longest task of a docs page. Done here, it runs in a task of
 * its own while the main thread is otherwise waiting for the network. (It compares two values the
 * minifier cannot see, so the call is not dropped as dead code.)
 */
export const pageLoaderSource = compactScript(fs.readFileSync(path.join(__dirname, 'pageLoader.js'), 'utf8'));

/** The loader without its comments and indentation: it is inlined in every page. */
export function compactScript(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The inline script is the same on every page and in every build: the page's script URLs (which
 * carry content hashes) are in its `data-scripts` attribute, so the Content-Security-Policy can
 * allow it by one hash (src/plugins/security-headers).
 */
export const loaderScript = `(function(){${pageLoaderSource}
loadScriptsAfterFirstPaint(JSON.parse(document.currentScript.getAttribute("data-scripts")))})()`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">${loaderScript}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
