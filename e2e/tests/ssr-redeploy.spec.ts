import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployRemote, REPO_ROOT, uniqueBuildId } from '../support/deploy.ts';
import { expect, test } from '../support/test.ts';

// These tests redeploy public-site on the one shared server, so they run one after another.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MESSAGE = 'The page you are looking for does not exist or has moved.';

/** A copy of public-site's built dist (browser and server builds), changed by `edit`, without stale .br/.gz copies. */
function changedBuild(edit: (file: string, text: string) => string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ssr-build-')), 'dist');
  cpSync(path.join(REPO_ROOT, 'public-site', 'dist'), dir, { recursive: true });
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(br|gz)$/.test(entry.name)) rmSync(file);
      else if (/\.m?js$/.test(entry.name)) writeFileSync(file, edit(file, readFileSync(file, 'utf8')));
    }
  };
  walk(dir);
  return dir;
}

const deploy = (dir: string, label: string) => {
  const buildId = uniqueBuildId(label);
  expect(deployRemote(['public-site', '--from', dir, '--build-id', buildId])).toContain(`${buildId} is live`);
  return buildId;
};

test.afterAll(() => {
  // Leave the server on an unchanged public-site build for the other tests.
  deploy(
    changedBuild((_file, text) => text),
    'ssr-restore',
  );
});

test('a public-site redeploy changes the server-rendered HTML without a restart', async ({ request, page }) => {
  const buildId = deploy(
    changedBuild((_file, text) => text.replaceAll(MESSAGE, `${MESSAGE} (redeployed)`)),
    'ssr-redeploy',
  );
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain(`${MESSAGE} (redeployed)`);
  // The hints and the data block name the new build too, so the browser hydrates with exactly that one.
  expect(html).toContain(
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/public-site/builds/${buildId}/remoteEntry.js">`,
  );
  expect(html).toContain(`"public_site":"/remotes/public-site/builds/${buildId}/remoteEntry.js"`);

  // The browser hydrates that build (its remoteEntry is the one the page names).
  const entry = page.waitForResponse(`**/remotes/public-site/builds/${buildId}/remoteEntry.js`);
  await page.goto('/no/such/page');
  await entry;
  await expect(page.locator('[data-remote="public_site"]')).toHaveAttribute('data-remote-build', /.+/);
  await expect(page.getByText(`${MESSAGE} (redeployed)`)).toBeVisible();
});

test('a broken server build falls back to rendering in the browser, never a 500', async ({ request, page }) => {
  deploy(
    changedBuild((file, text) =>
      file.endsWith(`${path.sep}ssr${path.sep}entry.ssr.mjs`) ? `throw new Error('broken on purpose');\n${text}` : text,
    ),
    'ssr-broken',
  );
  const res = await request.get('/about');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('portal-page-data');
  // The head tags are there all the same.
  expect(html).toContain('<title>About the portal');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About the portal' })).toBeVisible();
});
