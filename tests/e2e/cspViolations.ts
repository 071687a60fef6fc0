import type {Page} from '@playwright/test';

/** One `securitypolicyviolation` event, as the page reported it. */
export type CspViolation = {page: string; directive: string; blockedURI: string; sourceFile: string; line: number; sample: string};

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Makes every document the page opens from now on record its Content-Security-Policy violations
 * (in any engine: the event is standard). Read them with `cspViolations(page)` before the page
 * navigates away. Used by the crawl and tests/e2e/security-headers.spec.ts.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        page: location.pathname,
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
}

/** The violations the current document has recorded so far, each as one readable line. */
export async function cspViolations(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(() => window.__cspViolations ?? []);
  return recorded.map((v) =>
    `${v.page}: ${v.directive} blocked ${v.blockedURI || 'inline'} (${v.sourceFile}:${v.line}) ${v.sample}`.trim(),
  );
}
