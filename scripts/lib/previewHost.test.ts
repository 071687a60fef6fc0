import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {chromiumSwitches, hostFile, startPreviewHost, workboxFile} from './previewHost.mjs';

describe('the Live Preview host served to the editor (capture.mjs --preview-host)', () => {
  it("maps the CDN's Workbox paths to the npm package, version and built file", () => {
    expect(workboxFile('/workbox-cdn/releases/6.4.1/workbox-sw.js')).toEqual({name: 'workbox-sw', version: '6.4.1', file: 'workbox-sw.js'});
    expect(workboxFile('/workbox-cdn/releases/6.4.1/workbox-window.prod.mjs')).toEqual({
      name: 'workbox-window',
      version: '6.4.1',
      file: 'workbox-window.prod.mjs',
    });
    expect(workboxFile('/workbox-cdn/releases/6.4.1/workbox-cacheable-response.prod.js.map')?.name).toBe('workbox-cacheable-response');
    expect(workboxFile('/workbox-cdn/releases/latest/workbox-sw.js')).toBeNull();
    expect(workboxFile('/workbox-cdn/releases/6.4.1/../../secret.js')).toBeNull();
    expect(workboxFile('/other/workbox-sw.js')).toBeNull();
  });

  it("serves only files of the host's docs/ folder, its index page for /", () => {
    expect(hostFile('/')).toBe('docs/index.html');
    expect(hostFile('/virtualServer/webserver.js')).toBe('docs/virtualServer/webserver.js');
    expect(hostFile('/a/../../package.json')).toBeNull();
    expect(hostFile('/%2e%2e/package.json')).toBeNull();
  });

  it('sends both hosts to the local port and trusts its key', () => {
    expect(chromiumSwitches(4443, 'abc=')).toEqual([
      '--host-resolver-rules=MAP phcode.live 127.0.0.1:4443, MAP storage.googleapis.com 127.0.0.1:4443',
      '--ignore-certificate-errors-spki-list=abc=',
    ]);
  });
});

describe('the host itself, from a clone at its commit', () => {
  /** A GET over TLS to the host's port, as Chromium sends it under the host-resolver rules. */
  const get = (port: number, host: string, pathname: string) =>
    new Promise<{status: number; body: string; cors?: string}>((resolve, reject) => {
      const req = https.get(
        {host: '127.0.0.1', port, path: pathname, servername: host, headers: {host}, rejectUnauthorized: false},
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({status: res.statusCode ?? 0, body, cors: res.headers['access-control-allow-origin'] as string}));
        },
      );
      req.on('error', reject);
    });

  it('serves the docs/ folder of the pinned commit, and nothing else, and refuses a clone without the commit', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'preview-host-test-'));
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'}).trim();
    try {
      git('init', '-q');
      mkdirSync(path.join(repo, 'docs'));
      writeFileSync(path.join(repo, 'docs', 'index.html'), '<p>host at the pinned commit</p>');
      writeFileSync(path.join(repo, 'secret.txt'), 'outside docs/');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'pinned');
      const pinned = git('rev-parse', 'HEAD');
      writeFileSync(path.join(repo, 'docs', 'index.html'), '<p>a later change</p>');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'later');

      const host = await startPreviewHost(repo, pinned);
      try {
        expect(await get(host.port, 'phcode.live', '/')).toMatchObject({status: 200, body: '<p>host at the pinned commit</p>', cors: '*'});
        expect((await get(host.port, 'phcode.live', '/../secret.txt')).status).toBe(404);
        expect((await get(host.port, 'phcode.live', '/missing.js')).status).toBe(404);
        expect((await get(host.port, 'example.com', '/')).status).toBe(404);
        expect(host.chromiumSwitches[0]).toContain(`127.0.0.1:${host.port}`);
      } finally {
        host.close();
      }
      await expect(startPreviewHost(repo, '0'.repeat(40))).rejects.toThrow(/no clone of phcode-dev\/phcode.live with commit 0{40}/);
    } finally {
      rmSync(repo, {recursive: true, force: true});
    }
  });
});
