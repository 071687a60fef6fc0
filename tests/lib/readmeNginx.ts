import {readFileSync} from 'node:fs';
import path from 'node:path';

const readme = path.join(__dirname, '..', '..', 'README.md');
const START = '<!-- nginx headers: start -->';
const END = '<!-- nginx headers: end -->';

/** The nginx rules the README gives (README "Security and cache headers"), without the code fence. */
export function readmeNginxBlock(): string {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no block between "${START}" and "${END}"`);
  return text
    .slice(start + START.length, end)
    .trim()
    .replace(/^```nginx\n/, '')
    .replace(/\n```$/, '');
}
