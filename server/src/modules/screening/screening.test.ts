import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  type ApplicantsPage,
  type ApplicationScreening,
  type AskedQuestion,
  applicationMessages,
  jobMessages,
  type ManagedScreening,
  screeningMessages as m,
  type OwnScreeningAnswer,
  SCREENING_LIMITS,
  type ScreeningQuestionInput,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { multipart, pdfBytes } from '../../../test/sample-files.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import { applications, screeningAnswers, screeningQuestions } from '../../db/schema.ts';

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

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

/** Four questions, one of each kind: a licence (knockout "no"), years (at least 2), a text, a shift (not nights). */
const FOUR: ScreeningQuestionInput[] = [
  { kind: 'yes_no', text: 'Do you hold a driving licence?', required: true, knockoutAnswer: false },
  { kind: 'number', text: 'Years of experience as a cook', required: true, acceptMin: 2 },
  { kind: 'text', text: 'तपाईं कहिलेदेखि काम सुरु गर्न सक्नुहुन्छ?' },
  {
    kind: 'choice',
    text: 'Which shift suits you?',
    required: false,
    choices: ['Morning', 'Evening', 'Night'],
    knockoutChoices: [2],
  },
];

/** A job of `owner` asking `questions`; returns the job and its questions as stored. */
async function jobAsking(questions: ScreeningQuestionInput[] = FOUR) {
  const job = await createJob(ctx, { employerId: owner.id, title: 'Cook' });
  const res = await send('PUT', `/jobs/${job.id}/screening-questions`, owner.token, { questions });
  expect(res.statusCode, res.body).toBe(200);
  return { job, questions: (res.json() as ManagedScreening).questions };
}

const applyAs = (token: string, jobId: string, answers?: unknown) =>
  send('POST', '/applications', token, answers === undefined ? { jobId } : { jobId, answers });

describe('screening questions: the job’s manager writes them', () => {
  it('are stored in order with only their kind’s fields, read back by the employer and an admin', async () => {
    const { job, questions } = await jobAsking([
      ...FOUR,
      // A yes/no question sent with stray choices and a range: they are dropped, not stored.
      { kind: 'yes_no', text: '  Can you work weekends?  ', choices: ['a', 'b'], acceptMin: 1 },
    ]);
    expect(questions.map((q) => q.kind)).toEqual(['yes_no', 'number', 'text', 'choice', 'yes_no']);
    expect(questions[4]).toMatchObject({
      text: 'Can you work weekends?',
      required: false,
      choices: [],
      acceptMin: null,
      knockoutAnswer: null,
    });
    expect(questions[1]).toMatchObject({ acceptMin: 2, acceptMax: null, knockoutChoices: [] });
    expect(questions[3]).toMatchObject({ choices: ['Morning', 'Evening', 'Night'], knockoutChoices: [2] });
    for (const token of [owner.token, admin.token]) {
      const read = await send('GET', `/jobs/${job.id}/screening-questions`, token);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual({ questions, locked: false });
    }
    // Replacing with an empty list: the job asks nothing again.
    const cleared = await send('PUT', `/jobs/${job.id}/screening-questions`, admin.token, { questions: [] });
    expect(cleared.json()).toEqual({ questions: [], locked: false });
  });

  it('are nobody else’s: another employer 404, a seeker 403, a guest 401, a bad id 404', async () => {
    const { job } = await jobAsking();
    const seeker = await quickSeeker(ctx, 'Hari Thapa');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { questions: [] }],
    ] as const) {
      const url = `/jobs/${job.id}/screening-questions`;
      expectError(await send(method, url, otherEmployer.token, body), 404, jobMessages.notFound);
      expectError(await send(method, url, seeker.token, body), 403);
      expectError(await send(method, url, undefined, body), 401);
      expectError(await send(method, '/jobs/not-a-uuid/screening-questions', owner.token, body), 404);
    }
    const stored = await ctx.db.select().from(screeningQuestions).where(eq(screeningQuestions.jobId, job.id));
    expect(stored).toHaveLength(FOUR.length);
  });

  it('refuses bad questions with the rule’s sentence and code, storing nothing', async () => {
    const job = await createJob(ctx, { employerId: owner.id });
    const put = (questions: unknown) => send('PUT', `/jobs/${job.id}/screening-questions`, owner.token, { questions });
    const yesNo = { kind: 'yes_no', text: 'Licence?' };
    const cases: [unknown, string][] = [
      [Array(SCREENING_LIMITS.questions + 1).fill(yesNo), m.tooMany],
      [[{ kind: 'yes_no', text: '   ' }], m.textRequired],
      [[{ kind: 'yes_no', text: 'x'.repeat(SCREENING_LIMITS.text + 1) }], m.textTooLong],
      [[{ kind: 'essay', text: 'Tell us' }], m.kindInvalid],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Morning'] }], m.choicesCount],
      [[{ kind: 'choice', text: 'Shift?', choices: Array.from({ length: 11 }, (_, i) => `c${i}`) }], m.choicesCount],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Day', ' day '] }], m.choicesRepeated],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Day', ''] }], m.choiceRequired],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Day', 'x'.repeat(81)] }], m.choiceTooLong],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Day', 'Night'], knockoutChoices: [2] }], m.knockoutChoiceInvalid],
      [[{ kind: 'choice', text: 'Shift?', choices: ['Day', 'Night'], knockoutChoices: [0, 1] }], m.knockoutEveryChoice],
      [[{ kind: 'number', text: 'Years?', acceptMin: 5, acceptMax: 2 }], m.acceptRangeOrder],
      [[{ kind: 'number', text: 'Years?', acceptMin: 1.5 }], m.numberOutOfRange],
      [[{ kind: 'number', text: 'Years?', acceptMax: 2e9 }], m.numberOutOfRange],
    ];
    for (const [questions, message] of cases) {
      expectError(
        await put(questions),
        400,
        message,
        `screening.${Object.entries(m).find(([, v]) => v === message)?.[0]}`,
      );
    }
    // Shapes that are not a list of questions at all: a 400, never a 500.
    for (const body of [null, 'text', 42, { text: 'x' }, [null], [[]], [{ kind: 'yes_no', text: 'a\u0000b' }]]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await ctx.db.select().from(screeningQuestions).where(eq(screeningQuestions.jobId, job.id))).toEqual([]);
  });

  it('keep at most five under 20 concurrent replacements: each one whole, never a mix or a sixth', async () => {
    const job = await createJob(ctx, { employerId: owner.id });
    const lists = Array.from({ length: 20 }, (_, n) =>
      Array.from({ length: SCREENING_LIMITS.questions }, (_, i) => ({ kind: 'text', text: `List ${n} question ${i}` })),
    );
    const answers = await Promise.all(
      lists.map((questions) => send('PUT', `/jobs/${job.id}/screening-questions`, owner.token, { questions })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const stored = await ctx.db
      .select()
      .from(screeningQuestions)
      .where(eq(screeningQuestions.jobId, job.id))
      .orderBy(screeningQuestions.position);
    expect(stored).toHaveLength(SCREENING_LIMITS.questions);
    const list = stored[0]?.text.split(' ')[1];
    expect(stored.map((q) => q.text)).toEqual(lists[Number(list)]?.map((q) => q.text));
  });

  it('a sixth question cannot be stored even past the service: the database refuses position 5', async () => {
    const job = await createJob(ctx, { employerId: owner.id });
    await expect(
      ctx.db.insert(screeningQuestions).values({ jobId: job.id, position: 5, kind: 'text', text: 'Sixth' }),
    ).rejects.toThrow();
  });

  it('are fixed once the job has an application (409), also when the application races the edit', async () => {
    const { job } = await jobAsking([{ kind: 'text', text: 'Anything to add?' }]);
    const seeker = await quickSeeker(ctx, 'Gita Rai');
    const edit = send('PUT', `/jobs/${job.id}/screening-questions`, owner.token, { questions: [] });
    const applied = applyAs(seeker.token, job.id, []);
    const [editRes, applyRes] = await Promise.all([edit, applied]);
    expect(applyRes.statusCode, applyRes.body).toBe(201);
    // Either the edit came first (the application answered the new, empty list) or it was refused.
    const asked = await ctx.db.select().from(screeningQuestions).where(eq(screeningQuestions.jobId, job.id));
    if (editRes.statusCode === 409) {
      expectError(editRes, 409, m.locked, 'screening.locked');
      expect(asked).toHaveLength(1);
    } else {
      expect(editRes.statusCode).toBe(200);
      expect(asked).toEqual([]);
    }
    expectError(
      await send('PUT', `/jobs/${job.id}/screening-questions`, owner.token, { questions: [] }),
      409,
      m.locked,
    );
    expect((await send('GET', `/jobs/${job.id}/screening-questions`, owner.token)).json()).toMatchObject({
      locked: true,
    });
  });
});

describe('screening questions: asked on apply', () => {
  it('are shown to anyone without their knockout answers; 404 for a missing job', async () => {
    const { job, questions } = await jobAsking();
    const res = await send('GET', `/jobs/${job.id}/screening`);
    expect(res.statusCode).toBe(200);
    const asked = res.json() as AskedQuestion[];
    expect(asked).toEqual(
      questions.map(({ id, kind, text, required, choices }) => ({ id, kind, text, required, choices })),
    );
    expect(JSON.stringify(asked)).not.toMatch(/knockout|accept/);
    expectError(await send('GET', '/jobs/00000000-0000-4000-8000-000000000000/screening'), 404, jobMessages.notFound);
    expectError(await send('GET', '/jobs/nope/screening'), 404, jobMessages.notFound);
  });

  it('refuse a missing, mistyped, unknown or repeated answer with the question as the field; no application', async () => {
    const { job, questions } = await jobAsking();
    const [licence, years, start, shift] = questions.map((q) => q.id) as [string, string, string, string];
    const seeker = await quickSeeker(ctx, 'Ram Gurung');
    const good = [
      { questionId: licence, value: true },
      { questionId: years, value: 3 },
    ];
    const cases: [unknown, string, string][] = [
      [undefined, m.answerRequired, 'answers.0'],
      [[{ questionId: licence, value: true }], m.answerRequired, 'answers.1'],
      [[{ questionId: licence, value: 'yes' }, good[1]], m.answerYesNo, 'answers.0'],
      [[good[0], { questionId: years, value: '3' }], m.answerNumber, 'answers.1'],
      [[good[0], { questionId: years, value: 2e9 }], m.numberOutOfRange, 'answers.1'],
      [[...good, { questionId: start, value: 5 }], m.answerText, 'answers.2'],
      [[...good, { questionId: start, value: 'x'.repeat(501) }], m.answerTooLong, 'answers.2'],
      [[...good, { questionId: shift, value: 3 }], m.answerChoice, 'answers.3'],
      [[...good, { questionId: shift, value: 'Night' }], m.answerChoice, 'answers.3'],
      [[...good, { questionId: shift, value: 0.5 }], m.answerChoice, 'answers.3'],
      [[...good, { questionId: crypto.randomUUID(), value: true }], m.unknownQuestion, 'answers'],
      [[...good, { questionId: 'not-an-id', value: true }], m.unknownQuestion, 'answers'],
      [[...good, good[0]], m.duplicateAnswer, 'answers.0'],
    ];
    for (const [answers, message, field] of cases) {
      const res = await applyAs(seeker.token, job.id, answers);
      expectError(res, 400, message);
      expect(res.json().field, message).toBe(field);
    }
    for (const answers of [null, 'yes', [null], [{ questionId: licence }], [{ questionId: licence, value: {} }]]) {
      const res = await applyAs(seeker.token, job.id, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
    }
    expect(await ctx.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it('store the answers with the application; a knockout answer keeps it pending, marked and filterable', async () => {
    const { job, questions } = await jobAsking();
    const [licence, years, start, shift] = questions.map((q) => q.id) as [string, string, string, string];
    const fits = await quickSeeker(ctx, 'Sita Gurung');
    const knocked = await quickSeeker(ctx, 'Bishal KC');
    const res = await applyAs(fits.token, job.id, [
      { questionId: years, value: 4.5 },
      { questionId: licence, value: true },
      { questionId: start, value: '  From Baisakh 1  ' },
      { questionId: shift, value: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const second = await applyAs(knocked.token, job.id, [
      { questionId: licence, value: false },
      { questionId: years, value: 1 },
      { questionId: start, value: '' },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ status: 'pending' });

    const page = (query = '') =>
      send('GET', `/jobs/${job.id}/applications/page${query}`, owner.token).then((r) => r.json() as ApplicantsPage);
    const all = await page();
    expect(all.items.map((a) => [a.seeker.fullName, a.meetsRequirements])).toEqual([
      ['Sita Gurung', true],
      ['Bishal KC', false],
    ]);
    expect((await page('?requirements=met')).items.map((a) => a.seeker.fullName)).toEqual(['Sita Gurung']);
    const unmet = await page('?requirements=unmet');
    expect(unmet.items.map((a) => a.seeker.fullName)).toEqual(['Bishal KC']);
    expect([unmet.total, unmet.all]).toEqual([1, 2]);
    expectError(
      await send('GET', `/jobs/${job.id}/applications/page?requirements=maybe`, owner.token),
      400,
      m.requirementsFilterInvalid,
    );

    const ids = [(res.json() as { id: string }).id, (second.json() as { id: string }).id] as const;
    const answersOf = (id: string, token: string) => send('GET', `/applications/${id}/screening-answers`, token);
    const mine = (await answersOf(ids[0], owner.token)).json() as ApplicationScreening;
    expect(mine.meetsRequirements).toBe(true);
    expect(mine.answers.map((a) => [a.text, a.answer, a.meets])).toEqual([
      ['Do you hold a driving licence?', true, true],
      ['Years of experience as a cook', 4.5, true],
      ['तपाईं कहिलेदेखि काम सुरु गर्न सक्नुहुन्छ?', 'From Baisakh 1', true],
      ['Which shift suits you?', 1, true],
    ]);
    const theirs = (await answersOf(ids[1], admin.token)).json() as ApplicationScreening;
    expect(theirs.meetsRequirements).toBe(false);
    expect(theirs.answers.map((a) => [a.answer, a.meets])).toEqual([
      [false, false],
      [1, false],
      [null, true],
      [null, true],
    ]);
    expectError(await answersOf(ids[0], otherEmployer.token), 404, applicationMessages.notFound);
    expectError(await answersOf(ids[0], fits.token), 403);
    expectError(await answersOf('nope', owner.token), 404);
    expectError(await send('GET', `/applications/${ids[0]}/screening-answers`), 401);
  });

  it('show the applicant their own answers as asked, without knockout answers or marks; nobody else', async () => {
    const { job, questions } = await jobAsking();
    const [licence, years] = questions.map((q) => q.id) as [string, string];
    const seeker = await quickSeeker(ctx, 'Maya Thapa');
    const other = await quickSeeker(ctx, 'Hari Shrestha');
    const res = await applyAs(seeker.token, job.id, [
      { questionId: licence, value: false },
      { questionId: years, value: 3 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const own = (token?: string, applicationId = id) =>
      send('GET', `/applications/${applicationId}/my-screening-answers`, token);

    const answers = (await own(seeker.token)).json() as OwnScreeningAnswer[];
    expect(answers.map((a) => [a.text, a.answer])).toEqual([
      ['Do you hold a driving licence?', false],
      ['Years of experience as a cook', 3],
      ['तपाईं कहिलेदेखि काम सुरु गर्न सक्नुहुन्छ?', null],
      ['Which shift suits you?', null],
    ]);
    expect(answers[3]).toEqual({
      id: questions[3]?.id,
      kind: 'choice',
      text: 'Which shift suits you?',
      required: false,
      choices: ['Morning', 'Evening', 'Night'],
      answer: null,
    });
    for (const answer of answers) expect(Object.keys(answer)).not.toContain('meets');
    // The seeker's list says which applications carry answers; one to a job asking nothing carries none.
    const plain = await createJob(ctx, { employerId: owner.id, title: 'Porter' });
    expect((await applyAs(seeker.token, plain.id)).statusCode).toBe(201);
    const listed = (await send('GET', '/seekers/me/applications/page?page=1&pageSize=10', seeker.token)).json() as {
      items: { jobId: string; answeredScreening: boolean }[];
    };
    expect(listed.items.map((item) => [item.jobId, item.answeredScreening])).toEqual([
      [plain.id, false],
      [job.id, true],
    ]);

    expectError(await own(other.token), 404, applicationMessages.notFound);
    expectError(await own(owner.token), 403);
    expectError(await own(admin.token), 403);
    expectError(await own(undefined), 401);
    expectError(await own(seeker.token, 'nope'), 404, applicationMessages.notFound);
  });

  it('a job without questions applies exactly as before; answers sent to it are refused', async () => {
    const job = await createJob(ctx, { employerId: owner.id });
    const seeker = await quickSeeker(ctx, 'Maya Tamang');
    expectError(
      await applyAs(seeker.token, job.id, [{ questionId: crypto.randomUUID(), value: true }]),
      400,
      m.unknownQuestion,
    );
    const res = await applyAs(seeker.token, job.id);
    expect(res.statusCode, res.body).toBe(201);
    const list = (await send('GET', `/jobs/${job.id}/applications/page`, owner.token)).json() as ApplicantsPage;
    expect(list.items[0]).not.toHaveProperty('meetsRequirements');
    expect((await send('GET', `/jobs/${job.id}/applications/page?requirements=met`, owner.token)).json()).toMatchObject(
      { total: 1 },
    );
  });

  it('come as a JSON field with a résumé file for this job; a broken field is a 400', async () => {
    const { job, questions } = await jobAsking([{ kind: 'yes_no', text: 'Licence?', required: true }]);
    const seeker = await quickSeeker(ctx, 'Kiran Shah');
    const postWith = (answers: string) => {
      const body = multipart({ jobId: job.id, answers }, [
        { field: 'resume', fileName: 'cv.pdf', data: pdfBytes(), contentType: 'application/pdf' },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/applications/with-resume',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(seeker.token) },
      });
    };
    expectError(await postWith('{not json'), 400, m.answersInvalid, 'screening.answersInvalid');
    expectError(await postWith('[]'), 400, m.answerRequired);
    const res = await postWith(JSON.stringify([{ questionId: questions[0]?.id, value: true }]));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await ctx.db
      .select()
      .from(screeningAnswers)
      .where(eq(screeningAnswers.applicationId, (res.json() as { id: string }).id));
    expect(stored).toMatchObject([{ value: true, meets: true }]);
  });
});

/** POST /api/jobs or PUT /api/jobs/:id as `owner`, multipart like the job form. */
function jobForm(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const body = multipart(fields);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(owner.token) } });
}

describe('screening questions in the job form', () => {
  it('are posted and edited with the job in its transaction; left out on an edit they stay', async () => {
    const posted = await jobForm('POST', '/api/jobs', { title: 'Driver', screeningQuestions: JSON.stringify(FOUR) });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = (posted.json() as { id: string }).id;
    const read = () =>
      send('GET', `/jobs/${id}/screening-questions`, owner.token).then((r) => r.json() as ManagedScreening);
    expect((await read()).questions.map((q) => q.text)).toEqual(FOUR.map((q) => q.text));
    expect((await jobForm('PUT', `/api/jobs/${id}`, { title: 'Driver (edited)' })).statusCode).toBe(200);
    expect((await read()).questions).toHaveLength(FOUR.length);
    const edited = await jobForm('PUT', `/api/jobs/${id}`, {
      title: 'Driver',
      screeningQuestions: JSON.stringify([{ kind: 'yes_no', text: 'Licence?' }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read()).questions.map((q) => q.text)).toEqual(['Licence?']);
  });

  it('a refused question posts no job; an edit of a job with applications changes nothing (409)', async () => {
    const title = `Refused ${crypto.randomUUID()}`;
    for (const [questions, message] of [
      ['{oops', m.questionsInvalid],
      [JSON.stringify(Array(6).fill({ kind: 'text', text: 'Why?' })), m.tooMany],
      [JSON.stringify([{ kind: 'choice', text: 'Shift?', choices: ['Day'] }]), m.choicesCount],
    ] as const) {
      expectError(await jobForm('POST', '/api/jobs', { title, screeningQuestions: questions }), 400, message);
    }
    const mine = (await send('GET', '/employer/jobs', owner.token)).json() as { title: string }[];
    expect(mine.some((job) => job.title === title)).toBe(false);

    const { job } = await jobAsking([{ kind: 'text', text: 'Anything to add?' }]);
    const seeker = await quickSeeker(ctx, 'Laxmi Magar');
    expect((await applyAs(seeker.token, job.id)).statusCode).toBe(201);
    expectError(
      await jobForm('PUT', `/api/jobs/${job.id}`, { title: 'Renamed', screeningQuestions: '[]' }),
      409,
      m.locked,
    );
    expect((await send('GET', `/jobs/${job.id}`)).json()).toMatchObject({ title: 'Cook' });
    expect((await jobForm('PUT', `/api/jobs/${job.id}`, { title: 'Renamed' })).statusCode).toBe(200);
  });

  it('a duplicate sent with its own questions asks those, not its source’s', async () => {
    const { job } = await jobAsking();
    const res = await jobForm('POST', '/api/jobs', {
      title: 'Cook',
      duplicateFrom: job.id,
      screeningQuestions: JSON.stringify([{ kind: 'number', text: 'Age?' }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = (
      await send('GET', `/jobs/${(res.json() as { id: string }).id}/screening-questions`, owner.token)
    ).json() as ManagedScreening;
    expect(copy.questions.map((q) => q.text)).toEqual(['Age?']);
  });
});

describe('screening questions beyond apply', () => {
  it('are copied by duplicating a job (the employer’s own and an admin on their behalf)', async () => {
    const { job, questions } = await jobAsking();
    const fields = { title: 'Cook', duplicateFrom: job.id };
    for (const [url, token, extra] of [
      ['/api/jobs', owner.token, {}],
      ['/api/admin/jobs', admin.token, { employerId: owner.id }],
    ] as const) {
      const body = multipart({ ...fields, ...extra });
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const copy = (
        await send('GET', `/jobs/${(res.json() as { id: string }).id}/screening-questions`, owner.token)
      ).json() as ManagedScreening;
      const strip = ({ id: _id, ...rest }: { id: string }) => rest;
      expect(copy.questions.map(strip)).toEqual(questions.map(strip));
      expect(copy.questions.map((q) => q.id)).not.toEqual(questions.map((q) => q.id));
    }
  });

  it('are in the data exports: the seeker’s answers and the employer’s questions', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Export Co' });
    const job = await createJob(ctx, { employerId: employer.id, title: 'Driver' });
    const put = await send('PUT', `/jobs/${job.id}/screening-questions`, employer.token, {
      questions: [{ kind: 'yes_no', text: 'Licence?', required: true }],
    });
    const [question] = (put.json() as ManagedScreening).questions;
    const seeker = await createAccount(ctx, 'job_seeker');
    expect((await applyAs(seeker.token, job.id, [{ questionId: question?.id, value: true }])).statusCode).toBe(201);
    const exported = async (token: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });
      const zip = unzipSync(new Uint8Array(res.rawPayload));
      return (name: string) => JSON.parse(new TextDecoder().decode(zip[name])) as unknown;
    };
    expect((await exported(seeker.token))('screening-answers.json')).toMatchObject([
      { jobId: job.id, jobTitle: 'Driver', question: 'Licence?', kind: 'yes_no', answer: true },
    ]);
    expect((await exported(employer.token))('screening-questions.json')).toMatchObject([
      { jobId: job.id, jobTitle: 'Driver', text: 'Licence?', kind: 'yes_no', required: true },
    ]);
  });

  it('answers go when the seeker deletes their account (the application stays for the employer)', async () => {
    const { job, questions } = await jobAsking([{ kind: 'text', text: 'Anything to add?', required: true }]);
    const seeker = await createAccount(ctx, 'job_seeker');
    const applied = await applyAs(seeker.token, job.id, [{ questionId: questions[0]?.id, value: 'Private words' }]);
    const applicationId = (applied.json() as { id: string }).id;
    const deleted = await send('POST', '/account/delete', seeker.token, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.applicationId, applicationId)),
    ).toEqual([]);
    const screening = (
      await send('GET', `/applications/${applicationId}/screening-answers`, owner.token)
    ).json() as ApplicationScreening;
    expect(screening.answers).toMatchObject([{ text: 'Anything to add?', answer: null }]);
  });
});
