#!/usr/bin/env node
/**
 * Rehearses a release cut (RELEASING.md) in a scratch copy of the site, with a pretend next
 * version: the current version's facts relabelled as the next minor (`<major>.<minor+1>`, tag
 * `v<next>.0`). It runs `npm run docs:release`, writes the release post a release needs, then
 * checks the type check, the unit tests and the build, and that both versions serve their pages.
 *
 *   node scripts/release-rehearsal.mjs [--keep]     (npm test runs it; PORT to change 4198)
 *
 * Fast where it can be: the copy hardlinks the pictures and symlinks node_modules, and the site
 * is built once.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
const port = Number(process.env.PORT ?? 4198);

/**
 * Unit tests whose every input a cut leaves as it was, so their result in the copy is the one
 * `npm test` already has; skipping them keeps the test run short. The cut writes the facts,
 * versions.json, desktopOnly.yaml, versioned_docs/ and versioned_sidebars/ (and the rehearsal a
 * release post); these read only api/ guides and typings/ (not versioned), the package's
 * dependencies and imports, or fixtures of their own. The clip files are hardlinked, so the clips
 * test skips its decoding when RELEASE_REHEARSAL is set and checks the placements.
 */
const UNTOUCHED_BY_THE_CUT = [
  'tests/unit/guide-examples.test.ts',
  'tests/unit/typings-examples.test.ts',
  'tests/unit/api-reference.test.ts',
  'src/plugins/api-reference/regenerate.test.ts',
  'scripts/lib/html-validator.test.ts',
  'tests/unit/lint-dependencies.test.ts',
  'scripts/imports.test.ts',
];

/** Copies the site; files the cut never writes (pictures, clips) are hardlinked. */
function copySite(from, to) {
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    if (SKIP.has(entry.name) || entry.name === 'API-Reference') continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(dst, {recursive: true});
      copySite(src, dst);
    } else if (/\.(avif|webp|png|jpe?g|mp4|webm)$/.test(entry.name)) fs.linkSync(src, dst);
    else fs.copyFileSync(src, dst);
  }
}

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  console.log(`[rehearsal] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) throw new Error(`${label} failed`);
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode, body}));
      })
      .on('error', reject);
  });
}

async function main() {
  const keep = process.argv.includes('--keep');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-rehearsal-'));
  let server;
  let outside;
  try {
    copySite(siteDir, scratch);
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    const {versions} = JSON.parse(fs.readFileSync(path.join(scratch, 'src/data/versions.json'), 'utf8'));
    const current = versions[0].name;
    const [major, minor] = current.split('.').map(Number);
    const next = `${major}.${minor + 1}`;
    const tag = `v${next}.0`;
    console.log(
      `[rehearsal] in ${scratch}: ${current} becomes an older version, ${next} (${tag}, ${current}'s facts relabelled) the current one`,
    );

    // The relabelled facts come from outside the copy, as `npm run facts` output would.
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'release-facts-'));
    const relabel = (name) => {
      const data = JSON.parse(fs.readFileSync(path.join(scratch, 'src/data/facts', name), 'utf8'));
      const file = path.join(outside, name.replace(current, next));
      fs.writeFileSync(file, JSON.stringify({...data, version: next, tag}));
      return file;
    };
    const factsFile = relabel(`${current}.json`);
    relabel(`${current}.modules.json`);
    run(
      'docs:release',
      path.join(scratch, 'node_modules/.bin/jiti'),
      ['scripts/docs-release.ts', '--version', next, '--facts', factsFile, '--highlights', 'a rehearsal of the release cut'],
      scratch,
    );

    // RELEASING.md step 5: the release post, which the version's structured data needs; the
    // rehearsal reuses the words of the current one.
    const post = fs.readdirSync(path.join(scratch, 'blog')).find((name) => name.endsWith(`-release-${current}.md`));
    const text = fs.readFileSync(path.join(scratch, 'blog', post), 'utf8');
    fs.writeFileSync(
      path.join(scratch, 'blog', `2099-01-01-release-${next}.md`),
      text
        .replace(/^slug: .*$/m, `slug: release-${next}`)
        .replace(/^title: .*$/m, `title: "Phoenix Code ${next}"`)
        .replace(/^date: .*$/m, 'date: 2099-01-01'),
    );
    // Some checks list the content with git (code-block languages): give the copy its own index.
    run('git index', 'git', ['init', '-q'], scratch);
    run('git add', 'git', ['add', '-A'], scratch);

    run('type check', path.join(scratch, 'node_modules/.bin/tsc'), ['--noEmit'], scratch);
    process.env.RELEASE_REHEARSAL = '1';
    run(
      'unit tests',
      path.join(scratch, 'node_modules/.bin/vitest'),
      ['run', '--reporter=dot', ...UNTOUCHED_BY_THE_CUT.flatMap((file) => ['--exclude', file])],
      scratch,
    );
    run('build', path.join(scratch, 'node_modules/.bin/docusaurus'), ['build'], scratch);

    server = spawn(process.execPath, ['scripts/serve.mjs', 'build'], {
      cwd: scratch,
      env: {...process.env, PORT: String(port)},
      stdio: 'ignore',
    });
    let ready = false;
    for (let i = 0; i < 100 && !ready; i++) {
      ready = await get(`http://127.0.0.1:${port}/docs/intro`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    const problems = [];
    const newPage = await get(`http://127.0.0.1:${port}/docs/intro`);
    const oldPage = await get(`http://127.0.0.1:${port}/docs/${current}/intro`);
    const versionLabel = (html) => /class="navbar__link"[^>]*>([\d.]+)</.exec(html)?.[1] ?? /docs-version-([\d.]+|current)/.exec(html)?.[1];
    if (newPage.status !== 200) problems.push(`/docs/intro answers ${newPage.status}`);
    if (oldPage.status !== 200) problems.push(`/docs/${current}/intro answers ${oldPage.status}`);
    if (!newPage.body.includes(`Phoenix Code ${next} is out`)) problems.push(`/docs/intro does not announce ${next}`);
    if (!/docs-version-current/.test(newPage.body)) problems.push(`/docs/intro is not the current version (${versionLabel(newPage.body)})`);
    if (!new RegExp(`docs-version-${current.replace('.', '\\.')}\\b`).test(oldPage.body))
      problems.push(`/docs/${current}/intro is not version ${current}`);
    if (!oldPage.body.includes('no longer actively maintained')) problems.push(`/docs/${current}/intro lacks the older-version banner`);
    const manifest = await get(`http://127.0.0.1:${port}/search-index/en.manifest.json`);
    if (!manifest.body.includes(`docs-default-${current}`)) problems.push(`the search index has no shard for ${current}`);
    if (problems.length) throw new Error(`after the cut:\n  ${problems.join('\n  ')}`);
    console.log(`[rehearsal] ok: /docs/intro is ${next}, /docs/${current}/intro is ${current}, both in search`);
  } finally {
    server?.kill();
    if (!keep) fs.rmSync(scratch, {recursive: true, force: true});
    if (!keep && outside) fs.rmSync(outside, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(`[rehearsal] ${error.message}`);
  process.exit(1);
});
