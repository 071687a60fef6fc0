#!/usr/bin/env node
// Checks every page of the build with the W3C Nu HTML Checker: `npm run validate:html [dir]`.
// Lists each error by page, message and the markup around it, then a count per kind of error.
// `--json <file>` also writes {passed, failed} (pages) for scripts/test.mjs.
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {checkHtml, findJava, formatReport, listHtmlFiles} from './lib/html-validator.mjs';
import {parseScriptArgs} from './lib/args.mjs';

const {
  values: {json: jsonFile},
  positionals: [dir = 'build'],
} = parseScriptArgs('usage: npm run validate:html -- [build folder, default build] [--json <file>]', {
  options: {json: {type: 'string'}},
  positionals: 1,
});

/**
 * @param {number} passed
 * @param {number} failed
 * @returns {never}
 */
function finish(passed, failed) {
  if (jsonFile) {
    mkdirSync(path.dirname(jsonFile), {recursive: true});
    writeFileSync(jsonFile, JSON.stringify({passed, failed}));
  }
  process.exit(failed ? 1 : 0);
}

if (!existsSync(dir)) {
  console.error(`No ${dir}/ to check: build the site first (npm run build).`);
  finish(0, 1);
}
const java = findJava();
if (!java) {
  console.error(
    'The HTML check needs a Java runtime (17 or newer) for the Nu HTML Checker. Install one ' +
      '(Debian: apt-get install default-jre-headless; .ci/run does this) or set JAVA_HOME.',
  );
  finish(0, 1);
}

const files = listHtmlFiles(dir);
const started = Date.now();
const messages = checkHtml(files, {java});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const failedPages = new Set(messages.map((m) => m.file));
if (messages.length) {
  console.log(formatReport(messages, {checked: files.length}).join('\n'));
} else {
  console.log(`HTML: ${files.length} pages checked, no errors (${seconds} s)`);
}
// A message about no page of the list (a file the checker could not read) still counts as a failure.
finish(files.filter((file) => !failedPages.has(file)).length, failedPages.size);
