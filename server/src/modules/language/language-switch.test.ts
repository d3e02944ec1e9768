import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { languageSwitchTarget } from './language-switch.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const COOKIES = (language: string) => [
  `portal_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`,
  `portal_lang_switch=${language}; Path=/; Max-Age=300; SameSite=Lax`,
];

describe('?lang= on a page (the language toggle without scripts)', () => {
  it('sets the language cookie and redirects 303 to the same page without the parameter', async () => {
    for (const [url, location, language] of [
      ['/?lang=ne', '/', 'ne'],
      ['/jobs?district=3&lang=ne&page=2', '/jobs?district=3&page=2', 'ne'],
      ['/jobs/abc?lang=en', '/jobs/abc', 'en'],
      ['/signup?lang=ne&lang=en', '/signup', 'ne'],
      ['/jobs?q=caf%C3%A9+d%26d&lang=en', '/jobs?q=caf%C3%A9+d%26d', 'en'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['set-cookie'], url).toEqual(COOKIES(language));
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/jobs?lang=ne' });
    expect([head.statusCode, head.headers.location]).toEqual([303, '/jobs']);
  });

  it('keeps the query values as sent (the filters the page carries)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/jobs?q=Pokhara%20hotel&lang=ne&skills=1&skills=2' });
    const target = new URL(String(response.headers.location), 'http://portal.test');
    expect(target.pathname).toBe('/jobs');
    expect(target.searchParams.get('q')).toBe('Pokhara hotel');
    expect(target.searchParams.getAll('skills')).toEqual(['1', '2']);
    expect(target.searchParams.has('lang')).toBe(false);
  });

  it('never redirects to another origin', async () => {
    for (const url of ['//evil.example/?lang=ne', '///evil.example/x?lang=ne', '/\\evil.example/?lang=ne']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      if (response.statusCode === 303) {
        const location = String(response.headers.location);
        expect(location, url).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'http://portal.test').origin, url).toBe('http://portal.test');
      }
    }
    for (const url of ['//evil.example/?lang=ne', '/\\evil.example?lang=en', '/?lang=ne']) {
      const target = languageSwitchTarget(url);
      expect(target && new URL(target.location, 'http://portal.test').origin, url).toBe('http://portal.test');
    }
  });

  it('leaves any other value, the API, files and other methods alone', async () => {
    for (const url of ['/jobs?lang=fr', '/jobs?lang=', '/jobs?lang=NE', '/jobs?language=ne', '/jobs?slang=ne']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(303);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const share = await ctx.app.inject({ method: 'GET', url: '/api/share-image.png?lang=ne' });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/png');
    expect(share.headers['set-cookie']).toBeUndefined();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route?lang=ne' });
    expect([api.statusCode, api.json().message]).toEqual([404, 'Not found.']);
    const file = await ctx.app.inject({ method: 'GET', url: '/missing.js?lang=ne' });
    expect(file.statusCode).toBe(404);
    const post = await ctx.app.inject({ method: 'POST', url: '/jobs?lang=ne' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['set-cookie']).toBeUndefined();
  });
});
