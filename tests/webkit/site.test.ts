import {By, Key, type WebDriver} from 'selenium-webdriver';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../src/data/docsVersions';
import {docsVersions} from '../lib/routes';
import {gotoReady, inPage, openSite, settled, until, type Site} from './webkit';

/**
 * What a reader does on the site in WebKit, the same paths as in Firefox (tests/firefox): search
 * in the modal and on /search, keep a colour mode, an OS for the shortcuts and a docs version
 * across reloads, go through the navbar, the search and the sidebar with the keyboard alone, and
 * see the editor's pictures in both colour modes. Every test also checks that nothing went wrong
 * on the way (console, requests, Content-Security-Policy).
 *
 * One MiniBrowser serves the file; WebKitGTK's WebDriver opens no second private session, so
 * each test starts by clearing the site's storage instead.
 */
let site: Site;
let driver: WebDriver;

beforeAll(async () => {
  site = await openSite();
  driver = site.driver;
});
afterAll(async () => {
  await site?.close();
});
beforeEach(async () => {
  // A blank page of the site's origin, then no stored choice: each test starts as a first visit.
  await driver.get(`${site.origin}/__webkit-watch.js`);
  await inPage(driver, 'localStorage.clear(); sessionStorage.clear();');
  site.reset();
});

const open = (path: string) => gotoReady(site, path);
const js = <T>(body: string, ...args: unknown[]) => inPage<T>(driver, body, ...args);
const attribute = (selector: string, name: string) =>
  js<string | null>('return document.querySelector(arguments[0])?.getAttribute(arguments[1]) ?? null', selector, name);
const focused = () => js<string>(`return document.activeElement?.outerHTML.slice(0, 200) ?? ''`);
const press = (...keys: string[]) =>
  driver
    .actions()
    .sendKeys(...keys)
    .perform();
/** Reloads once the page has no request in flight, and waits for the reloaded page to hydrate. */
const reload = async () => {
  await settled(site, 300);
  await driver.navigate().refresh();
  await until('the reloaded page to hydrate', () => js<boolean>(`return document.documentElement.dataset.hasHydrated === 'true'`));
  await settled(site);
};
const nothingWentWrong = async () => expect(await site.watched()).toEqual({errors: [], failedRequests: []});

/** Presses Tab until the focused element matches a predicate run in the page. */
async function tabTo(predicate: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(Key.TAB);
    if (await js<boolean>(`return (${predicate})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${predicate}; focus is on ${await focused()}`);
}

const pathAndHash = () => js<string>('return decodeURI(location.pathname + location.hash)');

/** Waits for the page a hit links to; on a time-out the error names the page the browser is on. */
const reached = (href: string) =>
  until(`the chosen page, ${decodeURI(href)}`, async () => {
    const now = await pathAndHash();
    if (now !== decodeURI(href)) throw new Error(`on ${now}`);
    return true;
  });

/**
 * Waits until the hits answer the whole query: each key typed is a query answered in turn, and a
 * shorter one can rank another section of the same page first ("live preview settin" does), so a
 * hit read too early is not the one Enter opens. The answer counts once the input holds the whole
 * query and the hit list has not changed for 400 ms; the first hit must then match `expected`.
 */
async function answerTo(query: string, expected: RegExp): Promise<void> {
  let last = '';
  let since = Date.now();
  await until(`the answer to "${query}"`, async () => {
    const hits = await js<string>(
      `return document.querySelector('.DocSearch-Input')?.value === arguments[0]
        ? [...document.querySelectorAll('.DocSearch-Hit')].map((hit) => hit.textContent + ' ' + hit.querySelector('a')?.getAttribute('href')).join('\\n')
        : ''`,
      query,
    );
    if (hits !== last) [last, since] = [hits, Date.now()];
    return expected.test(hits.split('\n')[0]!) && Date.now() - since >= 400;
  });
}

describe('search in WebKit', () => {
  it('the modal opens with Ctrl+K, answers, and opens the chosen page', async () => {
    await open('/docs/intro');
    await driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
    await until('the search input to take focus', () =>
      js<boolean>(`return document.activeElement?.classList.contains('DocSearch-Input')`),
    );
    await press('live preview settings');
    await answerTo('live preview settings', /live-preview-settings/);
    const sections = await js<string[]>(`return [...document.querySelectorAll('.DocSearch-Hit-source')].map((t) => t.textContent.trim())`);
    for (const section of sections) expect(['Docs', 'API guides', 'API reference', 'Blog', 'Pages']).toContain(section);
    const chosen = (await attribute('.DocSearch-Hit a', 'href'))!;
    await press(Key.ENTER);
    await until('the modal to close', () => js<boolean>(`return !document.querySelector('.DocSearch-Modal')`));
    await reached(chosen);
    await settled(site);
    await nothingWentWrong();
  });

  it('the search page keeps the query in the URL and shows 20 results at a time', async () => {
    await open('/search');
    await driver.findElement(By.css('input[type="search"]')).sendKeys('editor');
    await until('the query in the URL', () => js<boolean>(`return location.search === '?q=editor'`));
    const results = () => js<number>(`return document.querySelectorAll('main ol > li').length`);
    await until('20 results', async () => (await results()) === 20);
    await driver.findElement(By.xpath('//button[normalize-space()="Show more results"]')).click();
    await until('40 results', async () => (await results()) === 40);
    await reload();
    await until('20 results after the reload', async () => (await results()) === 20);
    expect(await js<string>(`return document.querySelector('input[type="search"]').value`)).toBe('editor');
    await nothingWentWrong();
  });
});

describe('stored choices in WebKit', () => {
  it('the colour mode is kept across reloads', async () => {
    await open('/docs/intro');
    expect(await attribute('html', 'data-theme')).toBe('light');
    const toggle = By.css('.navbar button[aria-label*="dark and light mode" i]');
    // The toggle cycles system, light, dark: click until the page is dark.
    for (let i = 0; i < 3 && (await attribute('html', 'data-theme')) !== 'dark'; i++) await driver.findElement(toggle).click();
    expect(await attribute('html', 'data-theme')).toBe('dark');
    expect(await js<string>(`return localStorage.getItem('theme')`)).toBe('dark');
    await reload();
    expect(await attribute('html', 'data-theme')).toBe('dark');
    await nothingWentWrong();
  });

  it('the OS of the shortcuts is kept across reloads', async () => {
    // A page with many shortcuts and no clips: the clips' videos only slow the engine down here.
    await open('/docs/Features/terminal');
    const toggle = '.navbar button[aria-haspopup="true"]';
    // On a busy machine the navbar may still be settling (hydration, the hide-on-scroll transition):
    // WebDriver then refuses the click as not interactable, so it is tried until the button takes it.
    await until('the OS switch to take a click', async () => {
      await driver.findElement(By.css(toggle)).click();
      return true;
    });
    await until('the OS menu to open', async () => (await attribute(toggle, 'aria-expanded')) === 'true');
    const others = await js<string[]>(
      `return [...document.querySelectorAll('.dropdown__menu button[aria-pressed="false"]')].map((b) => b.textContent.trim())`,
    );
    const chosen = others.find((name) => name === 'macOS') ?? others[0]!;
    await until(`the ${chosen} item to take a click`, async () => {
      await driver.findElement(By.xpath(`//*[contains(@class, "dropdown__menu")]//button[normalize-space()="${chosen}"]`)).click();
      return true;
    });
    const os = await js<string>('return document.documentElement.dataset.os');
    expect(await js<string>(`return localStorage.getItem('shortcut-os')`)).toBe(os);
    expect(await js<boolean>(`return document.querySelector('main .shortcut [data-os="${os}"]').offsetParent !== null`)).toBe(true);
    await reload();
    expect(await js<string>('return document.documentElement.dataset.os')).toBe(os);
    await nothingWentWrong();
  });

  it('the chosen docs version is remembered', async () => {
    const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
    await open('/docs/intro');
    // The version menu opens on hover, as a reader's pointer does.
    const dropdown = await driver.findElement(
      By.xpath(
        `//*[contains(@class, "navbar__item") and contains(@class, "dropdown")][starts-with(normalize-space(), "${docsVersions[0]!.name}")]`,
      ),
    );
    await driver.actions().move({origin: dropdown}).perform();
    const link = dropdown.findElement(By.xpath(`.//ul//a[normalize-space()="${oldest}"]`));
    await until('the version menu to show', () => link.isDisplayed());
    await link.click();
    await until(`the ${oldest} docs`, async () => (await js<string>('return location.pathname')) === `/docs/${oldest}/intro`);
    expect(await js<string>(`return localStorage.getItem('docs-preferred-version-default')`)).toBe(oldest);
    await open('/');
    await driver.findElement(By.xpath('//nav[contains(@class, "navbar")]//a[normalize-space()="Docs"]')).click();
    await until(
      `the ${oldest} docs from the navbar`,
      async () => (await js<string>('return location.pathname')) === `/docs/${oldest}/intro`,
    );
    await settled(site);
    await nothingWentWrong();
  });
});

describe('the keyboard in WebKit', () => {
  it('reaches the navbar, opens search, picks a result, and follows a sidebar link', async () => {
    await open('/docs/intro');
    await press(Key.TAB);
    expect(await focused()).toMatch(/skip to main content/i);
    await tabTo(`(el) => el.tagName === 'A' && el.textContent.trim() === 'Blog'`);
    await tabTo(`(el) => el.classList.contains('DocSearch-Button')`);
    await press(Key.ENTER);
    await until('the search input to take focus', () =>
      js<boolean>(`return document.activeElement?.classList.contains('DocSearch-Input')`),
    );
    await press('emmet');
    await answerTo('emmet', /emmet/i);
    await press(Key.ARROW_DOWN, Key.ARROW_UP);
    const chosen = (await attribute('.DocSearch-Hit[aria-selected="true"] a', 'href'))!;
    await press(Key.ENTER);
    await reached(chosen);
    await settled(site);

    await open('/docs/intro');
    await tabTo(`(el) => el.closest('nav[aria-label="Docs sidebar"]') !== null && el.textContent.trim() === 'Quick Start'`);
    await press(Key.ENTER);
    await until('the sidebar link', () => js<boolean>(`return location.pathname.endsWith('/quick-start-project')`));
    await settled(site);
    await nothingWentWrong();
  });
});

describe('pictures in WebKit', () => {
  const figure = 'figure.editor-shot[data-shot="find-in-files-results"]';
  const shown = (mode: string) =>
    until(`the ${mode} picture`, () =>
      js<boolean>(
        `const img = document.querySelector(arguments[0]);
         return !!img && img.offsetParent !== null && img.complete && img.naturalWidth > 0;`,
        `${figure} .editor-shot__${mode} img`,
      ),
    );
  const hidden = (mode: string) =>
    js<boolean>(`return document.querySelector(arguments[0]).offsetParent === null`, `${figure} .editor-shot__${mode} img`);

  it('show the light capture in light mode and the dark one in dark mode', async () => {
    await open('/docs/Features/find-in-files');
    await js(`document.querySelector(arguments[0]).scrollIntoView()`, figure);
    await shown('light');
    expect(await hidden('dark')).toBe(true);
    await js(`localStorage.setItem('theme', 'dark')`);
    await open('/docs/Features/find-in-files');
    await js(`document.querySelector(arguments[0]).scrollIntoView()`, figure);
    await shown('dark');
    expect(await hidden('light')).toBe(true);
    await nothingWentWrong();
  });
});
