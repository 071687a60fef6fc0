// WebKit for the tests: Debian's WebKitGTK MiniBrowser, driven by its WebDriver (webkit2gtk-driver,
// classic W3C WebDriver) through selenium-webdriver, on an X display (Xvfb when none is set).
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** Where Debian's libwebkit2gtk puts MiniBrowser, on the architectures Debian builds it for. */
const MINIBROWSER_CANDIDATES = ['x86_64-linux-gnu', 'aarch64-linux-gnu', 'arm-linux-gnueabihf', 'i386-linux-gnu'].map(
  (triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`,
);
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? MINIBROWSER_CANDIDATES.find((file) => existsSync(file));

/** Why WebKit cannot run here, or null when it can. */
export function webkitMissing() {
  if (!existsSync(webkitDriverPath))
    return `WebKitWebDriver not found at ${webkitDriverPath}. Install it (Debian: apt-get install webkit2gtk-driver; .ci/run installs it when run as root) or set WEBKIT_DRIVER_PATH.`;
  if (!miniBrowserPath)
    return 'MiniBrowser not found (Debian ships it in libwebkit2gtk-4.1-0, which webkit2gtk-driver needs). Set MINIBROWSER_PATH.';
  if (!process.env.DISPLAY && !existsSync('/usr/bin/Xvfb'))
    return 'No X display for MiniBrowser: set DISPLAY or install Xvfb (Debian: apt-get install xvfb).';
  return null;
}

async function freePort() {
  const server = createServer();
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  // Listening on a TCP port, so the address is not a pipe's name.
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An X display for MiniBrowser: DISPLAY when set, else an Xvfb of our own on the first free display
 * number (Xvfb picks it and writes it to the file descriptor it is given).
 * @returns {Promise<{display: string, close: () => void}>}
 */
export async function startDisplay() {
  if (process.env.DISPLAY) return {display: process.env.DISPLAY, close: () => {}};
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  /** @type {string} */
  const display = await new Promise((resolve, reject) => {
    let text = '';
    // Descriptor 3 is the pipe opened above.
    /** @type {import('node:stream').Readable} */ (xvfb.stdio[3]).on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return {display, close: () => xvfb.kill()};
}

/**
 * The desktop settings MiniBrowser starts with, as a GTK settings file: WebKitGTK answers
 * `prefers-reduced-motion` from `gtk-enable-animations` (and the dark theme preference styles the
 * browser's own widgets).
 */
function gtkConfig({dark = false, reducedMotion = false}) {
  const home = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-application-prefer-dark-theme=${dark}\ngtk-enable-animations=${!reducedMotion}\n`,
  );
  return home;
}

/**
 * One MiniBrowser under its own WebKitWebDriver, with a session open at `width` x `height`. Every
 * session is ephemeral: WebKitGTK gives automation sessions a private data store, so storage,
 * caches and service workers start empty and go with the browser.
 * @param {{display: string, dark?: boolean, reducedMotion?: boolean, width?: number, height?: number}} options
 */
export async function launchWebKit({display, dark = false, reducedMotion = false, width = 1280, height = 900}) {
  const {Builder, Capabilities} = await import('selenium-webdriver');
  const port = await freePort();
  const config = gtkConfig({dark, reducedMotion});
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    // MiniBrowser inherits this environment from its driver. No accessibility bus on a bare display.
    env: {...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, NO_AT_BRIDGE: '1', GTK_A11Y: 'none'},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driverProcess.stderr.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-4000)));
  const server = `http://127.0.0.1:${port}`;
  // The driver listens within a few hundred milliseconds; ask until it answers.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${server}/status`)).ok) break;
    } catch {
      if (i >= 100) throw new Error(`WebKitWebDriver did not start: ${driverLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const capabilities = new Capabilities();
  capabilities.setBrowserName('MiniBrowser');
  // MiniBrowser's own switch gives pages a dark `prefers-color-scheme`; the GTK setting alone does not.
  capabilities.set('webkitgtk:browserOptions', {binary: miniBrowserPath, args: ['--automation', ...(dark ? ['--dark-mode'] : [])]});
  const driver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
  await driver.manage().window().setRect({x: 0, y: 0, width, height});
  const version = (await driver.getCapabilities()).get('browserVersion');
  return {
    driver,
    version,
    close: async () => {
      await driver.quit().catch(() => {});
      driverProcess.kill();
      rmSync(config, {recursive: true, force: true});
    },
  };
}
