import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seekerMessages, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, lookups } from '../../../test/jobs.ts';
import { certifications, seekerProfiles, users } from '../../db/schema.ts';

let ctx: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [seeker, other, employer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const put = (payload: unknown, token: string | null = seeker.token) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

const profileRow = async (userId = seeker.id) =>
  (await ctx.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, userId)))[0];

describe('PUT /api/users/profile (job seeker)', () => {
  it('saves every section and returns the wire user', async () => {
    const L = await lookups(ctx);
    const kaski = L.location('Kaski');
    const certId = randomUUID();
    const res = await put({
      fullName: '  Sita Gurung ',
      headline: 'Hotel receptionist',
      summary: 'Five years at the front desk.',
      contact: { phone: '+977 9800000000', address: 'Lakeside, Pokhara' },
      locationId: kaski.id,
      customLocation: 'ignored for a named district',
      linkedinUrl: 'https://www.linkedin.com/in/sita',
      skills: [' English ', 'english', 'Customer service', '', 'नेपाली'],
      certifications: [{ id: certId, name: 'First aid', issuingOrganization: 'Red Cross', issueDate: '2024-05-01' }],
      preferences: {
        expectedSalary: 25000,
        jobTypes: ['full-time', 'full-time'],
        locations: [kaski.id],
        industries: [L.industry('Tourism & Travel').id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = wireUserSchema.parse(res.json());
    expect(user).toMatchObject({
      fullName: 'Sita Gurung',
      headline: 'Hotel receptionist',
      contact: { phone: '+977 9800000000', address: 'Lakeside, Pokhara' },
      locationId: kaski.id,
      customLocation: null,
      locationInfo: { name_en: 'Kaski', customLocation: null },
      linkedinUrl: 'https://www.linkedin.com/in/sita',
      skills: ['English', 'Customer service', 'नेपाली'],
      certifications: [{ id: certId, name: 'First aid', issuingOrganization: 'Red Cross', issueDate: '2024-05-01' }],
      preferences: { expectedSalary: 25000, jobTypes: ['full-time'], locations: [kaski.id] },
    });
    // GET /users/me answers the same.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(seeker.token) });
    expect(me.json()).toEqual(res.json());
  });

  it('leaves sections that are not sent as they are, and replaces the certification list as a whole', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await put({
      certifications: [
        { id: first, name: 'A' },
        { id: second, name: 'B' },
      ],
    });
    const res = await put({ certifications: [{ id: second, name: 'B renamed', issueDate: '' }] });
    expect(res.statusCode, res.body).toBe(200);
    const user = wireUserSchema.parse(res.json());
    expect(user.certifications).toEqual([{ id: second, name: 'B renamed', issuingOrganization: '', issueDate: null }]);
    expect(user.fullName).toBe('Sita Gurung');
    expect(user.skills).toEqual(['English', 'Customer service', 'नेपाली']);
  });

  it('requires custom text for the location named Other, and keeps it only then', async () => {
    const L = await lookups(ctx);
    const otherPlace = L.location('Other');
    expectError(await put({ locationId: otherPlace.id }), 400, seekerMessages.customLocationRequired);
    expectError(
      await put({ locationId: otherPlace.id, customLocation: '   ' }),
      400,
      seekerMessages.customLocationRequired,
    );
    const ok = await put({ locationId: otherPlace.id, customLocation: ' Rupa Lake ' });
    expect(ok.json()).toMatchObject({ customLocation: 'Rupa Lake', locationInfo: { name_en: 'Other' } });
    const cleared = await put({ locationId: L.location('Tanahun').id, customLocation: 'Rupa Lake' });
    expect(cleared.json()).toMatchObject({ customLocation: null, locationInfo: { name_en: 'Tanahun' } });
    const none = await put({ locationId: null });
    expect(none.json()).toMatchObject({ locationId: null, customLocation: null, locationInfo: null });
    expectError(await put({ locationId: randomUUID() }), 400, seekerMessages.locationUnknown);
  });

  it('refuses each invalid value with its message and writes nothing', async () => {
    const before = await profileRow();
    const beforeUser = (await ctx.db.select().from(users).where(eq(users.id, seeker.id)))[0];
    const cases: [unknown, string][] = [
      [{ fullName: '' }, seekerMessages.fullNameRequired],
      [{ fullName: '   ', headline: 'changed' }, seekerMessages.fullNameRequired],
      [{ fullName: 'x'.repeat(121) }, 'Too big: expected string to have <=120 characters'],
      [{ summary: 'x'.repeat(5001) }, 'Too big: expected string to have <=5000 characters'],
      [{ linkedinUrl: 'javascript:alert(1)' }, seekerMessages.linkedinUrlInvalid],
      [{ linkedinUrl: 'not a url' }, seekerMessages.linkedinUrlInvalid],
      [{ linkedinUrl: 'ftp://example.com/x' }, seekerMessages.linkedinUrlInvalid],
      [
        { headline: 'new', preferences: { expectedSalary: -1, jobTypes: [], locations: [], industries: [] } },
        seekerMessages.expectedSalaryInvalid,
      ],
      [
        { preferences: { expectedSalary: '25000', jobTypes: [], locations: [], industries: [] } },
        seekerMessages.expectedSalaryInvalid,
      ],
      [
        { preferences: { expectedSalary: 1, jobTypes: ['no-such-type'], locations: [], industries: [] } },
        seekerMessages.preferenceUnknown,
      ],
      [
        { preferences: { expectedSalary: 1, jobTypes: [], locations: [randomUUID()], industries: [] } },
        seekerMessages.preferenceUnknown,
      ],
      [
        { preferences: { expectedSalary: 1, jobTypes: [], locations: ['kaski'], industries: [] } },
        seekerMessages.preferenceUnknown,
      ],
      [
        { headline: 'new', certifications: [{ id: randomUUID(), name: ' ' }] },
        seekerMessages.certificationNameRequired,
      ],
      [{ certifications: [{ id: 'not-a-uuid', name: 'A' }] }, seekerMessages.certificationIdInvalid],
      [{ certifications: [{ id: randomUUID(), name: 'A', issueDate: '2024-02-30' }] }, seekerMessages.dateInvalid],
      [{ skills: ['x'.repeat(81)] }, 'Too big: expected string to have <=80 characters'],
      [{ skills: Array.from({ length: 101 }, (_, i) => `s${i}`) }, seekerMessages.tooManyItems],
      [{ headline: 'new', contact: { phone: '1' } }, 'address is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      const got = expectError(res, 400);
      expect(got, JSON.stringify(payload)).toBe(message);
    }
    expectError(await put([1, 2]), 400, 'The request body must be a JSON object.');
    expect(await profileRow()).toEqual(before);
    expect((await ctx.db.select().from(users).where(eq(users.id, seeker.id)))[0]).toEqual(beforeUser);
  });

  it('refuses a certification id another seeker already uses, rolling back the whole update', async () => {
    const theirs = randomUUID();
    expect((await put({ certifications: [{ id: theirs, name: 'Theirs' }] }, other.token)).statusCode).toBe(200);
    const mine = await ctx.db.select().from(certifications).where(eq(certifications.userId, seeker.id));
    expectError(
      await put({ headline: 'should not stick', certifications: [{ id: theirs, name: 'Mine' }] }),
      409,
      seekerMessages.certificationIdTaken,
    );
    expect(await ctx.db.select().from(certifications).where(eq(certifications.userId, seeker.id))).toEqual(mine);
    expect((await profileRow())?.headline).not.toBe('should not stick');
    const [theirRow] = await ctx.db.select().from(certifications).where(eq(certifications.id, theirs));
    expect(theirRow).toMatchObject({ userId: other.id, name: 'Theirs' });
    const dup = randomUUID();
    expectError(
      await put({
        certifications: [
          { id: dup, name: 'A' },
          { id: dup, name: 'B' },
        ],
      }),
      400,
      seekerMessages.certificationIdInvalid,
    );
  });

  it('stores a phone typed in Devanagari digits with 0-9, and a LinkedIn address without https:// with it', async () => {
    const res = await put({
      contact: { phone: ' ९८४६०  १२३४५ ', address: 'Pokhara' },
      linkedinUrl: 'linkedin.com/in/sita-sharma',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contact: { phone: '98460 12345' },
      linkedinUrl: 'https://linkedin.com/in/sita-sharma',
    });
    expect(await profileRow()).toMatchObject({ phone: '98460 12345' });
    const www = await put({ linkedinUrl: 'www.linkedin.com/in/sita' });
    expect(www.json()).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/sita' });
    expectError(await put({ linkedinUrl: 'javascript:alert(1)' }), 400, seekerMessages.linkedinUrlInvalid);
  });

  it('accepts 0 and an empty LinkedIn URL', async () => {
    const res = await put({
      linkedinUrl: '',
      preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ linkedinUrl: '', preferences: { expectedSalary: 0 } });
  });

  it('is refused to anonymous callers and admins', async () => {
    expectError(await put({ fullName: 'X' }, null), 401);
    expectError(await put({ fullName: 'X' }, admin.token), 403);
  });

  it('dispatches employers to the employer profile, which never takes seeker fields', async () => {
    const res = await put({ companyName: 'Fewa Boats', fullName: 'Not a seeker' }, employer.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.companyName).toBe('Fewa Boats');
    expect(body.fullName).toBeUndefined();
    expect(await profileRow(employer.id)).toBeUndefined();
  });
});
