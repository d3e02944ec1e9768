import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, createVerifiedUser, expectError, login } from '../../../test/helpers.ts';

const URL = '/api/users/me/display-preferences';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(role: 'job_seeker' | 'employer' = 'job_seeker') {
  const { email } = await createVerifiedUser(ctx, role);
  return bearer(await login(ctx, email, undefined, role));
}

const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

describe('display preferences (calendar order)', () => {
  it('start at BS/AD by language with both calendars, and persist per user', async () => {
    const seeker = await signedIn();
    const employer = await signedIn('employer');
    const initial = await ctx.app.inject({ method: 'GET', url: URL, headers: seeker });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ calendarFirst: 'auto', showSecondCalendar: true });

    const saved = await put(seeker, { calendarFirst: 'bs', showSecondCalendar: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ calendarFirst: 'bs', showSecondCalendar: false });
    const again = await ctx.app.inject({ method: 'GET', url: URL, headers: seeker });
    expect(again.json()).toEqual({ calendarFirst: 'bs', showSecondCalendar: false });

    // Another user is untouched.
    const other = await ctx.app.inject({ method: 'GET', url: URL, headers: employer });
    expect(other.json()).toEqual({ calendarFirst: 'auto', showSecondCalendar: true });
  });

  it('refuses a bad body with a 400 and leaves the stored choice alone', async () => {
    const seeker = await signedIn();
    await put(seeker, { calendarFirst: 'ad', showSecondCalendar: true });
    for (const bad of [
      { calendarFirst: 'julian', showSecondCalendar: true },
      { calendarFirst: 'bs' },
      { calendarFirst: 'bs', showSecondCalendar: 'yes' },
      { calendarFirst: 'bs', showSecondCalendar: true, extra: 1 },
      [],
    ]) {
      const res = await put(seeker, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const stored = await ctx.app.inject({ method: 'GET', url: URL, headers: seeker });
    expect(stored.json()).toEqual({ calendarFirst: 'ad', showSecondCalendar: true });
  });

  it('needs a signed-in user', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: URL }), 401);
    expectError(await put({}, { calendarFirst: 'bs', showSecondCalendar: true }), 401);
  });

  it('keeps one whole choice when saves race (never half of each)', async () => {
    const seeker = await signedIn();
    const choices = [
      { calendarFirst: 'bs', showSecondCalendar: false },
      { calendarFirst: 'ad', showSecondCalendar: true },
    ] as const;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => put(seeker, choices[i % 2])));
    for (const res of results) expect(res.statusCode).toBe(200);
    const final = (await ctx.app.inject({ method: 'GET', url: URL, headers: seeker })).json();
    expect(choices).toContainEqual(final);
  });
});
