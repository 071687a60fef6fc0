// Shared by the benchmark scripts: Debian's Chromium through playwright-core, and the built site on
// a local port.
import {chromium} from 'playwright-core';
import {createStaticServer} from './static-server.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser() {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}

export async function serveBuild(dir = 'build') {
  const server = createStaticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r))};
}
