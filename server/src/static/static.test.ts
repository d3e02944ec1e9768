import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTE_NAMES } from 'build-config/remotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { expectError } from '../../test/helpers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  chmodSync(root, 0o755);
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/assets/index-abc123.js', 'console.log("shell")');
  write('shell/dist/favicon.svg', '<svg/>');
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    write(`${folder}/dist/remoteEntry.js`, `/* ${folder} entry */`);
    write(`${folder}/dist/mf-manifest.json`, '{}');
    write(`${folder}/dist/assets/chunk-1a2b.js`, `/* ${folder} chunk */`);
  }
  return root;
}

describe('with the front-end built', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      webRoot: fakeBuild(),
      remoteEntries: { admin_app: 'https://cdn.example.org/admin/remoteEntry.js' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const get = (url: string, accept = 'text/html') => ctx.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves remotes.json with local defaults and env overrides, no-cache', async () => {
    const res = await get('/remotes.json', 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: {
        public_site: '/remotes/public-site/remoteEntry.js',
        seeker_app: '/remotes/seeker-app/remoteEntry.js',
        employer_app: '/remotes/employer-app/remoteEntry.js',
        admin_app: 'https://cdn.example.org/admin/remoteEntry.js',
      },
    });
  });

  it('serves the shell at / and client routes as the SPA page, no-cache', async () => {
    // No server build in this fake one: every page is rendered in the browser (server/src/ssr covers the rest).
    for (const url of ['/', '/about', '/admin/jobs?page=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith('<!doctype html>')).toBe(true);
      // Public pages get their own head tags (title, description...); the signed-in areas keep the shell's.
      if (url.startsWith('/admin')) expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets immutable and a missing asset as a real 404', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('serves every remote under /remotes/<folder>/ with the right cache headers', async () => {
    for (const name of REMOTE_NAMES) {
      const folder = REMOTE_FOLDERS[name];
      const entry = await get(`/remotes/${folder}/remoteEntry.js`, '*/*');
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toContain(folder);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['x-content-type-options']).toBe('nosniff');
      expect((await get(`/remotes/${folder}/mf-manifest.json`, '*/*')).headers['cache-control']).toBe('no-cache');
      expect((await get(`/remotes/${folder}/assets/chunk-1a2b.js`, '*/*')).headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/remotes/seeker-app/assets/nope.js')).statusCode).toBe(404);
    expect((await get('/remotes/unknown-app/remoteEntry.js')).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    expectError(await get('/api/does-not-exist'), 404, 'Not found.');
  });
});

describe('without the front-end built', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers / with a 503 telling to build, while the API works', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
  });
});
