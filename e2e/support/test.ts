import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * The `test` every spec imports: Playwright's, plus a guard that fails the test on any Content-Security-Policy
 * violation in any page of any browser context the test uses (its own `context`/`page` and contexts it opens
 * with `browser.newContext()`). Violations are caught twice over: the `securitypolicyviolation` DOM event and
 * Chromium's "Refused to …" console messages. A test that provokes a violation on purpose (framing refused)
 * names it with `test.use({ expectedCspViolations: [/frame-ancestors/] })`.
 */
type CspOptions = { expectedCspViolations: RegExp[] };
type CspFixtures = { cspGuard: undefined };

const REPORT_BINDING = '__e2eCspViolation';

/**
 * A server-rendered page shows before it answers clicks (hydration). goto and reload wait until it is live:
 * `<html data-hydrated>`, set by the shell (shell/src/portal-root.tsx); a page whose #root came empty (rendered
 * in the browser) or with JavaScript off does not wait.
 */
function waitForLivePages(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        // Bounded and quiet: a page that never comes alive fails on the test's own next step, with its message.
        await page
          .waitForFunction(
            () => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('#root > *'),
            null,
            { timeout: 15_000 },
          )
          .catch(() => {});
        return response;
      },
    });
  }
}

async function watchContext(context: BrowserContext, violations: string[], javaScript = true): Promise<void> {
  if (javaScript) context.on('page', waitForLivePages);
  await context.exposeBinding(REPORT_BINDING, (source, text: string) => {
    violations.push(`${text} (page ${source.frame.url()})`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|^Refused to /.test(text)) violations.push(`console: ${text}`);
  });
}

export const test = base.extend<CspFixtures & CspOptions>({
  expectedCspViolations: [[], { option: true }],
  cspGuard: [
    async ({ context, browser, expectedCspViolations }, use) => {
      const violations: string[] = [];
      await watchContext(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        await watchContext(created, violations, args[0]?.javaScriptEnabled !== false);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = violations.filter((text) => !expectedCspViolations.some((pattern) => pattern.test(text)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
