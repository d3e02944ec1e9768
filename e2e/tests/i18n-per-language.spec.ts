import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { languageToggle } from '../support/ui.ts';

/**
 * The texts of the shell, shared-ui's `common` and public-site load per language (docs/decisions/i18next-translation-runtime.md): a page
 * downloads its own language's chunks only, and the other language's when the visitor switches to it.
 * Chunk names: `common-en-….js`, `shell-ne-….js` (the shell's assets), `en-….js` / `ne-….js` (public-site's).
 */
const TEXT_CHUNK = /\/(?:common-|shell-)?(en|ne)-[\w-]+\.js$/;

function textChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && TEXT_CHUNK.test(path)) seen.push(path);
  });
  return seen;
}

const languagesOf = (paths: string[]) => [...new Set(paths.map((path) => TEXT_CHUNK.exec(path)?.[1]))].sort();
const kindsOf = (paths: string[]) =>
  paths.map((path) => (path.includes('/remotes/public-site/') ? 'public_site' : /\/(common|shell)-/.exec(path)?.[1]));

for (const [language, other, heading, otherHeading] of [
  ['en', 'ne', 'Gandaki Province Job Portal', 'गण्डकी प्रदेश रोजगार पोर्टल'],
  ['ne', 'en', 'गण्डकी प्रदेश रोजगार पोर्टल', 'Gandaki Province Job Portal'],
] as const) {
  test(`a ${language} page downloads only ${language} texts, and the ${other} ones when switched to (no key shows)`, async ({
    page,
  }) => {
    const chunks = textChunks(page);
    await page.goto(language === 'ne' ? '/ne/' : '/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(languagesOf(chunks)).toEqual([language]);
    expect(kindsOf(chunks).sort()).toEqual(['common', 'public_site', 'shell']);

    const before = chunks.length;
    await languageToggle(page).click();
    await expect(page.getByRole('heading', { level: 1, name: otherHeading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const switched = chunks.slice(before);
    expect(languagesOf(switched)).toEqual([other]);
    expect(kindsOf(switched).sort()).toEqual(['common', 'public_site', 'shell']);
    // The header (shell) and the footer's copyright (shell, a number in the reader's digits) in the new language.
    await expect(page.getByRole('contentinfo')).toContainText(other === 'ne' ? /© [०-९]{4} / : /© \d{4} /);
    await expect(page.locator('body')).not.toContainText(/\b(?:app|nav|header|footer|auth|language|status)\.[a-zA-Z]+/);
  });
}
