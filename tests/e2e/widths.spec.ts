import type {Page} from '@playwright/test';
import {test, expect, gotoReady} from './fixtures';

/**
 * Every screen width a reader brings, from a small phone to a wide desktop, light and dark:
 * the page never scrolls sideways; no navbar item wraps, is cut or runs into another; the site's
 * title shows whole; the version, language, OS and colour controls can be reached (in the navbar
 * from 997 px, in the mobile menu below); and the docs sidebar and table of contents sit beside
 * the text, never over it. Infima's mobile menu takes over at 996 px and below.
 */
const WIDTHS = [320, 360, 390, 768, 997, 1024, 1100, 1180, 1280, 1440, 1920];
const MOBILE_UP_TO = 996;
const MENU_CHECKED_AT = 390;
const PAGES = {
  home: '/',
  'docs page with a clip': '/docs/editing-text',
  'API page': '/api/API-Reference/command/CommandManager',
  'blog post': '/blog/release-5.2',
  search: '/search?q=editor',
};

/** What is wrong with the layout at the current width: a list of sentences, empty when nothing is. */
function layoutProblems(page: Page, mobile: boolean) {
  return page.evaluate((mobile) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px wide`);

    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || el.className).trim().slice(0, 40);
    /**
     * Whether an item's content sits on more than one line: the vertical centres of its visible
     * text and icons spread over more than half a line. Hidden parts (a closed dropdown menu, text
     * for screen readers only) do not count.
     */
    const wraps = (item: Element) => {
      const centres: number[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
        acceptNode: (node) =>
          node instanceof Element && !node.checkVisibility({opacityProperty: true, visibilityProperty: true})
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      });
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) centres.push(rect.top + rect.height / 2);
        } else if (node instanceof SVGSVGElement || node instanceof HTMLImageElement) {
          const box = node.getBoundingClientRect();
          if (box.width > 0) centres.push(box.top + box.height / 2);
        }
      }
      const line = parseFloat(getComputedStyle(item).fontSize) * 1.2;
      return centres.length > 1 && Math.max(...centres) - Math.min(...centres) > line / 2;
    };
    /** Cut: the box clips its content (the title truncates with an ellipsis) and the content is wider. */
    const cut = (el: Element) => getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;

    const title = document.querySelector('.navbar__title');
    if (!title || !visible(title)) problems.push('the site title is hidden');
    else {
      if (title.textContent?.trim() !== 'Phoenix Code') problems.push(`the title reads "${title.textContent}"`);
      if (cut(title)) problems.push('the site title is cut');
    }

    // The navbar's own items: the brand, links, dropdown toggles, search and colour buttons.
    const items = Array.from(
      document.querySelectorAll(
        '.navbar__inner .navbar__brand, .navbar__inner .navbar__items > .navbar__item, .navbar__inner .navbar__items > a, .navbar__inner .DocSearch-Button, .navbar__inner [class*="colorModeToggle"], .navbar__inner .navbar__toggle',
      ),
    ).filter(visible);
    const boxes = items.map((el) => ({el, box: el.getBoundingClientRect()}));
    for (const {el, box} of boxes) {
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`"${name(el)}" runs off the screen`);
      if (wraps(el)) problems.push(`"${name(el)}" wraps`);
      const shown = (child: Element) => child.checkVisibility() && child.getBoundingClientRect().width > 1;
      if (cut(el) || Array.from(el.querySelectorAll('*')).some((child) => shown(child) && cut(child)))
        problems.push(`"${name(el)}" is cut`);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const vertical = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlap > 1 && vertical > 1) problems.push(`"${name(boxes[i]!.el)}" and "${name(boxes[j]!.el)}" overlap`);
      }

    if (!mobile) {
      // The navbar holds every control itself.
      const controls = {
        'docs version': '.navbar__items--right .dropdown a.navbar__link[aria-haspopup]',
        language: '.navbar__items--right .navbar__link:has(> svg[class*="iconLanguage"])',
        OS: '.navbar__items--right button[aria-haspopup="true"]',
        'colour mode': '.navbar button[aria-label*="dark and light mode" i]',
        search: '.navbar .DocSearch-Button',
      };
      for (const [control, selector] of Object.entries(controls)) {
        const el = document.querySelector(selector);
        // The docs version menu belongs to docs pages only.
        if (control === 'docs version' && !location.pathname.startsWith('/docs')) continue;
        if (!el || !visible(el)) problems.push(`the ${control} control is not in the navbar`);
        else if (control === 'language' && !/English/.test(el.textContent ?? '')) problems.push('the language control lost its name');
      }
      // The sidebar and the table of contents sit beside the text.
      const article = (document.querySelector('.theme-doc-markdown') ?? document.querySelector('main article'))?.getBoundingClientRect();
      for (const selector of ['.theme-doc-sidebar-container', '.theme-doc-toc-desktop']) {
        const aside = document.querySelector(selector);
        if (!article || !aside || !visible(aside)) continue;
        const box = aside.getBoundingClientRect();
        const overlap = Math.min(article.right, box.right) - Math.max(article.left, box.left);
        if (overlap > 1) problems.push(`${selector} covers the text by ${Math.round(overlap)} px`);
      }
    }
    return problems;
  }, mobile);
}

/** Below 997 px the controls live in the mobile menu: open it, find each, close it again. */
async function mobileMenuProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // On a docs page the menu opens on the page's sidebar; the site's own items are one step back.
  const back = menu.getByRole('button', {name: /back to main menu/i});
  if (await menu.locator('.navbar-sidebar__items--show-secondary').count()) await back.click();
  const controls: Record<string, ReturnType<Page['locator']>> = {
    'colour mode': menu.getByRole('button', {name: /dark and light mode/i}),
    language: menu.getByRole('button', {name: 'Languages', exact: true}),
    OS: menu.getByRole('button', {name: 'macOS', exact: true}),
  };
  if (path.startsWith('/docs')) controls['docs version'] = menu.getByRole('button', {name: 'Versions', exact: true});
  for (const [control, locator] of Object.entries(controls))
    if (!(await locator.isVisible())) problems.push(`the ${control} control is not in the mobile menu`);
  await menu.getByRole('button', {name: /close navigation bar/i}).click();
  await expect(menu).toBeHidden();
  return problems;
}

// One colour mode per page, light and dark in turn: the modes change colours, not one box of the
// layout, and each mode still meets every width on some page.
for (const [i, [kind, path]] of Object.entries(PAGES).entries()) {
  const mode = i % 2 ? 'dark' : 'light';
  test(`${kind} at every width, ${mode}`, async ({page, watched}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.setViewportSize({width: 1280, height: 800});
    await gotoReady(page, path);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const mobile = width <= MOBILE_UP_TO;
      // The navbar re-renders for the new width (the theme listens to resizes): wait for its toggle to match.
      await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeVisible({visible: mobile});
      expect.soft(await layoutProblems(page, mobile), `${width} px`).toEqual([]);
      // The mobile menu holds the same items at every width below 997 px: one width shows it.
      if (width === MENU_CHECKED_AT) expect.soft(await mobileMenuProblems(page, path), `${width} px, mobile menu`).toEqual([]);
    }
    expect(watched.errors).toEqual([]);
  });
}
