import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { bearer, expectError } from '../test/helpers.ts';
import { createAccount, createJob } from '../test/jobs.ts';
import { multipart } from '../test/sample-files.ts';
import { jobs, seekerProfiles } from './db/schema.ts';
import { textFlaw } from './text-guard.ts';

let ctx: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [seeker, employer] = await Promise.all([createAccount(ctx, 'job_seeker'), createAccount(ctx, 'employer')]);
});
afterAll(async () => {
  await ctx?.close();
});

const CONTROL = 'validation.control_character';
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const putProfile = (payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    payload: payload as object,
    headers: bearer(seeker.token),
  });
const fullName = async () =>
  (await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id)))[0]?.fullName;

describe('textFlaw', () => {
  it('flags C0 (but tab, LF, CR), DEL, C1 and lone surrogates; passes other text', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(textFlaw(`a${c}b`), JSON.stringify(c)).toBe('control');
    }
    expect(textFlaw('a\ud800b')).toBe('surrogate');
    expect(textFlaw('a\udc00')).toBe('surrogate');
    expect(textFlaw('\ud800')).toBe('surrogate');
    for (const ok of ['', 'line\nline\r\n\ttab', 'नेपाली', 'emoji 😀 ok', '\u00a0non-breaking', '\u202e']) {
      expect(textFlaw(ok), JSON.stringify(ok)).toBeNull();
    }
  });
});

describe('control characters are refused once, for every route', () => {
  it('in the query string of an anonymous search', async () => {
    expectError(await get('/api/jobs?q=a%00b'), 400, 'q contains a control character, which is not allowed.', CONTROL);
    expectError(await get('/api/jobs?skills=a%00b'), 400, undefined, CONTROL);
    expectError(await get('/api/jobs?q=%C2%85'), 400, undefined, CONTROL);
    expectError(await get('/api/jobs?a%00=1'), 400, undefined, CONTROL);
    expect((await get('/api/jobs?q=a%09b')).statusCode).toBe(200);
  });

  it('in query strings that are not UTF-8: never a 500', async () => {
    for (const q of ['%FF', '%ED%A0%80', '%C0%AF', '%E0%A4', '%', '%%', '%zz']) {
      const res = await get(`/api/jobs?q=${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('in path parameters', async () => {
    expectError(await get('/api/jobs/%00'), 400, undefined, CONTROL);
    expectError(await get('/api/jobs/a%00b'), 400, undefined, CONTROL);
  });

  it('in a JSON body, however deep, and in keys; nothing is stored', async () => {
    const before = await fullName();
    expectError(await putProfile({ fullName: 'Sita\u0000Sharma' }), 400, undefined, CONTROL);
    expectError(await putProfile({ fullName: 'Sita\u009bSharma' }), 400, undefined, CONTROL);
    expectError(await putProfile({ contact: { phone: '98\u0000', address: '' } }), 400, undefined, CONTROL);
    expectError(await putProfile({ skills: ['ok', 'Java\u0000Script'] }), 400, undefined, CONTROL);
    expectError(
      await putProfile({ 'full\u0000Name': 'x' }),
      400,
      'A field contains a control character, which is not allowed.',
    );
    const experience = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/experience',
      payload: { title: 'Dev\u0007', company: 'Co', startDate: '2020-01-01' },
      headers: bearer(seeker.token),
    });
    expectError(experience, 400, 'title contains a control character, which is not allowed.', CONTROL);
    expect(await fullName()).toBe(before);
  });

  it('refuses lone surrogates in a JSON body (they cannot be stored as UTF-8)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: '{"fullName":"Sita \\ud800"}',
      headers: { ...bearer(seeker.token), 'content-type': 'application/json' },
    });
    expectError(res, 400, 'fullName contains broken text (invalid Unicode).', 'validation.invalid_text');
  });

  it('keeps tabs and line breaks, which people type', async () => {
    const res = await putProfile({ fullName: 'Sita Sharma', summary: 'Line one\r\nLine two\tand a tab' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('survives a deeply nested body', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: deep,
      headers: { ...bearer(seeker.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('in multipart text fields and field names of the job form', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Original title' });
    const send = (fields: Record<string, string>) => {
      const body = multipart(fields);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(employer.token) },
      });
    };
    expectError(
      await send({ title: 'New\u0000title' }),
      400,
      'title contains a control character, which is not allowed.',
    );
    expectError(await send({ title: 'New title', description: 'x\u001by' }), 400, undefined, CONTROL);
    expectError(await send({ title: 'New title', 'evil\u0000': 'x' }), 400, undefined, CONTROL);
    const [stored] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored?.title).toBe('Original title');
  });
});
