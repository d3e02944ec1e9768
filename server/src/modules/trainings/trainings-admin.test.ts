import { and, eq } from 'drizzle-orm';
import {
  type EnrolmentRow,
  type PublicTraining,
  type Training,
  trainingMessages,
  type WireUser,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { createTraining, dayFromToday, enrolAs, quickSeeker, trainingInput } from '../../../test/trainings.ts';
import { auditLog, certifications, trainingEnrolments } from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  employer = await createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' });
});
afterAll(async () => {
  await ctx?.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

async function enrolmentIdOf(trainingId: string, seekerId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: trainingEnrolments.id })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.trainingId, trainingId), eq(trainingEnrolments.seekerId, seekerId)));
  if (!row) throw new Error('no enrolment');
  return row.id;
}

describe('only administrators manage trainings and see enrolment lists', () => {
  it('answers every admin route 401 without a session and 403 to a seeker and an employer', async () => {
    const training = await createTraining(ctx, admin.token);
    const seeker = await quickSeeker(ctx, 'Curious Seeker');
    const enrolment = '00000000-0000-4000-8000-000000000000';
    const routes: [Parameters<typeof inject>[0], string, unknown?][] = [
      ['GET', '/api/admin/trainings'],
      ['GET', `/api/admin/trainings/${training.id}`],
      ['POST', '/api/admin/trainings', trainingInput()],
      ['PUT', `/api/admin/trainings/${training.id}`, trainingInput()],
      ['PUT', `/api/admin/trainings/${training.id}/status`, { status: 'closed' }],
      ['GET', `/api/admin/trainings/${training.id}/enrolments`],
      ['GET', `/api/admin/trainings/${training.id}/enrolments.csv`],
      ['PUT', `/api/admin/trainings/${training.id}/enrolments/${enrolment}/attendance`, { attended: true }],
      ['PUT', `/api/admin/trainings/${training.id}/enrolments/${enrolment}/completion`, { completed: true }],
    ];
    for (const [method, url, payload] of routes) {
      expectError(await inject(method, url, undefined, payload), 401);
      expectError(await inject(method, url, seeker.token, payload), 403, undefined, 'auth.forbidden');
      expectError(await inject(method, url, employer.token, payload), 403, undefined, 'auth.forbidden');
    }
    const after = await inject('GET', `/api/admin/trainings/${training.id}`, admin.token);
    expect(after.json()).toMatchObject({ status: 'open', seats: 10 });
  });

  it('writes every change to the audit log, with who made it', async () => {
    const training = await createTraining(ctx, admin.token, { status: 'draft' });
    await inject('PUT', `/api/admin/trainings/${training.id}`, admin.token, trainingInput({ seats: 12 }));
    await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, { status: 'open' });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, training.id));
    expect(entries.map((e) => [e.action, e.entity, e.actorId])).toEqual([
      ['create', 'training', admin.id],
      ['update', 'training', admin.id],
      ['status', 'training', admin.id],
    ]);
  });

  it('pages, searches (either language) and filters the list', async () => {
    const a = await createTraining(ctx, admin.token, { title_en: 'Trekking guide', title_ne: 'पदयात्रा गाइड' });
    await createTraining(ctx, admin.token, { title_en: 'Mushroom farming', title_ne: 'च्याउ खेती', status: 'draft' });
    const byEnglish = await inject('GET', '/api/admin/trainings?q=trek', admin.token);
    expect((byEnglish.json() as { items: Training[] }).items.map((t) => t.id)).toEqual([a.id]);
    const byNepali = await inject('GET', `/api/admin/trainings?q=${encodeURIComponent('पदयात्रा')}`, admin.token);
    expect((byNepali.json() as { items: Training[] }).items.map((t) => t.id)).toEqual([a.id]);
    const drafts = (await inject('GET', '/api/admin/trainings?status=draft&pageSize=50', admin.token)).json() as {
      items: Training[];
      total: number;
    };
    expect(drafts.items.every((t) => t.status === 'draft')).toBe(true);
    expect(drafts.total).toBe(drafts.items.length);
    const first = (await inject('GET', '/api/admin/trainings?pageSize=2', admin.token)).json() as {
      items: Training[];
      next: string;
      total: number;
    };
    const second = (
      await inject('GET', `/api/admin/trainings?pageSize=2&page=2&after=${first.next}`, admin.token)
    ).json() as { items: Training[] };
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
  });

  it('moves a training only along its transitions', async () => {
    const training = await createTraining(ctx, admin.token, { status: 'draft' });
    expectError(
      await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, { status: 'completed' }),
      409,
      trainingMessages.transitionNotAllowed,
      'training.transitionNotAllowed',
    );
    for (const status of ['open', 'closed', 'open', 'cancelled']) {
      const res = await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectError(
      await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, { status: 'open' }),
      409,
      trainingMessages.transitionNotAllowed,
    );
    expectError(
      await inject('PUT', `/api/admin/trainings/${training.id}`, admin.token, trainingInput()),
      409,
      trainingMessages.notEditable,
    );
  });
});

describe('completion gives a verified certification', () => {
  it('shows on the profile, to the employer and the administrator, and the seeker cannot change or remove it', async () => {
    const training = await createTraining(ctx, admin.token, { title_en: 'Hotel assistant', title_ne: 'होटल सहायक' });
    const seeker = await quickSeeker(ctx, 'Gita Gurung');
    expect((await enrolAs(ctx, seeker.token, training.id)).statusCode).toBe(200);
    const enrolmentId = await enrolmentIdOf(training.id, seeker.id);
    const base = `/api/admin/trainings/${training.id}/enrolments/${enrolmentId}`;

    const done = await inject('PUT', `${base}/completion`, admin.token, { completed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', position: null });
    expect((done.json() as EnrolmentRow).attendedAt).not.toBeNull();

    const own = {
      id: '6f1c2a43-9a53-4d4e-8a7e-6c1f2d3b4a5c',
      name: 'First aid',
      issuingOrganization: 'Red Cross',
      issueDate: '2024-05-01',
    };
    const me = async () => (await inject('GET', '/api/users/me', seeker.token)).json() as WireUser;
    const verified = (await me()).certifications?.find((c) => c.verified);
    expect(verified).toMatchObject({
      name: 'Hotel assistant',
      name_ne: 'होटल सहायक',
      verified: true,
      trainingId: training.id,
    });
    if (!verified) throw new Error('no verified certification');

    // The seeker's list replaces only their own certifications: leaving the verified one out, or sending it
    // renamed, changes nothing about it.
    for (const list of [[own], [own, { ...verified, name: 'Hotel manager' }], []]) {
      const res = await inject('PUT', '/api/users/profile', seeker.token, { certifications: list });
      expect(res.statusCode, res.body).toBe(200);
      const certs = (res.json() as WireUser).certifications ?? [];
      expect(certs.filter((c) => c.verified)).toEqual([verified]);
      expect(certs.filter((c) => !c.verified).map((c) => c.id)).toEqual(list.length > 0 ? [own.id] : []);
    }
    const [stored] = await ctx.db
      .select()
      .from(certifications)
      .where(and(eq(certifications.userId, seeker.id), eq(certifications.trainingId, training.id)));
    expect(stored?.name).toBe('Hotel assistant');

    const adminView = (await inject('GET', `/api/admin/seekers/${seeker.id}`, admin.token)).json() as WireUser;
    expect(adminView.certifications?.filter((c) => c.verified)).toEqual([verified]);

    const job = await createJob(ctx, { employerId: employer.id, title: 'Front desk' });
    const applied = await inject('POST', '/api/applications', seeker.token, { jobId: job.id });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicant = await inject('GET', `/api/employer/jobs/${job.id}/applicants/${seeker.id}`, employer.token);
    expect(applicant.statusCode, applicant.body).toBe(200);
    expect((applicant.json() as { certifications: unknown[] }).certifications).toEqual([verified]);

    // Undone before the training is completed: the certification goes; marked again, it comes back once.
    const undo = await inject('PUT', `${base}/completion`, admin.token, { completed: false });
    expect(undo.json()).toMatchObject({ status: 'attended', completedAt: null });
    expect((await me()).certifications?.some((c) => c.verified)).toBe(false);
    await inject('PUT', `${base}/completion`, admin.token, { completed: true });
    await inject('PUT', `${base}/completion`, admin.token, { completed: true });
    expect((await me()).certifications?.filter((c) => c.verified)).toHaveLength(1);

    // Once the training is completed, its enrolments are final.
    await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, { status: 'completed' });
    expectError(
      await inject('PUT', `${base}/completion`, admin.token, { completed: false }),
      409,
      trainingMessages.trainingFinal,
      'training.trainingFinal',
    );
    expect((await me()).certifications?.filter((c) => c.verified)).toHaveLength(1);
  });

  it('refuses attendance and completion for a waiting or withdrawn seeker', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 1 });
    const seated = await quickSeeker(ctx, 'Seated');
    const waiting = await quickSeeker(ctx, 'Waiting');
    await enrolAs(ctx, seated.token, training.id);
    await enrolAs(ctx, waiting.token, training.id);
    const base = `/api/admin/trainings/${training.id}/enrolments/${await enrolmentIdOf(training.id, waiting.id)}`;
    expectError(
      await inject('PUT', `${base}/attendance`, admin.token, { attended: true }),
      409,
      trainingMessages.attendanceNotAllowed,
    );
    expectError(
      await inject('PUT', `${base}/completion`, admin.token, { completed: true }),
      409,
      trainingMessages.completionNotAllowed,
    );
    expect(await ctx.db.select().from(certifications).where(eq(certifications.userId, waiting.id))).toEqual([]);
  });
});

describe('the enrolment list and its CSV', () => {
  it('lists in arrival order with positions and exports a CSV whose formula-like cells stay text', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 1 });
    const names = ['=HYPERLINK("http://evil.example","click")', '+Ram "Bahadur" Thapa', 'सीता शर्मा'];
    const seekers = [];
    for (const name of names) seekers.push(await quickSeeker(ctx, name));
    for (const s of seekers) await enrolAs(ctx, s.token, training.id);

    const page = (await inject('GET', `/api/admin/trainings/${training.id}/enrolments`, admin.token)).json() as {
      items: EnrolmentRow[];
      total: number;
    };
    expect(page.total).toBe(3);
    expect(page.items.map((r) => [r.fullName, r.status, r.position])).toEqual([
      [names[0], 'enrolled', null],
      [names[1], 'waiting', 1],
      [names[2], 'waiting', 2],
    ]);
    const waitingOnly = (
      await inject('GET', `/api/admin/trainings/${training.id}/enrolments?status=waiting&sort=name`, admin.token)
    ).json() as { items: EnrolmentRow[] };
    expect(waitingOnly.items).toHaveLength(2);

    const csv = await inject('GET', `/api/admin/trainings/${training.id}/enrolments.csv`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.startsWith('\uFEFF"Name","Email","Phone","Status"')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",/);
    expect(lines[2]).toMatch(/^"'\+Ram ""Bahadur"" Thapa",.*,"waiting",1,/);
    expect(lines[3]).toMatch(/^"सीता शर्मा",/);
    const [exported] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, training.id), eq(auditLog.action, 'export')));
    expect(exported?.actorId).toBe(admin.id);
  });
});

describe('the public list', () => {
  it('shows open trainings from today in the language asked for, with counts that follow enrolments', async () => {
    const open = await createTraining(ctx, admin.token, {
      title_en: 'Tailoring',
      title_ne: 'सिलाइ',
      seats: 2,
      startDate: dayFromToday(1),
    });
    const draft = await createTraining(ctx, admin.token, { status: 'draft' });
    const list = async (lang: string) =>
      ((await inject('GET', `/api/trainings?lang=${lang}`)).json() as PublicTraining[]).filter(
        (t) => t.id === open.id || t.id === draft.id,
      );
    expect(await list('ne')).toEqual([expect.objectContaining({ id: open.id, title: 'सिलाइ', seatsLeft: 2 })]);
    expect((await list('en'))[0]?.title).toBe('Tailoring');

    const seeker = await quickSeeker(ctx, 'Public');
    await enrolAs(ctx, seeker.token, open.id);
    await ctx.app.publicCache.fence();
    expect(await list('en')).toEqual([expect.objectContaining({ enrolled: 1, seatsLeft: 1 })]);

    await inject('PUT', `/api/admin/trainings/${open.id}/status`, admin.token, { status: 'closed' });
    await ctx.app.publicCache.fence();
    expect(await list('en')).toEqual([]);
    const page = await inject('GET', `/api/trainings/${open.id}?lang=ne`);
    expect(page.json()).toMatchObject({ title: 'सिलाइ', status: 'closed' });
    expectError(await inject('GET', `/api/trainings/${draft.id}`), 404, trainingMessages.notFound);
  });
});

describe('bad input', () => {
  it('answers every malformed body or query with a 4xx { message, code } and writes nothing', async () => {
    const training = await createTraining(ctx, admin.token);
    const before = (await inject('GET', `/api/admin/trainings/${training.id}`, admin.token)).json() as Training;
    const bodies: [unknown, string?][] = [
      [{}, undefined],
      ['a string', undefined],
      [[trainingInput()], undefined],
      [{ ...trainingInput(), title_ne: '   ' }, trainingMessages.titleRequired],
      [{ ...trainingInput(), seats: 0 }, trainingMessages.seatsInvalid],
      [{ ...trainingInput(), seats: 501 }, trainingMessages.seatsInvalid],
      [{ ...trainingInput(), seats: 2.5 }, trainingMessages.seatsInvalid],
      [{ ...trainingInput(), seats: '10' }, trainingMessages.seatsInvalid],
      [{ ...trainingInput(), category: 'cooking' }, trainingMessages.categoryInvalid],
      [{ ...trainingInput(), startDate: '2027-02-30' }, trainingMessages.startDateInvalid],
      [{ ...trainingInput(), startDate: 20270210 }, trainingMessages.startDateInvalid],
      [{ ...trainingInput(), startDate: dayFromToday(-1) }, trainingMessages.startDateOutOfRange],
      [{ ...trainingInput(), startDate: dayFromToday(800) }, trainingMessages.startDateOutOfRange],
      [{ ...trainingInput(), contact: 'x'.repeat(201) }, undefined],
      [{ ...trainingInput(), description_en: null }, trainingMessages.descriptionRequired],
    ];
    for (const [body, message] of bodies) {
      for (const [method, url] of [
        ['POST', '/api/admin/trainings'],
        ['PUT', `/api/admin/trainings/${training.id}`],
      ] as const) {
        const res = await inject(method, url, admin.token, body);
        // A bare string goes as text/plain: 415; any other shape is a 400.
        const status = typeof body === 'string' ? 415 : 400;
        expect(res.statusCode, `${method} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
        expectError(res, status, message);
      }
    }
    const statuses: unknown[] = [{}, { status: 'finished' }, { status: 3 }, [{ status: 'open' }]];
    for (const body of statuses) {
      expectError(await inject('PUT', `/api/admin/trainings/${training.id}/status`, admin.token, body), 400);
    }
    for (const query of ['status=gone', 'sort=seats', 'pageSize=500', 'page=0', 'after=%7B', `q=${'x'.repeat(101)}`]) {
      expectError(await inject('GET', `/api/admin/trainings?${query}`, admin.token), 400);
    }
    expectError(await inject('GET', '/api/trainings?lang=fr'), 400);
    const enrolments = `/api/admin/trainings/${training.id}/enrolments`;
    expectError(await inject('GET', `${enrolments}?status=maybe`, admin.token), 400);
    expectError(await inject('PUT', `${enrolments}/nope/attendance`, admin.token, { attended: 'yes' }), 400);
    expectError(
      await inject('PUT', `${enrolments}/00000000-0000-4000-8000-000000000000/completion`, admin.token, {
        completed: true,
      }),
      404,
      trainingMessages.enrolmentNotFound,
    );
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expectError(await inject('GET', `/api/admin/trainings/${id}`, admin.token), 404, trainingMessages.notFound);
      expectError(await inject('GET', `/api/admin/trainings/${id}/enrolments`, admin.token), 404);
      expectError(await inject('GET', `/api/admin/trainings/${id}/enrolments.csv`, admin.token), 404);
      expectError(await inject('PUT', `/api/admin/trainings/${id}`, admin.token, trainingInput()), 404);
      expectError(await inject('GET', `/api/trainings/${id}`), 404);
    }
    const after = (await inject('GET', `/api/admin/trainings/${training.id}`, admin.token)).json() as Training;
    expect(after).toEqual(before);
  });
});
