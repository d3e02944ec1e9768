import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL } from '../support/e2e-env.ts';
import { expect, test } from '../support/test.ts';

// The refusal itself is a CSP report (frame-ancestors), expected here and nowhere else.
test.use({ expectedCspViolations: [/frame-ancestors|Refused to (frame|display)/] });

/** A real server on another port (another origin) whose page frames the admin panel (clickjacking set-up). */
async function startAttackerSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>attacker</title><h1>Win a prize</h1>` +
        `<iframe id="victim" src="${BASE_URL}/admin/login" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the admin login page refuses to be framed by another origin', async ({ page }) => {
  const attacker = await startAttackerSite();
  try {
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors|Refused to (frame|display)/.test(message.text()),
    );
    const adminResponse = page.waitForResponse(`${BASE_URL}/admin/login`);
    await page.goto(attacker.url);
    const response = await adminResponse;
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await refused;
    // Nothing of the admin panel rendered inside the frame.
    await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(page.frameLocator('#victim').getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
    expect(await frame?.evaluate(() => document.body?.textContent ?? '').catch(() => '')).not.toContain('Admin Login');
  } finally {
    await attacker.close();
  }
});

test('the same admin page loads normally on its own origin, under the CSP', async ({ page }) => {
  const response = await page.goto('/admin/login');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
