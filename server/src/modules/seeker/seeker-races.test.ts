import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SEEKER_LIMITS, seekerMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/jobs.ts';
import { certifications, educations, experiences } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const sections = [
  {
    name: 'experience',
    url: '/api/users/experience',
    limit: SEEKER_LIMITS.experienceItems,
    body: (i: number) => ({ title: `Job ${i}`, company: 'Co', startDate: '2020-01-01' }),
    count: async (userId: string) =>
      (await ctx.db.select().from(experiences).where(eq(experiences.userId, userId))).length,
  },
  {
    name: 'education',
    url: '/api/users/education',
    limit: SEEKER_LIMITS.educationItems,
    body: (i: number) => ({ school: `School ${i}`, startDate: '2010-01-01' }),
    count: async (userId: string) =>
      (await ctx.db.select().from(educations).where(eq(educations.userId, userId))).length,
  },
] as const;

describe('count limits hold under parallel adds', () => {
  for (const section of sections) {
    it(`60 parallel ${section.name} adds store exactly ${section.limit}; the rest answer 409 tooManyItems`, async () => {
      const seeker = await createAccount(ctx, 'job_seeker');
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          ctx.app.inject({ method: 'POST', url: section.url, payload: section.body(i), headers: bearer(seeker.token) }),
        ),
      );
      const ok = results.filter((res) => res.statusCode < 300);
      const refused = results.filter((res) => res.statusCode >= 300);
      expect(ok).toHaveLength(section.limit);
      for (const res of refused) expectError(res, 409, seekerMessages.tooManyItems, 'seeker.tooManyItems');
      expect(await section.count(seeker.id)).toBe(section.limit);
    });
  }
});

describe('certification ids under concurrent profile saves', () => {
  const save = (token: string, ids: string[]) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { certifications: ids.map((id, i) => ({ id, name: `Cert ${i}` })) },
      headers: bearer(token),
    });

  it('10 saves of one list by its owner at once all succeed and leave the list once', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const ids = [randomUUID(), randomUUID()];
    const results = await Promise.all(Array.from({ length: 10 }, () => save(seeker.token, ids)));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const stored = await ctx.db.select().from(certifications).where(eq(certifications.userId, seeker.id));
    expect(stored.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('two seekers claiming one id at once: one 200, one 409 certificationIdTaken, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([createAccount(ctx, 'job_seeker'), createAccount(ctx, 'job_seeker')]);
      const id = randomUUID();
      const results = await Promise.all([save(a.token, [id]), save(b.token, [id])]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const refused = results.find((res) => res.statusCode === 409);
      if (refused) expectError(refused, 409, seekerMessages.certificationIdTaken, 'seeker.certificationIdTaken');
    }
  });
});
