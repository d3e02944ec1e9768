import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * The Nu Html Checker (vnu-jar's jar on the system's Java, Debian's default-jre-headless) on the HTML the server
 * renders: the home page, /jobs, a job page and an employer page in both languages must have no error.
 */
test('the server-rendered public pages are valid HTML in both languages (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(180_000);
  const company = `Valid Markup Traders ${uniqueWord()}`;
  const employer = await approvedEmployer(request, company);
  const jobId = await insertJob(employer.id, {
    title: `Checker of markup ${uniqueWord()}`,
    skills: ['Accounting'],
    applicationDeadline: '2099-12-31',
  });
  const pages = ['/', '/jobs', `/jobs/${jobId}`, `/employers/${employer.id}`].flatMap((page) => [page, `/ne${page}`]);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-vnu-'));
  try {
    const files: Record<string, string> = {};
    for (const [i, page] of pages.entries()) {
      const res = await request.get(page, { headers: { Accept: '*/*' } });
      expect(res.status(), page).toBe(200);
      const html = await res.text();
      expect(html, page).toContain('id="portal-page-data"');
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      files[`file:${file}`] = page;
    }
    // vnu exits non-zero when it finds errors; its JSON report (stderr) says which.
    const run = await promisify(execFile)(
      'java',
      ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...Object.keys(files).map((url) => url.slice(5))],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((m) => `${files[m.url ?? ''] ?? m.url}:${m.lastLine}: ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
