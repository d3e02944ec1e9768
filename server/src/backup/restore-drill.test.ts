import { createReadStream, createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createTestDatabase, type TestContext } from '../../test/context.ts';
import { bearer, login, PASSWORD, post, seekerSignup, uniqueEmail } from '../../test/helpers.ts';
import { createAccount } from '../../test/jobs.ts';
import { docxBytes, multipart, pdfBytes } from '../../test/sample-files.ts';
import { users } from '../db/schema.ts';
import { createDemoData } from '../scripts/demo-data.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

let source: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let resumeUrl: string;
let documentId: string;
const folder = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const backupFile = path.join(folder, 'portal.sql.gz');
const opened: TestContext[] = [];

const send = (ctx: TestContext, url: string, token: string, field: string, fileName: string, data: Buffer) => {
  const body = multipart({}, [{ field, fileName, data }]);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};
const get = (ctx: TestContext, url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  source = await createTestContext();
  await createDemoData(source.db, { jobs: 40 });
  [seeker, employer] = await Promise.all([createAccount(source, 'job_seeker'), createAccount(source, 'employer')]);
  const resume = await send(source, '/api/users/profile/resume', seeker.token, 'resume', 'सीता CV.pdf', pdfBytes());
  resumeUrl = wireUserSchema.parse(resume.json()).resumeUrl ?? '';
  const docs = await send(source, '/api/users/profile/documents', employer.token, 'documents', 'pan.docx', docxBytes());
  documentId = wireUserSchema.parse(docs.json()).documents?.[0]?.id ?? '';
  await writeBackup(source.db.$client, createWriteStream(backupFile));
});
afterAll(async () => {
  await Promise.all([source, ...opened].map((ctx) => ctx.close()));
});

describe('backup and restore drill', () => {
  it('restores where a first start left only lookup lists; an instance there serves the same users and files', async () => {
    const url = await createTestDatabase();
    // A first start on the new server migrated the database and seeded the lookup lists, no one signed up.
    await (await createTestContext({}, { databaseUrl: url })).close();
    const report = await restoreBackup(url, createReadStream(backupFile));
    expect(report.tables).toBeGreaterThan(20);
    expect(report.migrationsAfter).toBe(0);

    const restored = await createTestContext({}, { databaseUrl: url });
    opened.push(restored);
    const [before] = await source.db.select({ n: count() }).from(users);
    const [after] = await restored.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);

    const seekerToken = await login(restored, seeker.email);
    const resume = await get(restored, resumeUrl, seekerToken);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(pdfBytes())).toBe(true);
    const employerToken = await login(restored, employer.email, PASSWORD, 'employer');
    const document = await get(restored, `/api/users/documents/${documentId}`, employerToken);
    expect(document.rawPayload.equals(docxBytes())).toBe(true);

    // Public answers, derived search tables included, are the same.
    for (const url of ['/api/jobs', '/api/jobs?q=driver', '/api/jobs?q=सहायक&sortBy=oldest']) {
      expect((await get(restored, url)).json()).toEqual((await get(source, url)).json());
    }
    // Sequences and triggers carry on: a new account, its resume and its alert profile.
    const email = uniqueEmail('after-restore');
    expect((await post(restored, '/api/auth/signup', seekerSignup(email))).statusCode).toBe(201);
    const again = await send(restored, '/api/users/profile/resume', seekerToken, 'resume', 'new.pdf', pdfBytes());
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a database that holds portal data, and refuses a damaged backup without changing anything', async () => {
    await expect(restoreBackup(source.databaseUrl, createReadStream(backupFile))).rejects.toThrow(/holds portal data/);

    const text = gunzipSync(readFileSync(backupFile)).toString('utf8');
    const damaged = text.replace(seeker.email, seeker.email.replace('@', '.x@'));
    expect(damaged).not.toBe(text);
    const url = await createTestDatabase();
    const error = await restoreBackup(url, Readable.from(gzipSync(damaged))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/table users does not match its manifest/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    await client.end();

    writeFileSync(path.join(folder, 'not-a-backup.gz'), gzipSync('SELECT 1;\n'));
    await expect(restoreBackup(url, createReadStream(path.join(folder, 'not-a-backup.gz')))).rejects.toThrow(
      /not a backup/,
    );
  });
});
