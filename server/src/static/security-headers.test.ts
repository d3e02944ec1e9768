import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { nextTurn } from '../../test/helpers.ts';
import { INTERNAL_REQUEST_HEADER, internalRequestHeaders } from '../http/internal-request.ts';
import { HYDRATION_START_CSP_SOURCE } from '../ssr/hydration-start.ts';
import { LANGUAGE_RETURN_CSP_SOURCE } from '../ssr/language-return.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

function webRootWithShell(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(path.join(root, 'shell', 'dist', 'assets'));
  const files = { 'app-1a2b3c4d.js': 'export {};', 'index-1a2b3c4d.css': 'p{}', 'mukta-latin.woff2': 'wOF2' };
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(root, 'shell', 'dist', 'assets', name), text);
  writeFileSync(path.join(root, 'shell', 'dist', 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(path.join(root, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** The CSP as a map directive -> sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers over http', () => {
  let ctx: TestContext;
  let remotesConfigFile: string;
  beforeAll(async () => {
    remotesConfigFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-remotes-')), 'remotes.json');
    ctx = await createTestContext({
      webRoot: webRootWithShell(),
      remoteEntries: { admin_app: 'https://cdn.example.org/admin/remoteEntry.js' },
      remotesConfigFile,
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const page = async (url: string) => {
    await nextTurn();
    return ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  };

  it('HTML pages: a CSP allowing scripts only from here and the remotes, no framing, a referrer and feature policy', async () => {
    for (const url of ['/', '/admin/login', '/jobs']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // The only inline script allowed: the server-rendered pages' constant hydration starter, by its hash.
      expect(policy.get('script-src')).toEqual([
        "'self'",
        HYDRATION_START_CSP_SOURCE,
        LANGUAGE_RETURN_CSP_SOURCE,
        'https://cdn.example.org',
      ]);
      expect(HYDRATION_START_CSP_SOURCE).toMatch(/^'sha256-[\w+/]{43}='$/);
      expect(LANGUAGE_RETURN_CSP_SOURCE).toMatch(/^'sha256-[\w+/]{43}='$/);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.org']);
      expect(policy.get('style-src')).toContain('https://cdn.example.org');
      expect(policy.get('font-src')).toContain('https://cdn.example.org');
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.org']);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      for (const sources of policy.values()) {
        if (sources === policy.get('style-src')) continue;
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('pages carrying a token in the URL send no referrer at all', async () => {
    for (const url of ['/reset-password?token=abc', '/verify-email?token=abc']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("leaves the browser's headers off the answers of the server's own in-process calls, and only those", async () => {
    const api = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/health', headers });
    const internal = await api(internalRequestHeaders());
    expect(internal.statusCode).toBe(200);
    expect(internal.headers['content-security-policy']).toBeUndefined();
    expect(internal.headers['x-frame-options']).toBeUndefined();
    const outside: Record<string, string>[] = [{}, { [INTERNAL_REQUEST_HEADER]: 'guessed' }];
    for (const headers of outside) {
      const res = await api(headers);
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it('a remote moved to another origin through REMOTES_CONFIG joins script-src at once; a path adds none', async () => {
    writeFileSync(
      remotesConfigFile,
      JSON.stringify({
        remotes: {
          seeker_app: 'http://127.0.0.1:4173/seeker/remoteEntry.js',
          employer_app: '/elsewhere/remoteEntry.js',
        },
      }),
    );
    const policy = csp((await page('/')).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      HYDRATION_START_CSP_SOURCE,
      LANGUAGE_RETURN_CSP_SOURCE,
      'http://127.0.0.1:4173',
      'https://cdn.example.org',
    ]);
    writeFileSync(remotesConfigFile, '{}');
    // A different size/mtime is re-read on the next request.
    writeFileSync(remotesConfigFile, JSON.stringify({ remotes: {} }));
    expect(csp((await page('/')).headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      HYDRATION_START_CSP_SOURCE,
      LANGUAGE_RETURN_CSP_SOURCE,
      'https://cdn.example.org',
    ]);
  });

  it('over a socket, a request sent right after REMOTES_CONFIG changed sees the change', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const scriptSources = async () =>
      csp((await fetch(`${base}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy')).get(
        'script-src',
      );
    for (const origin of ['https://one.example.org', 'https://two.example.org']) {
      writeFileSync(remotesConfigFile, JSON.stringify({ remotes: { seeker_app: `${origin}/remoteEntry.js` } }));
      expect(await scriptSources()).toContain(origin);
    }
    writeFileSync(remotesConfigFile, JSON.stringify({ remotes: {} }));
    expect(await scriptSources()).not.toContain('https://two.example.org');
  });

  it('scripts, stylesheets, fonts and raster images carry no CSP but every other header; an SVG keeps it', async () => {
    const types = {
      '/assets/app-1a2b3c4d.js': /^(text|application)\/javascript/,
      '/assets/index-1a2b3c4d.css': /^text\/css/,
      '/assets/mukta-latin.woff2': /^font\/woff2/,
      '/logo.png': /^image\/png/,
    };
    for (const [url, type] of Object.entries(types)) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    const svg = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(csp(svg.headers['content-security-policy']).get('script-src')).toContain("'self'");
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/gone-1a2b3c4d.js' });
    expect(missing.statusCode).toBe(404);
    expect(csp(missing.headers['content-security-policy']).get('default-src')).toEqual(["'self'"]);
  });

  it('API JSON answers also get nosniff and frame-ancestors, and stay same-origin resources', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});

describe('security headers over https', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ webRoot: webRootWithShell(), publicUrl: 'https://jobs.example.np' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('adds HSTS and upgrade-insecure-requests only when the public URL is https', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('script-src')).toEqual(["'self'", HYDRATION_START_CSP_SOURCE, LANGUAGE_RETURN_CSP_SOURCE]);
  });
});
