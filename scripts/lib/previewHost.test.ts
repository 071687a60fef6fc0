import {describe, expect, it} from 'vitest';
import {chromiumSwitches, hostFile, workboxFile} from './previewHost.mjs';

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
