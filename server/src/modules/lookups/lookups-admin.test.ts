import { count, eq, sql } from 'drizzle-orm';
import { adminMessages, lookupInUseMessage, lookupItemSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { auditLog, jobTypes, locations, salaryRanges, seekerProfiles, skills, users } from '../../db/schema.ts';

let ctx: TestContext;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createAccount(ctx, 'admin');
  adminToken = admin.token;
  adminId = admin.id;
});
afterAll(async () => {
  await ctx.close();
});

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, payload, headers: bearer(adminToken) });

const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('admin writes of lookup lists', () => {
  it('adds and renames a location, each change audited', async () => {
    const created = await write('POST', '/locations', { name_en: ' Dhading ', name_ne: 'धादिङ', order: '' });
    expect(created.statusCode, created.body).toBe(201);
    const item = lookupItemSchema.parse(created.json());
    expect(item).toMatchObject({ name_en: 'Dhading', name_ne: 'धादिङ', order: null });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/locations' })).json() as { id: string }[];
    expect(listed.map((l) => l.id)).toContain(item.id);

    const renamed = await write('PUT', `/locations/${item.id}`, {
      name_en: 'Dhading Besi',
      name_ne: 'धादिङ बेसी',
      order: 20,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: item.id, name_en: 'Dhading Besi', order: 20 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id))
      .orderBy(auditLog.createdAt);
    expect(entry).toMatchObject({ actorId: adminId, action: 'create', entity: 'locations' });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(entries.find((e) => e.action === 'update')).toMatchObject({
      before: { name_en: 'Dhading' },
      after: { name_en: 'Dhading Besi' },
    });
  });

  it('applies the form rules: names required, key required, whole numbers, min required, max and order optional', async () => {
    expectError(await write('POST', '/categories', { name_en: 'Mining' }), 400, adminMessages.nameRequired);
    expectError(
      await write('POST', '/categories', { name_en: '  ', name_ne: 'खानी' }),
      400,
      adminMessages.nameRequired,
    );
    expectError(
      await write('POST', '/job-types', { name_en: 'Seasonal', name_ne: 'मौसमी' }),
      400,
      adminMessages.keyRequired,
    );
    expectError(
      await write('POST', '/locations', { name_en: 'Gulmi', name_ne: 'गुल्मी', order: 1.5 }),
      400,
      adminMessages.wholeNumber,
    );
    expectError(
      await write('POST', '/salary-ranges', { name_en: 'Any', name_ne: 'जुनसुकै', key: 'any' }),
      400,
      adminMessages.minRequired,
    );
    const salary = await write('POST', '/salary-ranges', {
      name_en: '100,000+',
      name_ne: '१,००,०००+',
      key: '100000-plus',
      min: '100000',
      max: '',
    });
    expect(salary.statusCode, salary.body).toBe(201);
    expect(salary.json()).toMatchObject({ key: '100000-plus', min: 100000, max: null, order: null });
    const skill = await write('POST', '/skills', { name_en: 'Paragliding', name_ne: 'प्याराग्लाइडिङ', order: 3 });
    expect(skill.json()).not.toHaveProperty('order');
  });

  it('refuses a key that is already used with 409', async () => {
    const before = await auditCount();
    expectError(
      await write('POST', '/job-types', { name_en: 'Full time again', name_ne: 'पूर्णकालीन', key: 'full-time' }),
      409,
      adminMessages.keyTaken,
    );
    const [partTime] = await ctx.db.select().from(jobTypes).where(eq(jobTypes.key, 'part-time'));
    expectError(
      await write('PUT', `/job-types/${partTime!.id}`, { name_en: 'Part time', name_ne: 'आंशिक', key: 'full-time' }),
      409,
      adminMessages.keyTaken,
    );
    expect(await auditCount()).toBe(before);
  });

  it('renames a salary range', async () => {
    const [band] = await ctx.db.select().from(salaryRanges).where(eq(salaryRanges.key, '10000-20000'));
    const res = await write('PUT', `/salary-ranges/${band!.id}`, {
      name_en: 'NPR 10,000-20,000',
      name_ne: 'रु. १०,०००-२०,०००',
      key: '10000-20000',
      min: 10000,
      max: 20000,
      order: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name_en: 'NPR 10,000-20,000', min: 10000, max: 20000 });
  });

  it('refuses to delete an item in use, says how many use it and changes nothing', async () => {
    const refs = await lookups(ctx);
    const employer = await createAccount(ctx, 'employer');
    const kaski = refs.location('Kaski');
    await createJob(ctx, { employerId: employer.id, locationId: kaski.id });
    await createJob(ctx, { employerId: employer.id, locationId: kaski.id });
    const seeker = await createAccount(ctx, 'job_seeker');
    await ctx.db.update(users).set({ locationId: kaski.id }).where(eq(users.id, seeker.id));
    const before = await auditCount();
    const refused = await write('DELETE', `/locations/${kaski.id}`);
    expectError(refused, 409, lookupInUseMessage(2, 1), 'admin.lookupInUse');
    expect(refused.json().params).toEqual({ jobs: 2, profiles: 1 });
    expect(lookupInUseMessage(2, 1)).toBe('This item is used by 2 jobs and 1 profile and cannot be deleted.');
    expect(await ctx.db.select().from(locations).where(eq(locations.id, kaski.id))).toHaveLength(1);
    expect(await auditCount()).toBe(before);

    // A job type named in a seeker's preferences (by key) is in use too.
    const [remote] = await ctx.db.select().from(jobTypes).where(eq(jobTypes.key, 'remote'));
    await ctx.db
      .update(seekerProfiles)
      .set({ preferences: { expectedSalary: 0, jobTypes: ['remote'], locations: [], industries: [] } })
      .where(eq(seekerProfiles.userId, seeker.id));
    expectError(await write('DELETE', `/job-types/${remote!.id}`), 409, lookupInUseMessage(0, 1));

    // Renaming its key carries the preference along.
    const renamed = await write('PUT', `/job-types/${remote!.id}`, {
      name_en: 'Remote',
      name_ne: 'रिमोट',
      key: 'work-from-home',
      order: 6,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [profile] = await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id));
    expect(profile?.preferences.jobTypes).toEqual(['work-from-home']);

    // A skill is in use while a job or profile lists its name (either language, any case).
    await createJob(ctx, { employerId: employer.id, skills: ['photoshop'] });
    const [photoshop] = await ctx.db.select().from(skills).where(eq(skills.nameEn, 'Photoshop'));
    if (photoshop) expectError(await write('DELETE', `/skills/${photoshop.id}`), 409, lookupInUseMessage(1, 0));
  });

  it('deletes an unused item and audits it; unknown ids are 404', async () => {
    const created = lookupItemSchema.parse(
      (await write('POST', '/industries', { name_en: 'Beekeeping', name_ne: 'मौरीपालन', order: 30 })).json(),
    );
    const res = await write('DELETE', `/industries/${created.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.createdAt);
    expect(entry).toBeTruthy();
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expectError(await write('DELETE', `/industries/${created.id}`), 404, adminMessages.itemNotFound);
    expectError(await write('DELETE', '/industries/nope'), 404, adminMessages.itemNotFound);
  });

  it('keeps the catch-all entry last whatever its case or spacing', async () => {
    const categories = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json() as { id: string; name_en: string }[];
    const other = (await categories()).find((c) => c.name_en === 'Other');
    if (!other) throw new Error('no Other category');
    const zeta = await write('POST', '/categories', { name_en: 'Zeta services', name_ne: 'जेटा सेवा' });
    expect(zeta.statusCode, zeta.body).toBe(201);
    const renamed = await write('PUT', `/categories/${other.id}`, { name_en: 'OTHER', name_ne: 'अन्य' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = await categories();
    expect(listed.at(-1)?.id).toBe(other.id);
    expect(listed.at(-2)?.name_en).toBe('Zeta services');
    expect((await write('PUT', `/categories/${other.id}`, { name_en: 'Other', name_ne: 'अन्य' })).statusCode).toBe(200);
  });

  it('names are unique per language whatever the case, spacing or Unicode form; a rename onto another is refused', async () => {
    const created = await write('POST', '/industries', { name_en: 'Beekeeping', name_ne: 'मौरीपालन', order: 31 });
    expect(created.statusCode, created.body).toBe(201);
    const before = await auditCount();
    const taken = async (payload: object, field: string) => {
      const res = await write('POST', '/industries', payload);
      expectError(res, 409, adminMessages.nameTaken);
      expect(res.json().field).toBe(field);
    };
    await taken({ name_en: 'beekeeping', name_ne: 'मह उत्पादन' }, 'name_en');
    await taken({ name_en: '  BEEKEEPING  ', name_ne: 'मह' }, 'name_en');
    // The same Nepali name, typed decomposed (NFD) rather than composed.
    await taken({ name_en: 'Apiculture', name_ne: 'मौरीपालन'.normalize('NFD') }, 'name_ne');
    expect(await auditCount()).toBe(before);
    // Inner spaces are collapsed before the comparison.
    const spaced = await write('POST', '/industries', { name_en: 'Honey  Bees', name_ne: 'मह  उत्पादन' });
    expect(spaced.json()).toMatchObject({ name_en: 'Honey Bees', name_ne: 'मह उत्पादन' });
    await taken({ name_en: 'honey bees', name_ne: 'मधु' }, 'name_en');
    // The same name in another list, or the English name of one item as the Nepali of another, is fine.
    expect((await write('POST', '/categories', { name_en: 'Beekeeping', name_ne: 'मौरीपालन' })).statusCode).toBe(201);
    const other = lookupItemSchema.parse(
      (await write('POST', '/industries', { name_en: 'Apiculture', name_ne: 'Beekeeping', order: 32 })).json(),
    );
    const rename = await write('PUT', `/industries/${other.id}`, { name_en: 'BEEKEEPING', name_ne: 'मह', order: 32 });
    expectError(rename, 409, adminMessages.nameTaken);
    // Renaming an item to its own name in another case is allowed.
    const recased = await write('PUT', `/industries/${other.id}`, { name_en: 'APICULTURE', name_ne: 'Beekeeping' });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('of concurrent creates of one name, exactly one succeeds (the unique key decides)', async () => {
    const attempts = await Promise.all(
      ['Sericulture', 'sericulture', 'SERICULTURE', 'Sericulture ', ' sericulture'].map((name, i) =>
        write('POST', '/skills', { name_en: name, name_ne: `रेशम खेती ${i}` }),
      ),
    );
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await ctx.db.select().from(skills).where(sql`lower(${skills.nameEn}) = 'sericulture'`);
    expect(rows).toHaveLength(1);
  });

  it('job levels are a list like the others: seeded in both languages, managed by the admin, refused in use', async () => {
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/job-levels' })).json() as {
      id: string;
      key: string;
      name_en: string;
      name_ne: string;
    }[];
    expect(listed.map((item) => item.key)).toEqual(['entry', 'mid', 'senior', 'top']);
    expect(listed.every((item) => /[\u0900-\u097F]/.test(item.name_ne))).toBe(true);
    const created = await write('POST', '/job-levels', { name_en: 'Trainee', name_ne: 'प्रशिक्षार्थी', key: 'trainee' });
    expect(created.statusCode, created.body).toBe(201);
    const senior = listed.find((item) => item.key === 'senior')!;
    const employer = await createAccount(ctx, 'employer');
    await createJob(ctx, { employerId: employer.id, jobLevelId: senior.id });
    expectError(await write('DELETE', `/job-levels/${senior.id}`), 409, lookupInUseMessage(1, 0));
    const trainee = lookupItemSchema.parse(created.json());
    expect((await write('DELETE', `/job-levels/${trainee.id}`)).statusCode).toBe(204);
  });
});
