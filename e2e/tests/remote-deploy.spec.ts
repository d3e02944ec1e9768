import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deployRemote, digestTree, REPO_ROOT, uniqueBuildId, writeRemotesConfig } from '../support/deploy.ts';
import { BASE_URL, ENV, requiredEnv } from '../support/e2e-env.ts';
import { serveFromOtherOrigin } from '../support/other-origin.ts';
import { expect, test } from '../support/test.ts';
import { header, seedToken } from '../support/ui.ts';

// These tests redeploy admin-app on the one shared server, so they run one after another.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ADMIN_ENTRY = /\/remotes\/admin-app\/.*remoteEntry\.js$/;
const ADMIN_APP_CHUNK = /\/remotes\/admin-app\/.*assets\/app-[^/]+\.js$/;

const adminArea = (page: Page) => page.locator('[data-remote="admin_app"]');
const unavailable = (page: Page) => page.getByTestId('remote-unavailable');

/** Logs in as the administrator through the API and hands the token to the page, as the shell stores it. */
async function loginAsAdmin(page: Page) {
  const res = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: requiredEnv(ENV.adminEmail), password: requiredEnv(ENV.adminPassword), role: 'admin' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await seedToken(page, token);
}

async function liveAdminEntry(): Promise<string> {
  const res = await fetch(`${BASE_URL}/remotes.json`);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return ((await res.json()) as { remotes: Record<string, string> }).remotes.admin_app ?? '';
}

/** Counts full page loads (a reload is a second document request). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  return () => documents;
}

/** Client-side navigation, as a link click inside the SPA does it: no page load. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('a redeployed remote shows its new build after a reload; the shell files stay byte-identical', async ({
  page,
}) => {
  const shellBefore = digestTree(path.join(REPO_ROOT, 'shell', 'dist'));
  await loginAsAdmin(page);
  await page.goto('/admin/dashboard?debug=versions'); // the footer names the section builds in its debug view
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
  const before = await adminArea(page).getAttribute('data-remote-build');

  const buildId = uniqueBuildId('redeploy');
  const output = deployRemote(['admin-app', '--build-id', buildId]);
  expect(output).toContain(`admin-app ${buildId} is live`);
  expect(digestTree(path.join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  expect(await liveAdminEntry()).toBe(`/remotes/admin-app/builds/${buildId}/remoteEntry.js`);

  const entryResponse = page.waitForResponse(ADMIN_ENTRY);
  await page.reload();
  expect((await entryResponse).url()).toBe(`${BASE_URL}/remotes/admin-app/builds/${buildId}/remoteEntry.js`);
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', buildId);
  await expect(page.getByTestId('remote-versions')).toContainText(`admin_app 0.1.0 (${buildId})`);
  expect(buildId).not.toBe(before);
  await expect(unavailable(page)).toBeHidden();

  // Served as promised: entry no-cache, hashed chunks immutable.
  const entry = await fetch(`${BASE_URL}/remotes/admin-app/builds/${buildId}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const manifest = (await (await fetch(`${BASE_URL}/remotes/admin-app/builds/${buildId}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  const asset = await fetch(`${BASE_URL}/remotes/admin-app/builds/${buildId}/${chunk}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a remote pointed at another path through REMOTES_CONFIG alone loads from there', async ({ page }) => {
  const live = await liveAdminEntry();
  const canary = uniqueBuildId('canary');
  expect(deployRemote(['admin-app', '--build-id', canary, '--no-activate'])).toContain('is published (not live)');
  expect(await liveAdminEntry()).toBe(live);
  const canaryEntry = `/remotes/admin-app/builds/${canary}/remoteEntry.js`;

  try {
    writeRemotesConfig({ admin_app: canaryEntry });
    await expect.poll(liveAdminEntry).toBe(canaryEntry);
    await loginAsAdmin(page);
    const entryResponse = page.waitForResponse(ADMIN_ENTRY);
    await page.goto('/admin/dashboard');
    expect((await entryResponse).url()).toBe(`${BASE_URL}${canaryEntry}`);
    await expect(adminArea(page)).toHaveAttribute('data-remote-build', canary);
  } finally {
    writeRemotesConfig({});
  }
  await expect.poll(liveAdminEntry).toBe(live);
  await page.reload();
  await expect(adminArea(page)).not.toHaveAttribute('data-remote-build', canary);
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
});

test('a remote on another origin (a CDN) loads under the CSP, which names that origin', async ({ page }) => {
  const cdn = await serveFromOtherOrigin(path.join(REPO_ROOT, 'admin-app', 'dist'));
  const entry = `${cdn.origin}/remoteEntry.js`;
  try {
    writeRemotesConfig({ admin_app: entry });
    await expect.poll(liveAdminEntry).toBe(entry);
    await loginAsAdmin(page);
    const entryResponse = page.waitForResponse(entry);
    const response = await page.goto('/admin/dashboard');
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(
      response?.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSources?.split(' ')).toEqual(expect.arrayContaining(["'self'", cdn.origin]));
    expect((await entryResponse).status()).toBe(200);
    await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    writeRemotesConfig({});
    await cdn.close();
  }
});

test('a remote entry that fails shows the bilingual panel with Retry, and Retry recovers', async ({ page }) => {
  await loginAsAdmin(page);
  await page.route(ADMIN_ENTRY, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/admin/dashboard');
  await expect(unavailable(page)).toContainText('This section is unavailable right now.');
  await expect(unavailable(page)).toContainText('यो खण्ड अहिले उपलब्ध छैन।');
  await expect(header(page)).toBeVisible();

  await page.unroute(ADMIN_ENTRY);
  await unavailable(page).getByRole('button', { name: 'Retry' }).click();
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
  await expect(unavailable(page)).toBeHidden();
});

test('a chunk that vanished reloads the page once, and then works', async ({ page }) => {
  await loginAsAdmin(page);
  const documents = countDocuments(page);
  let failed = 0;
  await page.route(ADMIN_APP_CHUNK, (route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return route.fulfill({ status: 404, body: 'pruned' });
  });
  await page.goto('/admin/dashboard');
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
  await expect(unavailable(page)).toBeHidden();
  expect(failed).toBe(1);
  expect(documents()).toBe(2);
});

test('a chunk that stays missing reloads once, then shows the panel; Retry recovers once it is back', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const documents = countDocuments(page);
  await page.route(ADMIN_APP_CHUNK, (route) => route.fulfill({ status: 404, body: 'pruned' }));
  await page.goto('/admin/dashboard');
  await expect(unavailable(page)).toBeVisible();
  await expect(header(page)).toBeVisible();
  // One reload, no loop.
  await page.waitForTimeout(1_000);
  expect(documents()).toBe(2);
  await expect(unavailable(page)).toBeVisible();

  await page.unroute(ADMIN_APP_CHUNK);
  await unavailable(page).getByRole('button', { name: 'Retry' }).click();
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', /.+/);
  await expect(unavailable(page)).toBeHidden();
});

test('remotes.json unreachable still renders the header and says so; Retry recovers', async ({ page }) => {
  // A page rendered in the browser (a server-rendered one carries its remotes and needs no remotes.json).
  await page.route(`${BASE_URL}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="portal-page-data">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await expect(header(page)).toBeVisible();
  await expect(unavailable(page)).toContainText('could not load its list of sections (remotes.json)');
  await page.unroute('**/remotes.json');
  await unavailable(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  await expect(unavailable(page)).toBeHidden();
});

test('a tab opened before a redeploy keeps working when it navigates into that remote', async ({ browser }) => {
  // Three deploys of admin-app, each a process of its own (about 10 s apiece, more on a loaded machine).
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsAdmin(page);
  const documents = countDocuments(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  const registered = await liveAdminEntry();

  // Redeploy while the tab is open: it still knows the old entry, whose files are kept.
  const next = uniqueBuildId('while-open');
  deployRemote(['admin-app', '--build-id', next]);
  const oldEntry = page.waitForResponse(ADMIN_ENTRY);
  await navigateInApp(page, '/admin/dashboard');
  expect((await oldEntry).url()).toBe(`${BASE_URL}${registered}`);
  const registeredBuild = /\/builds\/([^/]+)\//.exec(registered)?.[1] ?? 'local';
  await expect(adminArea(page)).toHaveAttribute('data-remote-build', registeredBuild);
  await expect(unavailable(page)).toBeHidden();

  // A second tab that registered `next`, then two more deploys keeping one build: `next` is pruned. Navigating
  // into the remote finds the new entry through remotes.json, without a reload or a blank page.
  const second = await context.newPage();
  const secondDocuments = countDocuments(second);
  await second.goto('/');
  await expect(second.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  const latest = uniqueBuildId('latest');
  deployRemote(['admin-app', '--build-id', uniqueBuildId('between'), '--keep', '1']);
  deployRemote(['admin-app', '--build-id', latest, '--keep', '1']);
  expect((await fetch(`${BASE_URL}/remotes/admin-app/builds/${next}/remoteEntry.js`)).status).toBe(404);
  await navigateInApp(second, '/admin/dashboard');
  await expect(adminArea(second)).toHaveAttribute('data-remote-build', latest);
  await expect(unavailable(second)).toBeHidden();
  expect(secondDocuments()).toBe(1);
  expect(documents()).toBe(1);
  await context.close();
});

test('the contract check refuses a remote built against another React major, and nothing goes live', async () => {
  const live = await liveAdminEntry();
  const fixture = mkdtempSync(path.join(tmpdir(), 'portal-incompatible-remote-'));
  try {
    cpSync(path.join(REPO_ROOT, 'admin-app', 'dist'), fixture, { recursive: true });
    const manifestFile = path.join(fixture, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: { name: string; version: string }[] };
    for (const shared of manifest.shared)
      if (shared.name.startsWith('react-dom') || /^react(\/|$)/.test(shared.name)) shared.version = '18.3.1';
    writeFileSync(manifestFile, JSON.stringify(manifest));

    let failure = '';
    try {
      deployRemote(['admin-app', '--from', fixture, '--build-id', uniqueBuildId('incompatible')]);
    } catch (error) {
      failure = String((error as { stderr?: string }).stderr);
    }
    expect(failure).toContain('does not fit the shell; nothing was deployed');
    expect(failure).toContain("built with react 18.3.1, but the shell's shared singleton requires ^19.0.0");
    expect(await liveAdminEntry()).toBe(live);
  } finally {
    rmSync(fixture, { recursive: true, force: true });
  }
});
