import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { nextTurn } from '../../test/helpers.ts';
import { createAccount, createJob } from '../../test/jobs.ts';
import { SHELL_CSS, type SsrSite, ssrSite, write } from '../../test/ssr-site.ts';
import { buildApp } from '../app.ts';
import { buildDir } from '../deploy/deploy-store.ts';
import { HYDRATION_START_SCRIPT, HYDRATION_TEMPLATE_ID } from './hydration-start.ts';
import { inlineStylesheets } from './inline-styles.ts';
import { LANGUAGE_RETURN_CSP_SOURCE, LANGUAGE_RETURN_SCRIPT } from './language-return.ts';
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from './page-routes.ts';

let ctx: TestContext;
let site: SsrSite;
const deployPublicSite = (buildId: string, edit?: (entry: string) => string) => site.deployPublicSite(buildId, edit);

/** A page request, in a turn of its own as one from a socket is (a deploy just made is seen: `nextTurn`). */
const get = async (url: string, headers: Record<string, string> = {}) => {
  await nextTurn();
  return ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });
};

beforeAll(async () => {
  site = ssrSite();
  deployPublicSite('b1');
  ctx = await createTestContext({ webRoot: site.webRoot, deployDir: site.deployDir, ssrTimeoutMs: 1000 });
});
afterAll(async () => {
  await ctx.close();
});

describe('server-rendered public pages', () => {
  it('renders with the deployed public-site build, in the language of the URL whatever the cookie says', async () => {
    await createJob(ctx, { employerId: (await createAccount(ctx, 'employer')).id, title: 'Boat captain' });
    for (const [lang, url, greeting, header, other] of [
      ['en', '/jobs?page=1', 'Welcome', 'Job Portal', 'ne'],
      ['ne', '/ne/jobs?page=1', 'स्वागत छ', 'रोजगार पोर्टल', 'en'],
    ] as const) {
      const res = await get(url, { cookie: `other=1; portal_lang=${other}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers['cdn-cache-control']).toBe(PAGE_CDN_CACHE_CONTROL);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const html = res.body;
      expect(html).toContain(`<html lang="${lang}">`);
      // The encoding is the head's first element (validators and browsers look within the first 1,024 bytes).
      expect(html).toMatch(/^<!doctype html><html lang="(en|ne)"><head><meta charset="utf-8">/);
      expect(html.match(/<meta charset/gi)).toHaveLength(1);
      // The shell's part, the remote's part (through shared-api from the shell's build) and the API's answer.
      expect(html).toContain(`<header class="site-header">${header}</header>`);
      expect(html).toMatch(new RegExp(`<main>${greeting} ${url.replace('?', '\\?')} jobs:\\d+ build:b1</main>`));
      expect(html).toContain('<script type="application/json" id="portal-page-data">');
      expect(html).toContain('"public_site":"/remotes/public-site/builds/b1/remoteEntry.js"');
      // Preload hints: the remote's entry and its App's synchronous chunks, not the async ones. The scripts only
      // hydrate a painted page: they wait in an inert template, which the one (hashed) inline script starts after
      // the first paint, at low priority; nothing of them is left in the head. The shell's CSS is in the page.
      const template = new RegExp(`<template id="${HYDRATION_TEMPLATE_ID}">(.*?)</template>`).exec(html)?.[1];
      expect(template).toBe(
        '<script type="module" fetchpriority="low" src="/assets/index-1.js"></script>' +
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/public-site/builds/b1/remoteEntry.js">' +
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/public-site/builds/b1/assets/app-1.js">',
      );
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script|modulepreload/);
      expect(html).toContain(`</template><script>${HYDRATION_START_SCRIPT}</script></body>`);
      expect(html.match(/<script>/g)).toHaveLength(1);
      expect(html).toContain(`<style data-href="/assets/index-1.css" data-css-key="index-1.css">${SHELL_CSS}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).not.toContain('assets/x.js');
      // The seo module's head for the page.
      expect(html).not.toContain('<title>Portal</title>');
      const own = lang === 'en' ? 'http://portal.test/jobs' : 'http://portal.test/ne/jobs';
      expect(html).toContain(`<link rel="canonical" href="${own}">`);
      expect(html).toContain('<link rel="alternate" hreflang="en" href="http://portal.test/jobs">');
      expect(html).toContain('<link rel="alternate" hreflang="ne" href="http://portal.test/ne/jobs">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://portal.test/jobs">');
    }
  });

  it('links the shared stylesheet for a browser that holds it, inlines it for one that does not', async () => {
    // A cookie that is not a valid %-escape is a browser without the stylesheet, not an error.
    for (const cookie of ['', 'portal_css=old-1.css', 'portal_css=%E0%A4', 'portal_css=index-1.css']) {
      const res = await get('/about', cookie ? { cookie } : {});
      expect(res.statusCode, cookie).toBe(200);
      const html = res.body;
      const head = html.slice(0, html.indexOf('</head>'));
      if (cookie.endsWith('index-1.css')) {
        expect(head, cookie).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
        expect(html, cookie).not.toContain('<style');
      } else {
        expect(head, cookie).toContain(
          `<style data-href="/assets/index-1.css" data-css-key="index-1.css">${SHELL_CSS}`,
        );
        expect(html, cookie).not.toContain('rel="stylesheet"');
      }
    }
  });

  it('sends a reader whose language is Nepali from the bare address on to /ne/: the English home page only', async () => {
    const home = await get('/');
    expect(home.body).toContain(`<head><meta charset="utf-8"><script>${LANGUAGE_RETURN_SCRIPT}</script>`);
    expect(String(home.headers['content-security-policy'])).toContain(LANGUAGE_RETURN_CSP_SOURCE);
    for (const url of ['/ne/', '/jobs', '/about', '/ne/about']) {
      expect((await get(url)).body, url).not.toContain(LANGUAGE_RETURN_SCRIPT);
    }
  });

  it('gives a job page its JobPosting head and a missing job or unknown page a real 404', async () => {
    const job = await createJob(ctx, { employerId: (await createAccount(ctx, 'employer')).id, title: 'Deckhand' });
    const page = await get(`/jobs/${job.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('application/ld+json');
    expect(page.body).toContain(`<main>Welcome /jobs/${job.id}`);
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<main>Welcome /no/such/page');
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    const missing = await get(`/jobs/${randomUUID()}`);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps JSON 404s for the API, missing files and other methods; signed-in areas get the client shell', async () => {
    // A build's server code is not served; its browser files are.
    const notServed = [
      '/ssr/entry.ssr.mjs',
      '/ssr/shared-api.ssr.mjs',
      '/remotes/public-site/builds/b1/ssr/entry.ssr.mjs',
    ];
    expect((await get('/remotes/public-site/builds/b1/remoteEntry.js')).statusCode).toBe(200);
    for (const url of [
      '/api/nope',
      '/api',
      '/assets/missing-1.js',
      '/remotes/public-site/nope.js',
      '/favicon.ico',
      ...notServed,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message: 'Not found.' });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
    const area = await get('/employer/dashboard');
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('<div id="root"></div>');
    expect(area.body).toContain('<title>Portal</title>');
  });

  it('renders with a redeployed build at once, no restart', async () => {
    deployPublicSite('b2');
    const b2 = (await get('/about')).body;
    expect(b2.slice(b2.indexOf('<body'))).toContain('build:b2</main>');
    deployPublicSite('b3');
    const html = (await get('/about')).body;
    expect(html).toContain('build:b3</main>');
    expect(html).toContain('/remotes/public-site/builds/b3/remoteEntry.js');
  });
});

describe('inlining the shell stylesheet', () => {
  it('keeps the link when the file cannot be read or would close the style element', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-css-'));
    write(path.join(dir, 'a.css'), 'a{color:red}');
    write(path.join(dir, 'b.css'), 'a::after{content:"</style><script>"}');
    const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`;
    const template = `<head>${link('a.css')}${link('b.css')}${link('missing.css')}</head>`;
    expect(inlineStylesheets(template, dir)).toBe(
      `<head><style data-href="/assets/a.css" data-css-key="a.css,b.css,missing.css">a{color:red}</style>${link('b.css')}${link('missing.css')}</head>`,
    );
  });
});

describe('falling back to rendering in the browser', () => {
  const clientShell = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('portal-page-data');
    // The browser paints it with its scripts: they keep their priority, and the CSS its (cacheable) file.
    expect(res.body).toContain('<script type="module" src="/assets/index-1.js">');
    expect(res.body).not.toContain(HYDRATION_TEMPLATE_ID);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(res.body).not.toContain('<style>');
    // The head tags are there all the same.
    expect(res.body).toContain('<link rel="canonical" href="http://portal.test/about">');
  };

  it('when the server build throws while loading or rendering', async () => {
    deployPublicSite('broken-load', (entry) => `throw new Error('broken on purpose');\n${entry}`);
    await clientShell('/about');
    deployPublicSite('broken-render', (entry) =>
      entry.replace('return createElement', 'throw new Error("x"); return createElement'),
    );
    await clientShell('/about');
  });

  it('logs why a page was rendered in the browser', async () => {
    deployPublicSite('broken-logged', (entry) => `throw new Error('broken on purpose');\n${entry}`);
    const lines: string[] = [];
    const app = await buildApp(
      { ...ctx.config, logLevel: 'warn' },
      { db: ctx.db, deliveryWorker: false, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
      const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.url === '/about');
      expect(warning).toMatchObject({ level: 40, reason: 'the server build failed: broken on purpose' });
    } finally {
      await app.close();
    }
  });

  it('when the server build is missing', async () => {
    deployPublicSite('gone');
    rmSync(path.join(buildDir(site.deployDir, 'public-site', 'gone'), 'ssr'), { recursive: true });
    await clientShell('/about');
  });

  it('when rendering takes longer than SSR_TIMEOUT_MS', async () => {
    deployPublicSite('slow', (entry) =>
      entry.replace(
        'export default function App',
        'await new Promise((resolve) => setTimeout(resolve, 3000));\nexport default function App',
      ),
    );
    const started = Date.now();
    await clientShell('/about');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('comes back once a good build is live', async () => {
    deployPublicSite('good');
    expect((await get('/about')).body).toContain('build:good</main>');
  });
});
