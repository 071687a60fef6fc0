#!/usr/bin/env node
/**
 * Rehearses a release (RELEASING.md) in a scratch copy of the site, with a pretend next version:
 * a raw facts file, as `npm run facts --out` writes it, made from the current version's facts
 * relabelled as the next minor (`<major>.<minor+1>`, tag `v<next>.0`). It runs the commands of
 * RELEASING.md's `bash` blocks as they are written there, in order, with the placeholders filled
 * in (all but those that need a running editor or an editor checkout), writes the release post a
 * release needs, then checks the unit tests and the build, and that both versions serve their
 * pages. A command that stops working as written fails the rehearsal.
 *
 *   node scripts/release-rehearsal.mjs [--keep]     (npm test runs it; PORT to change 4198)
 *
 * Fast where it can be: the copy hardlinks the pictures and symlinks node_modules, and the site
 * is built once.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseScriptArgs} from './lib/args.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
const port = Number(process.env.PORT ?? 4198);

/**
 * Unit tests the copy does not run, because their result there is already known: the cut writes
 * the facts, versions.json, desktopOnly.yaml, versioned_docs/ and versioned_sidebars/ (and the
 * rehearsal a release post), and the first six read only api/ guides and typings/ (not
 * versioned), the package's dependencies and imports, or fixtures of their own, so `npm test`
 * has their result; the last checks what the rehearsal's own build checks anyway. The clip files
 * are hardlinked, so the media test (src/plugins/editor-media) skips its decoding when
 * RELEASE_REHEARSAL is set and checks the placements.
 */
const NOT_RUN_IN_THE_COPY = [
  'tests/unit/guide-examples.test.ts',
  'tests/unit/typings-examples.test.ts',
  'tests/unit/api-reference.test.ts',
  'src/plugins/api-reference/regenerate.test.ts',
  'scripts/lib/html-validator.test.ts',
  'tests/unit/lint-dependencies.test.ts',
  // Adds a page and an API module to a copy of the site and loads every plugin, as a build does
  // before it bundles: the rehearsal's own build loads the cut's content in full right after, and
  // the steps of README "Writing" are the same in either version. 15 s of TypeDoc, run once by npm test.
  'tests/unit/writing.test.ts',
];

/**
 * Copies the site; files the cut never writes (pictures, clips) are hardlinked.
 * @param {string} from
 * @param {string} to
 */
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

/**
 * The commands of RELEASING.md's `bash` blocks, in order, each as its words (a quoted string is one
 * word, as the shell reads it), with its line for messages.
 * @param {string} markdown
 */
export function releasingCommands(markdown) {
  const commands = [];
  for (const block of markdown.matchAll(/^( *)```bash\n([^]*?)^\1```/gm))
    for (const line of block[2].split('\n').map((l) => l.trim())) {
      if (!line || line.startsWith('#')) continue;
      // A placeholder (`<raw facts file>`) is part of one word, spaces and all.
      const words = [...line.matchAll(/"([^"]*)"|'([^']*)'|((?:<[^<>]*>|[^\s"'<])+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
      commands.push({line, words});
    }
  return commands;
}

/**
 * A command's words with the placeholders filled in, or the placeholders it needs that `values` lacks.
 * @param {string[]} words
 * @param {Record<string, string>} values by placeholder name
 */
export function fillIn(words, values) {
  /** @type {Set<string>} */
  const missing = new Set();
  const filled = words.map((word) =>
    word.replace(/<([^<>]+)>/g, (whole, name) => {
      if (name in values) return values[name];
      missing.add(whole);
      return whole;
    }),
  );
  return missing.size ? {missing: [...missing]} : {words: filled};
}

/**
 * The raw facts file `npm run facts --out` writes (README "Facts about the editor"), from a version's two files.
 * @param {import('../src/data/facts/schema').VersionFacts} facts
 * @param {import('../src/data/facts/schema').ModuleFacts} modules
 * @param {string} tag
 */
function rawFactsOf(facts, modules, tag) {
  /**
   * @template T
   * @param {(os: import('../src/data/facts/os').Os) => T} fn
   */
  const perOs = (fn) =>
    Object.fromEntries(/** @type {import('../src/data/facts/os').Os[]} */ (Object.keys(facts.menus)).map((os) => [os, fn(os)]));
  return {
    tag,
    apiVersion: facts.apiVersion,
    modules: modules.modules,
    commands: facts.commands,
    menus: perOs((os) => Object.fromEntries(facts.menus[os].map(({id, label, items}) => [id, {label, items}]))),
    // The callback runs only where the file has context menus.
    ...(facts.contextMenus
      ? {
          contextMenus: perOs((os) =>
            Object.fromEntries(
              /** @type {NonNullable<typeof facts.contextMenus>} */ (facts.contextMenus)[os].map(({id, items}) => [id, {items}]),
            ),
          ),
        }
      : {}),
    keys: perOs((os) => facts.keys[os]),
    preferences: facts.preferences,
    labels: facts.labels,
  };
}

/**
 * Runs a command in `cwd`; resolves when it ends, rejects if it failed. Awaited, or run beside another.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 * @returns {Promise<void>}
 */
function run(label, command, args, cwd, env = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: 'inherit', env: {...process.env, ...env, FORCE_COLOR: '0'}});
    child.on('error', reject);
    child.on('exit', (code) => {
      console.log(`[rehearsal] ${label}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed`));
    });
  });
}

/**
 * @param {string} url
 * @returns {Promise<{status: number | undefined, body: string}>}
 */
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
  const {
    values: {keep},
  } = parseScriptArgs('usage: [PORT=4198] npm run test:release [-- --keep]', {options: {keep: {type: 'boolean'}}});
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-rehearsal-'));
  let server;
  let outside;
  try {
    copySite(siteDir, scratch);
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    /** @type {import('../src/data/docsVersions').VersionsData} */
    const {versions} = JSON.parse(fs.readFileSync(path.join(scratch, 'src/data/versions.json'), 'utf8'));
    const current = versions[0].name;
    const [major, minor] = current.split('.').map(Number);
    const next = `${major}.${minor + 1}`;
    const tag = `v${next}.0`;
    console.log(
      `[rehearsal] in ${scratch}: ${current} becomes an older version, ${next} (${tag}, ${current}'s facts relabelled) the current one`,
    );

    // The raw facts come from outside the copy, as `npm run facts --out` leaves them.
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'release-facts-'));
    const readFacts = (/** @type {string} */ name) => JSON.parse(fs.readFileSync(path.join(scratch, 'src/data/facts', name), 'utf8'));
    const currentFacts = readFacts(`${current}.json`);
    const rawFile = path.join(outside, `phoenix-${tag}.json`);
    fs.writeFileSync(rawFile, JSON.stringify(rawFactsOf(currentFacts, readFacts(`${current}.modules.json`), tag)));

    // RELEASING.md's commands, as written there.
    const values = {old: current, new: next, tag, 'raw facts file': rawFile, 'what is new': 'a rehearsal of the release cut'};
    const ran = [];
    for (const {line, words} of releasingCommands(fs.readFileSync(path.join(scratch, 'RELEASING.md'), 'utf8'))) {
      const filled = fillIn(words, values);
      if (filled.missing) {
        console.log(`[rehearsal] not run (needs ${filled.missing.join(', ')}): ${line}`);
        continue;
      }
      await run(filled.words.join(' '), filled.words[0], filled.words.slice(1), scratch);
      ran.push(filled.words.join(' '));
    }
    for (const needed of ['docs:drift', 'docs:release'])
      if (!ran.some((command) => command.includes(needed)))
        throw new Error(`RELEASING.md has no ${needed} command the rehearsal can run (it ran: ${ran.join('; ') || 'nothing'})`);
    // The facts written from the raw file are the current version's, relabelled: the raw shape round-trips.
    const written = readFacts(`${next}.json`);
    if (JSON.stringify({...written, version: current, tag: currentFacts.tag}) !== JSON.stringify(currentFacts))
      throw new Error(`src/data/facts/${next}.json, written from the raw facts, differs from ${current}.json beyond its version and tag`);

    // RELEASING.md step 5: the release post, which the version's structured data needs; the
    // rehearsal reuses the words of the current one.
    const post = fs.readdirSync(path.join(scratch, 'blog')).find((name) => name.endsWith(`-release-${current}.md`));
    // Every version has its release post (tests/unit/versions.test.ts).
    const text = fs.readFileSync(path.join(scratch, 'blog', /** @type {string} */ (post)), 'utf8');
    fs.writeFileSync(
      path.join(scratch, 'blog', `2099-01-01-release-${next}.md`),
      text
        .replace(/^slug: .*$/m, `slug: release-${next}`)
        .replace(/^title: .*$/m, `title: "Phoenix Code ${next}"`)
        .replace(/^date: .*$/m, 'date: 2099-01-01'),
    );
    // Some checks list the content with git (code-block languages): give the copy its own index.
    await run('git index', 'git', ['init', '-q'], scratch);
    await run('git add', 'git', ['add', '-A'], scratch);

    // No type check of its own: the cut writes data and no code. The facts are read from disk at
    // build time, and versions.json, the one JSON file the code imports, gains an entry of the shape
    // its first one has, so TypeScript infers the same type; npm test's type check stands.
    // The unit tests and the build at once: neither reads what the other writes (npm test runs
    // them side by side too), and the build's last minute, the search index and the Markdown
    // twins, keeps one core only. Both run to their end, so a failure of one never leaves the other
    // writing into a copy that is being removed.
    const outcomes = await Promise.allSettled([
      run(
        'unit tests',
        path.join(scratch, 'node_modules/.bin/vitest'),
        ['run', '--reporter=dot', ...NOT_RUN_IN_THE_COPY.flatMap((file) => ['--exclude', file])],
        scratch,
        {RELEASE_REHEARSAL: '1'},
      ),
      // Unminified and without Brotli files: the cut changes content, never how code is minified
      // or compressed, and those two are a third of the build's time. Without Rspack's persistent
      // cache: its key holds the copy's path, new at every rehearsal, so writing it cost seconds and
      // left another 100 MB under node_modules/.cache that no later build reads.
      run('build', path.join(scratch, 'node_modules/.bin/docusaurus'), ['build', '--no-minify'], scratch, {
        PRECOMPRESS: '0',
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      }),
    ]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;

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
    const versionLabel = (/** @type {string} */ html) =>
      /class="navbar__link"[^>]*>([\d.]+)</.exec(html)?.[1] ?? /docs-version-([\d.]+|current)/.exec(html)?.[1];
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

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(`[rehearsal] ${error.message}`);
    process.exit(1);
  });
