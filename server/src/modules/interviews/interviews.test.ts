import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { addCalendarDays, type Interview, interviewMessages, kathmanduToday } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import { applications, interviews, notifications } from '../../db/schema.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, otherEmployer, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' }),
    createAccount(ctx, 'employer', { companyName: 'Other Company' }),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

/** A job of the owner with one application by a new seeker, shortlisted unless told otherwise. */
async function application(options: { language?: 'en' | 'ne'; status?: 'pending' | 'shortlisted' } = {}) {
  const job = await createJob(ctx, { employerId: owner.id, title: 'Front desk' });
  const seeker = await quickSeeker(ctx, 'Sita Gurung', options.language);
  const [row] = await ctx.db
    .insert(applications)
    .values({ jobId: job.id, seekerId: seeker.id, status: options.status ?? 'shortlisted' })
    .returning();
  if (!row) throw new Error('no application');
  return { id: row.id, jobId: job.id, seeker };
}

const tomorrow = () => addCalendarDays(kathmanduToday(), 1);
const plan = (overrides: Record<string, unknown> = {}) => ({
  date: tomorrow(),
  time: '10:30',
  durationMinutes: 45,
  mode: 'in_person',
  location: 'Lakeside Hotel, Pokhara',
  note: 'Bring your certificates.',
  ...overrides,
});

async function schedule(id: string, token = owner.token, overrides: Record<string, unknown> = {}) {
  const res = await send('PUT', `/applications/${id}/interview`, token, plan(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Interview;
}

/** The calendar invitation of the next mail to `email` (after `after` earlier ones), parsed by ical.js. */
async function invitation(email: string, after = 0) {
  const mail = await ctx.mailbox.waitFor(email, { after });
  expect(mail.calendars, mail.subject).toHaveLength(1);
  const [part] = mail.calendars;
  const calendar = new ICAL.Component(ICAL.parse(part?.content ?? ''));
  // The invitation's own VTIMEZONE is what a calendar reads its TZID by.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  const event = new ICAL.Event(vevent ?? undefined);
  const tzid = vevent?.getFirstProperty('dtstart')?.getParameter('tzid');
  return { mail, part, calendar, event, tzid };
}

describe('scheduling an interview', () => {
  it('invites a shortlisted applicant: the instant in Nepal time, a notification, an email with an .ics', async () => {
    const { id, seeker } = await application();
    const made = await schedule(id);
    // 10:30 in Kathmandu (UTC+05:45) is 04:45 UTC.
    expect(made).toMatchObject({
      applicationId: id,
      startsAt: `${tomorrow()}T04:45:00.000Z`,
      durationMinutes: 45,
      mode: 'in_person',
      location: 'Lakeside Hotel, Pokhara',
      sequence: 0,
      cancelled: false,
      answer: null,
      outcome: null,
      stage: 'interview_scheduled',
    });
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeker.id), eq(notifications.kind, 'interview')));
    expect(note?.params).toMatchObject({ status: 'scheduled', jobTitle: 'Front desk', companyName: 'Lakeside Hotel' });
    const { mail, part, calendar, event, tzid } = await invitation(seeker.email);
    expect(mail.subject).toContain('Interview invitation: Front desk');
    expect(mail.text).toContain('10:30 (Nepal time)');
    expect(part?.contentType).toMatch(/method=REQUEST/i);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(tzid).toBe('Asia/Kathmandu');
    expect(event.startDate.zone?.tzid).toBe('Asia/Kathmandu');
    expect(event.startDate.toString()).toBe(`${tomorrow()}T10:30:00`);
    expect(event.startDate.toJSDate().toISOString()).toBe(made.startsAt);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe('Lakeside Hotel, Pokhara');
    expect(event.attendees[0]?.getFirstValue()).toBe(`mailto:${seeker.email}`);
  });

  it('in Nepali: the email in the seeker’s language, Devanagari digits, both calendars', async () => {
    const { id, seeker } = await application({ language: 'ne' });
    await schedule(id, owner.token, { mode: 'phone', location: '९८०० ००० ०००' });
    const { mail, event } = await invitation(seeker.email);
    expect(mail.subject).toContain('अन्तर्वार्ताको निमन्त्रणा');
    expect(mail.text).toContain('नेपाल समय १०:३०');
    expect(mail.text).toContain('फोनबाट: ९८०० ००० ०००');
    expect(mail.text).not.toMatch(/\b20\d\d\b/);
    expect(event.summary).toContain('अन्तर्वार्ता');
    // The number is stored as one dials it.
    const [row] = await ctx.db.select().from(interviews).where(eq(interviews.applicationId, id));
    expect(row?.location).toBe('9800 000 000');
  });

  it('rescheduling keeps the UID and bumps SEQUENCE; cancelling sends METHOD:CANCEL with the same UID', async () => {
    const { id, seeker } = await application();
    await schedule(id);
    const first = await invitation(seeker.email, 0);
    const seekerAnswer = await send('POST', `/applications/${id}/interview/answer`, seeker.token, {
      answer: 'confirmed',
    });
    expect(seekerAnswer.statusCode, seekerAnswer.body).toBe(200);
    const moved = await schedule(id, owner.token, {
      time: '14:00',
      mode: 'online',
      location: 'https://meet.example.com/abc',
    });
    expect(moved).toMatchObject({ sequence: 1, answer: null, stage: 'interview_scheduled', mode: 'online' });
    const second = await invitation(seeker.email, 1);
    expect(second.mail.subject).toContain('New time for your interview');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toJSDate().toISOString()).toBe(`${tomorrow()}T08:15:00.000Z`);
    const cancelled = await send('DELETE', `/applications/${id}/interview`, owner.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true, sequence: 2, stage: null });
    const third = await invitation(seeker.email, 2);
    expect(third.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
    expectError(await send('DELETE', `/applications/${id}/interview`, owner.token), 409, interviewMessages.cancelled);
    // Scheduled again after a cancellation: a new invitation (a new UID).
    await schedule(id);
    const fourth = await invitation(seeker.email, 3);
    expect(fourth.event.uid).not.toBe(first.event.uid);
    expect(fourth.event.sequence).toBe(0);
  });

  it('comes only after the shortlist, in the future, with a place, a phone number or an https link', async () => {
    const pending = await application({ status: 'pending' });
    expectError(
      await send('PUT', `/applications/${pending.id}/interview`, owner.token, plan()),
      409,
      interviewMessages.notShortlisted,
      'interview.notShortlisted',
    );
    const { id } = await application();
    const bad: [Record<string, unknown>, string][] = [
      [{ date: kathmanduToday(), time: '00:00' }, interviewMessages.inThePast],
      [{ date: addCalendarDays(kathmanduToday(), 400) }, interviewMessages.tooFarAhead],
      [{ date: '2027-02-30' }, interviewMessages.dateInvalid],
      [{ date: 'tomorrow' }, interviewMessages.dateInvalid],
      [{ time: '25:00' }, interviewMessages.timeInvalid],
      [{ durationMinutes: 5 }, interviewMessages.durationInvalid],
      [{ durationMinutes: 'long' }, interviewMessages.durationInvalid],
      [{ mode: 'carrier pigeon' }, interviewMessages.modeInvalid],
      [{ location: '   ' }, interviewMessages.placeRequired],
      [{ mode: 'phone', location: 'call me' }, interviewMessages.phoneInvalid],
      [{ mode: 'online', location: 'http://meet.example.com/x' }, interviewMessages.linkInvalid],
      [{ mode: 'online', location: 'javascript:alert(1)' }, interviewMessages.linkInvalid],
      [{ note: 'x'.repeat(1001) }, interviewMessages.noteTooLong],
    ];
    for (const [change, message] of bad) {
      const res = await send('PUT', `/applications/${id}/interview`, owner.token, plan(change));
      expectError(res, 400, message);
    }
    for (const junk of [null, [], 'text', { date: 1 }, { ...plan(), location: 'Pokhara\u0000' }]) {
      const res = await send('PUT', `/applications/${id}/interview`, owner.token, junk);
      expect(res.statusCode, JSON.stringify(junk)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(junk)).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, id))).toEqual([]);
  });

  it('respects the seeker’s settings: email off, no mail (the notification stays in the app)', async () => {
    const { id, seeker } = await application();
    const off = await send('PUT', '/notifications/preferences', seeker.token, {
      preferences: [{ kind: 'interview', inApp: true, email: false, digest: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await schedule(id);
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeker.id), eq(notifications.kind, 'interview')));
    expect(note?.shown).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ctx.mailbox.countFor(seeker.email)).toBe(0);
  });
});

describe('the applicant’s answer and the outcome', () => {
  it('the applicant confirms or asks for another time; the employer reads it and is told', async () => {
    const { id, seeker } = await application();
    await schedule(id);
    const asked = await send('POST', `/applications/${id}/interview/answer`, seeker.token, {
      answer: 'reschedule_requested',
      note: '  I have an exam that morning.  ',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const seen = (await send('GET', `/applications/${id}/interview`, owner.token)).json() as Interview;
    expect(seen).toMatchObject({
      stage: 'reschedule_requested',
      answer: { answer: 'reschedule_requested', note: 'I have an exam that morning.' },
    });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'interview_answer')));
    expect(told.find((row) => row.link.includes(`/applicants/${seeker.id}`))?.params).toMatchObject({
      answer: 'reschedule_requested',
      note: 'I have an exam that morning.',
    });
    expectError(
      await send('POST', `/applications/${id}/interview/answer`, owner.token, { answer: 'confirmed' }),
      403,
      interviewMessages.applicantOnly,
    );
    expectError(await send('POST', `/applications/${id}/interview/answer`, seeker.token, { answer: 'maybe' }), 400);
  });

  it('is recorded once, after an interview, with a reason for not selected; the seeker sees the reason, not the note', async () => {
    const { id, seeker } = await application();
    expectError(
      await send('POST', `/applications/${id}/interview/outcome`, owner.token, { outcome: 'hired' }),
      409,
      interviewMessages.noInterview,
    );
    await schedule(id);
    expectError(
      await send('POST', `/applications/${id}/interview/outcome`, owner.token, { outcome: 'not_selected' }),
      400,
      interviewMessages.reasonRequired,
    );
    const decided = await send('POST', `/applications/${id}/interview/outcome`, owner.token, {
      outcome: 'not_selected',
      reason: 'another_applicant',
      note: 'Good, but Ram had more hotel experience.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      stage: 'not_selected',
      outcome: {
        outcome: 'not_selected',
        reason: 'another_applicant',
        note: 'Good, but Ram had more hotel experience.',
      },
    });
    const mine = (await send('GET', '/seekers/me/interviews', seeker.token)).json() as Interview[];
    expect(mine).toHaveLength(1);
    expect(mine[0]?.outcome).toMatchObject({ outcome: 'not_selected', reason: 'another_applicant', note: null });
    // After the outcome nothing moves: no reschedule, cancel, answer, second outcome or status change.
    const after: [Method, string, string, unknown][] = [
      ['PUT', `/applications/${id}/interview`, owner.token, plan()],
      ['DELETE', `/applications/${id}/interview`, owner.token, undefined],
      ['POST', `/applications/${id}/interview/answer`, seeker.token, { answer: 'confirmed' }],
      ['POST', `/applications/${id}/interview/outcome`, owner.token, { outcome: 'hired' }],
      ['PUT', `/applications/${id}/status`, owner.token, { status: 'rejected', rejectionReason: 'No.' }],
    ];
    for (const [method, url, token, body] of after) {
      expectError(await send(method, url, token, body), 409, interviewMessages.outcomeRecorded);
    }
  });

  it('two outcomes at once: one is recorded, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await application();
      await schedule(id);
      const answers = await Promise.all([
        send('POST', `/applications/${id}/interview/outcome`, owner.token, { outcome: 'hired' }),
        send('POST', `/applications/${id}/interview/outcome`, admin.token, {
          outcome: 'not_selected',
          reason: 'position_closed',
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.statusCode === 409);
      if (lost) expectError(lost, 409, interviewMessages.outcomeRecorded, 'interview.outcomeRecorded');
      const won = answers.find((a) => a.statusCode === 200)?.json() as Interview;
      const [row] = await ctx.db.select().from(interviews).where(eq(interviews.applicationId, id));
      expect(row?.outcome).toBe(won.outcome?.outcome);
    }
  });

  it('leaving the shortlist cancels a standing interview and tells the calendar', async () => {
    const { id, seeker } = await application();
    await schedule(id);
    await invitation(seeker.email, 0);
    const rejected = await send('PUT', `/applications/${id}/status`, owner.token, {
      status: 'rejected',
      rejectionReason: 'The position was filled.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const { calendar } = await invitation(seeker.email, 1);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(((await send('GET', `/applications/${id}/interview`, seeker.token)).json() as Interview).cancelled).toBe(
      true,
    );
    expectError(
      await send('PUT', `/applications/${id}/interview`, owner.token, plan()),
      409,
      interviewMessages.notShortlisted,
    );
  });
});

describe('the applicant withdraws', () => {
  it('the standing interview is off: an email in their words, and METHOD:CANCEL for their calendar', async () => {
    const { id, seeker } = await application();
    await schedule(id);
    await invitation(seeker.email, 0);
    expect((await send('PUT', `/applications/${id}/withdraw`, seeker.token)).statusCode).toBe(200);
    const { mail, calendar } = await invitation(seeker.email, 1);
    expect(mail.subject).toContain('removed from your calendar');
    expect(mail.text).toContain('You withdrew your application for Front desk');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(((await send('GET', `/applications/${id}/interview`, owner.token)).json() as Interview).cancelled).toBe(
      true,
    );
  });
});

describe('who may do what', () => {
  it('guests 401, another employer 404, another seeker 404, the applicant 403 on the employer’s calls, an admin on behalf', async () => {
    const { id, jobId, seeker } = await application();
    const stranger = await quickSeeker(ctx, 'Hari Thapa');
    const managerCalls: [Method, string, unknown][] = [
      ['PUT', `/applications/${id}/interview`, plan()],
      ['POST', `/applications/${id}/interview/outcome`, { outcome: 'hired' }],
      ['DELETE', `/applications/${id}/interview`, undefined],
    ];
    const allCalls: [Method, string, unknown][] = [
      ...managerCalls,
      ['GET', `/applications/${id}/interview`, undefined],
      ['POST', `/applications/${id}/interview/answer`, { answer: 'confirmed' }],
    ];
    for (const [method, url, body] of allCalls) {
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await send(method, url, otherEmployer.token, body)).statusCode, `${method} ${url} other`).toBe(404);
      expect((await send(method, url, stranger.token, body)).statusCode, `${method} ${url} stranger`).toBe(404);
    }
    for (const [method, url, body] of managerCalls) {
      expectError(await send(method, url, seeker.token, body), 403, interviewMessages.managersOnly);
    }
    expect((await send('GET', `/jobs/${jobId}/interview-stages`, otherEmployer.token)).statusCode).toBe(404);
    expect((await send('GET', `/jobs/${jobId}/interview-stages`, seeker.token)).statusCode).toBe(403);
    expect((await send('GET', '/seekers/me/interviews', owner.token)).statusCode).toBe(403);
    expect((await send('GET', `/applications/not-a-uuid/interview`, owner.token)).statusCode).toBe(404);
    // An administrator schedules on the employer's behalf; the job's employer sees the stage.
    await schedule(id, admin.token);
    const stages = await send('GET', `/jobs/${jobId}/interview-stages`, owner.token);
    expect(stages.json()).toEqual([{ applicationId: id, stage: 'interview_scheduled' }]);
    expect((await send('GET', '/seekers/me/interviews', stranger.token)).json()).toEqual([]);
  });
});

describe('account deletion and the data export', () => {
  it('both exports list the interview; a deleted applicant’s interviews go with them', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const job = await createJob(ctx, { employerId: owner.id, title: 'Cook' });
    const [row] = await ctx.db
      .insert(applications)
      .values({ jobId: job.id, seekerId: seeker.id, status: 'shortlisted' })
      .returning();
    const id = row?.id ?? '';
    await schedule(id);
    for (const token of [seeker.token, owner.token]) {
      const res = await send('GET', '/account/export', token);
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const listed = JSON.parse(new TextDecoder().decode(files['interviews.json'])) as Interview[];
      expect(listed.map((entry) => entry.applicationId)).toContain(id);
    }
    const deleted = await send('POST', '/account/delete', seeker.token, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, id))).toEqual([]);
  });
});
