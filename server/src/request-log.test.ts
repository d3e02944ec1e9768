import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createAccount } from '../test/jobs.ts';
import { buildApp } from './app.ts';
import { INTERNAL_REQUEST_HEADER, internalRequestHeaders } from './http/internal-request.ts';
import { redactUrl } from './request-log.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('request log', () => {
  it('redacts every …token= query value and keeps the rest of the URL', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/verify-email?lang=ne&token=abc&x=1')).toBe('/verify-email?lang=ne&token=[redacted]&x=1');
    expect(redactUrl('/a?access_token=s1&Token=s2#top')).toBe('/a?access_token=[redacted]&Token=[redacted]#top');
    expect(redactUrl('/api/jobs?q=tokenizer&page=2')).toBe('/api/jobs?q=tokenizer&page=2');
  });

  it('writes page and API URLs that carry a token with the token redacted', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...ctx.config, logLevel: 'info' },
      { db: ctx.db, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const secrets = ['pageSecret111', 'pageSecret222', 'apiSecret333', 'unknownSecret444'];
      await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[0]}` });
      await app.inject({ method: 'GET', url: `/verify-email?lang=ne&token=${secrets[1]}` });
      const api = await app.inject({
        method: 'POST',
        url: `/api/auth/verify-email?token=${secrets[2]}`,
        payload: { token: 'not-a-real-token' },
      });
      expect(api.statusCode).toBe(400);
      await app.inject({ method: 'GET', url: `/api/no-such-route?reset_token=${secrets[3]}` });

      const log = lines.join('');
      for (const secret of secrets) expect(log).not.toContain(secret);
      const urls = lines.map((line) => JSON.parse(line) as { url?: string }).flatMap((line) => line.url ?? []);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/reset-password?token=[redacted]',
          '/verify-email?lang=ne&token=[redacted]',
          '/api/auth/verify-email?token=[redacted]',
          '/api/no-such-route?reset_token=[redacted]',
        ]),
      );
    } finally {
      await app.close();
    }
  });

  it('writes one JSON line per request with its route, client address and user; none for the server’s own calls', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...ctx.config, logLevel: 'info', trustProxy: ['127.0.0.1'] },
      { db: ctx.db, deliveryWorker: false, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const seeker = await createAccount(ctx, 'job_seeker');
      await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${seeker.token}`, 'x-forwarded-for': '203.0.113.7' },
      });
      await app.inject({ method: 'GET', url: '/api/lookups-internal-call', headers: internalRequestHeaders() });
      await app.inject({
        method: 'GET',
        url: '/api/lookups-forged-call',
        headers: { [INTERNAL_REQUEST_HEADER]: 'guess' },
      });
      const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = parsed.filter((line) => line.msg === 'request');
      expect(requests.find((line) => line.url === '/api/users/me')).toMatchObject({
        method: 'GET',
        route: '/api/users/me',
        statusCode: 200,
        ip: '203.0.113.7',
        userId: seeker.id,
        level: 30,
      });
      expect(requests.some((line) => String(line.url).includes('internal-call'))).toBe(false);
      expect(requests.find((line) => String(line.url).includes('forged-call'))).toMatchObject({
        route: null,
        statusCode: 404,
      });
      expect(parsed.every((line) => typeof line.time === 'string' && typeof line.msg === 'string')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
