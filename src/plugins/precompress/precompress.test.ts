import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {precompress} from './precompress';

describe('precompress', () => {
  it('writes a Brotli twin of every compressible file big enough to gain, in nested folders', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
    mkdirSync(path.join(dir, 'js'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`.repeat(3);
    writeFileSync(path.join(dir, 'js', 'main.abc.js'), script);
    writeFileSync(path.join(dir, 'styles.abc.css'), 'body{color:red}'.repeat(200));
    writeFileSync(path.join(dir, 'tiny.abc.js'), 'a()');
    writeFileSync(path.join(dir, 'picture.png'), Buffer.alloc(5000));

    const totals = await precompress(dir, 2);

    expect(totals.files).toBe(2);
    expect(totals.after).toBeLessThan(totals.before / 10);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'js', 'main.abc.js.br'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'styles.abc.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny.abc.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'picture.png.br'))).toBe(false);
  });
});
