import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The patches under patches/, applied by patch-package after every install. DocSearch's modal is
 * one minified line, so its diff swaps a 452 KB line for another; this test is the readable form of
 * that diff. It checks that the patch makes exactly these changes and nothing else, and that the
 * installed file carries them.
 */
const docsearchFixes = [
  {
    bug: '"Try searching for" never appears: the suggestions are spread into an object, which has no length',
    from: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
    to: 'searchSuggestions:Object.keys(o)',
  },
  {
    bug: 'the error screen never appears: autocomplete\'s finally resets the "error" status to "idle"',
    from: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    to: '.catch(function(){}).finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    bug: 'with storage disabled the modal crashes: a clean-up of old entries reads localStorage unguarded',
    from: 'e.useEffect(function(){ra()},[])',
    to: 'e.useEffect(function(){try{ra()}catch(e){console.error("DocSearch: browser storage is unavailable",e)}},[])',
  },
  {
    bug: '"No results" flashes before the hits: an older query\'s answer sets the status to "idle" while a newer one is loading',
    from: 'p=s.setStatus,h=s.setContext;if(d(a)',
    to: 'p=function(e){o.getState().query===a&&s.setStatus(e)},h=s.setContext;if(d(a)',
  },
  {
    bug: '"No results" flashes on the first key: the results panel mounts while the first answer is loading',
    from: ':e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement(Hu,',
    to: ':"loading"===a.state.status||"stalled"===a.state.status?e.createElement("div",{className:"DocSearch-Searching",role:"status"},"Searching…"):e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement(Hu,',
  },
  {
    bug: 'the bundled zod\'s probe for eval, new Function(""), is reported as a Content-Security-Policy violation when the modal loads',
    from: 'e.includes("Cloudflare"))return!1;try{return new Function(""),!0}catch(e){return!1}}',
    to: 'e.includes("Cloudflare"))return!1;return!1}',
  },
];

const patchFile = path.resolve('patches/@docsearch+react+4.7.0.patch');
const reactLivePatch = path.resolve('patches/react-live+4.1.8.patch');

/** The text of a one-file unified diff before and after it applies (context lines in both). */
function sidesOf(diff: string): {before: string; after: string; files: string[]} {
  const before: string[] = [];
  const after: string[] = [];
  const files: string[] = [];
  let inHunk = false;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      files.push(line.split(' b/')[1]);
      inHunk = false;
    } else if (line.startsWith('@@ ')) inHunk = true;
    else if (!inHunk || line.startsWith('\\')) continue;
    else if (line.startsWith('-')) before.push(line.slice(1));
    else if (line.startsWith('+')) after.push(line.slice(1));
    else if (line.startsWith(' ')) {
      before.push(line.slice(1));
      after.push(line.slice(1));
    }
  }
  return {before: before.join('\n'), after: after.join('\n'), files};
}

describe('patches', () => {
  it('are only the ones this test knows', () => {
    expect(readdirSync('patches').filter((name) => name.endsWith('.patch'))).toEqual([
      path.basename(patchFile),
      path.basename(reactLivePatch),
    ]);
  });

  it('patch the DocSearch version the overrides pin', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.overrides['@docsearch/react']).toBe('4.7.0');
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail');
  });

  const diff = readFileSync(patchFile, 'utf8');
  const {before, after, files} = sidesOf(diff);

  it('change one file: the modal', () => {
    expect(files).toEqual(['node_modules/@docsearch/react/dist/esm/DocSearchModal.js']);
  });

  it('say in their header which bugs they work around', () => {
    const header = diff.slice(0, diff.indexOf('diff --git '));
    expect(header.match(/^\d\. /gm)).toHaveLength(docsearchFixes.length);
  });

  it.each(docsearchFixes.map((fix) => [fix.bug, fix] as const))('fixes: %s', (_bug, fix) => {
    expect(before.split(fix.from)).toHaveLength(2);
    expect(after.split(fix.to)).toHaveLength(2);
  });

  it('make those changes and nothing else', () => {
    const expected = docsearchFixes.reduce((text, fix) => text.replace(fix.from, fix.to), before);
    expect(after === expected).toBe(true);
  });

  it('are applied to the installed modal', () => {
    const installed = readFileSync(createRequire(import.meta.url).resolve('@docsearch/react/modal'), 'utf8');
    for (const fix of docsearchFixes) expect(installed.includes(fix.to), fix.bug).toBe(true);
  });
});

describe('the react-live patch', () => {
  const diff = readFileSync(reactLivePatch, 'utf8');

  it('changes its two builds, and only their evaluation of the code', () => {
    const {before, after, files} = sidesOf(diff);
    expect(files).toEqual(['node_modules/react-live/dist/index.js', 'node_modules/react-live/dist/index.mjs']);
    expect(before.match(/new Function/g)).toHaveLength(2);
    expect(after).not.toContain('new Function');
  });

  it('runs live code without eval or new Function, which the Content-Security-Policy forbids', async () => {
    const {generateElement} = await import('react-live');
    const {createElement, isValidElement} = await import('react');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const original = globalThis.Function;
    const forbidden = new Proxy(original, {
      construct: () => {
        throw new EvalError('new Function is blocked');
      },
      apply: () => {
        throw new EvalError('Function() is blocked');
      },
    });
    globalThis.Function = forbidden;
    try {
      const errors: Error[] = [];
      const Element = generateElement(
        {
          code: 'function Swatch() { const [n] = React.useState(3); return <b title={`x${n}`}>{[1, 2].map((i) => i * n).join()}</b>; }',
          scope: {React: await import('react')},
          enableTypeScript: true,
        },
        (error: Error) => errors.push(error),
      );
      expect(errors).toEqual([]);
      const markup = renderToStaticMarkup(isValidElement(Element) ? Element : createElement(Element));
      expect(markup).toBe('<b title="x3">3,6</b>');
    } finally {
      globalThis.Function = original;
    }
  });
});
