import {readdirSync, readFileSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyStringPatch, shortHash, unpatched} from '../../scripts/lib/string-patches.mjs';

/**
 * The patches under patches/. react-live's is a unified diff that patch-package applies after every
 * install. DocSearch's modal is one minified line of 452 KB, so its patch is a list of exact before
 * and after pairs, each with the bug it fixes (patches/@docsearch+react+4.7.0.json), which
 * scripts/apply-string-patches.mjs applies after patch-package. These tests check that the
 * installed modal is upstream's with exactly those changes.
 */
type StringPatch = {
  package: string;
  version: string;
  file: string;
  upstreamSha256: string;
  fixes: {bug: string; from: string; to: string}[];
};

const docsearchPatchFile = path.resolve('patches/@docsearch+react+4.7.0.json');
const reactLivePatch = path.resolve('patches/react-live+4.1.8.patch');
const docsearchPatch = JSON.parse(readFileSync(docsearchPatchFile, 'utf8')) as StringPatch;

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
    expect(readdirSync('patches').filter((name) => /\.(patch|json)$/.test(name))).toEqual([
      path.basename(docsearchPatchFile),
      path.basename(reactLivePatch),
    ]);
  });

  it('are applied after every install, the unified diffs first', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail && node scripts/apply-string-patches.mjs');
  });
});

describe('the DocSearch patch', () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('@docsearch/react/modal'), 'utf8');
  const upstream = unpatched(installed, docsearchPatch);

  it('is for the DocSearch version the overrides pin, and its modal', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.overrides['@docsearch/react']).toBe(docsearchPatch.version);
    expect(realpathSync(path.resolve('node_modules', docsearchPatch.package, docsearchPatch.file))).toBe(
      realpathSync(createRequire(import.meta.url).resolve('@docsearch/react/modal')),
    );
  });

  it.each(docsearchPatch.fixes.map((fix) => [fix.bug, fix] as const))('fixes: %s', (_bug, fix) => {
    expect(upstream.split(fix.from)).toHaveLength(2);
    expect(installed.split(fix.to)).toHaveLength(2);
  });

  it('makes those changes to upstream 4.7.0 and nothing else', () => {
    // The hash was taken from the file of the package in the registry (npm pack @docsearch/react@4.7.0).
    expect(shortHash(upstream)).toBe(docsearchPatch.upstreamSha256);
    expect(applyStringPatch(upstream, docsearchPatch, 'docsearch').text === installed).toBe(true);
  });
});

describe('a patch of before and after pairs', () => {
  const upstream = 'let a=1;function f(){return a}f();';
  const patch: StringPatch = {
    package: 'some-package',
    version: '1.0.0',
    file: 'index.js',
    upstreamSha256: shortHash(upstream),
    fixes: [
      {bug: 'a is one', from: 'let a=1', to: 'let a=2'},
      {bug: 'f is called without its argument', from: 'f();', to: 'f(0);'},
    ],
  };

  it('applies each pair once, and leaves a file that has them as it is', () => {
    const {text, changed} = applyStringPatch(upstream, patch, 'p.json');
    expect([text, changed]).toEqual(['let a=2;function f(){return a}f(0);', true]);
    expect(applyStringPatch(text, patch, 'p.json')).toEqual({text, changed: false});
  });

  it('refuses a file that is not the upstream it was written for, with both hashes', () => {
    const other = upstream.replace('return a', 'return a+1');
    expect(() => applyStringPatch(other, patch, 'p.json')).toThrow(
      new RegExp(
        `p\\.json: some-package/index\\.js is not the file this patch was written for \\(SHA-256 ${shortHash(other)}, expected ${patch.upstreamSha256}\\)`,
      ),
    );
  });

  it('refuses a pair whose text does not occur exactly once, naming its bug', () => {
    const twice = {...patch, fixes: [{bug: 'a is read', from: 'a', to: 'b'}]};
    expect(() => applyStringPatch(upstream, twice, 'p.json')).toThrow(
      'p.json: "a is read": its text occurs 2 times in some-package/index.js, not once',
    );
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
