// npm run bench:web (a script, not a test): builds the front-end, starts the production server on a free port with
// its own throw-away DATA_DIR and embedded PostgreSQL holding the demo data (seed:demo with the same DATA_DIR and
// EMBEDDED_PG_PORT), then runs Lighthouse (mobile preset, the system Chromium) three times on `/`, `/jobs` and a
// job page, in English and at their Nepali /ne/ URLs, and keeps each page's median run. Prints the table and writes it into README.md between the markers.
// BENCH_WEB_SKIP_BUILD=1 uses the builds as they are; BENCH_WEB_RUNS changes the number of runs. For a diagnosis:
// BENCH_WEB_PAGES=/jobs,/ne/jobs/job (a subset of `/`, `/jobs`, `/jobs/job` and their `/ne/` URLs) measures only those; BENCH_WEB_REPORT_DIR=/tmp/lcp
// keeps every run's full Lighthouse JSON report there, with the trace it simulated from (`<page>-<run>.trace.json`,
// Chromium's Performance panel opens it). Either leaves README.md alone (a diagnosis, not the table).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chosenPages, REPO_ROOT, run, startBenchServer } from './bench-server.ts';

const README = path.join(REPO_ROOT, 'README.md');
export const MARKER_START = '<!-- bench:web:start -->';
export const MARKER_END = '<!-- bench:web:end -->';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The issue's targets. */
const TARGETS = { performance: 90, accessibility: 100, seo: 100, lcpMs: 2500, cls: 0.05, tbtMs: 200 };

export type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};
export type Row = {
  page: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  failed: string[];
};

/** The JavaScript the page downloaded, as sent (compressed), from Lighthouse's network record. */
function jsBytes(lhr: Lhr): number {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/** The page's document, scripts or styles answered 4xx/5xx or not at all (a build replaced under the server). */
function failedRequests(lhr: Lhr): string | undefined {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const failed = items.filter(
    (item) =>
      ['Document', 'Script', 'Stylesheet'].includes(String(item.resourceType)) &&
      (Number(item.statusCode ?? 0) >= 400 || item.statusCode === -1),
  );
  if (failed.length === 0) return undefined;
  return `${failed.length} requests failed, e.g. ${String(failed[0]?.url)} ${String(failed[0]?.statusCode)}`;
}

export function rowOf(page: string, lhr: Lhr): Row {
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
  const row: Row = {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsBytes: jsBytes(lhr),
    failed: [],
  };
  if (row.performance < TARGETS.performance) row.failed.push(`performance ${row.performance} < ${TARGETS.performance}`);
  if (row.accessibility < TARGETS.accessibility) row.failed.push(`accessibility ${row.accessibility}`);
  if (row.seo < TARGETS.seo) row.failed.push(`SEO ${row.seo}`);
  if (row.lcpMs > TARGETS.lcpMs) row.failed.push(`LCP ${(row.lcpMs / 1000).toFixed(1)} s`);
  if (row.cls > TARGETS.cls) row.failed.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.tbtMs > TARGETS.tbtMs) row.failed.push(`TBT ${Math.round(row.tbtMs)} ms`);
  return row;
}

/** Audits of a category that scored below 1 (what to fix for accessibility and SEO). */
function failingAudits(lhr: Lhr & { categories: Record<string, { auditRefs?: { id: string }[] }> }, category: string) {
  const scores = lhr.audits as Record<string, { score?: number | null; title?: string }>;
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: scores[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map(({ id, audit }) => `${id} (${audit?.title})`);
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| page | performance | accessibility | SEO | LCP | CLS | TBT | JS (compressed) |',
    '| ---- | ----------: | ------------: | --: | --: | --: | --: | --------------: |',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ` +
        `${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.jsBytes / 1024).toFixed(0)} KB |`,
    ),
  ];
  return lines.join('\n');
}

/** README.md with the text between the bench:web markers replaced. */
export function withBenchSection(readme: string, section: string): string {
  const start = readme.indexOf(MARKER_START);
  const end = readme.indexOf(MARKER_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${MARKER_START} … ${MARKER_END} section.`);
  return `${readme.slice(0, start + MARKER_START.length)}\n${section}\n${readme.slice(end)}`;
}

/**
 * One Lighthouse run of a URL (mobile preset, the categories the table shows), or why it gave no valid result: a
 * runtime error, no FCP (a page that did not paint), a document, script or style that failed.
 */
export async function measure(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const lhr = result.lhr as unknown as Lhr;
  const failed = failedRequests(lhr);
  if (lhr.runtimeError || !Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) || failed) {
    return lhr.runtimeError?.message ?? failed ?? 'no FCP';
  }
  return result;
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH.`);
  if (!process.env.BENCH_WEB_SKIP_BUILD) run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

  const { base, jobId, stop } = await startBenchServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const nameOf = (page: string) => page.replace(jobId, '{id}');
    const pages = chosenPages(jobId, PAGES);
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    /** The machine's 1-minute load average at the start of each page's runs (other work skews TBT and LCP). */
    const loads: string[] = [];
    for (const page of pages) {
      const runs: Lhr[] = [];
      const pageLoads: number[] = [];
      // A run without an FCP (a runtime error, a page that did not paint) is logged and taken again, twice at most.
      for (let i = 1; runs.length < RUNS && i <= RUNS + 2; i++) {
        pageLoads.push(loadavg()[0] ?? 0);
        const result = await measure(`${base}${page}`, chrome.port);
        if (typeof result === 'string') {
          console.log(`${page} run ${i}: no valid result (${result}); running again`);
          continue;
        }
        const lhr = result.lhr as unknown as Lhr;
        runs.push(lhr);
        if (REPORT_DIR) {
          const name = nameOf(page)
            .replace('{id}', 'job')
            .replace(/^\/$/, 'home')
            .replace(/^\//, '')
            .replaceAll('/', '-');
          writeFileSync(path.join(REPORT_DIR, `${name}-${i}.json`), JSON.stringify(result.lhr));
          writeFileSync(path.join(REPORT_DIR, `${name}-${i}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
        const r = rowOf(page, lhr);
        console.log(
          `${page} run ${i}: performance ${r.performance}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms`,
        );
      }
      if (runs.length === 0) throw new Error(`Lighthouse got no valid run of ${page}.`);
      const median = computeMedianRun(runs as never) as unknown as Lhr;
      const row = rowOf(nameOf(page), median);
      rows.push(row);
      loads.push(`\`${row.page}\` ${Math.min(...pageLoads).toFixed(1)}–${Math.max(...pageLoads).toFixed(1)}`);
      for (const category of ['accessibility', 'seo']) {
        const failing = failingAudits(median as never, category);
        if (failing.length > 0) console.log(`${page} ${category} audits below 1: ${failing.join(', ')}`);
      }
      for (const warning of median.runWarnings) console.log(`${page} warning: ${warning}`);
    }

    const table = markdownTable(rows);
    const missed = rows.filter((r) => r.failed.length > 0).map((r) => `\`${r.page}\`: ${r.failed.join(', ')}`);
    const section = [
      `Measured by \`npm run bench:web\` at commit ${commit} on ${new Date().toISOString().slice(0, 10)}`,
      `(Lighthouse 13, mobile preset with its simulated slow 4G and 4x CPU slowdown, median of ${RUNS} runs, demo data,`,
      'production server and builds, this shared 2-core machine; JS is the compressed bytes the page downloaded):',
      '',
      table,
      '',
      `Load average (1 min) of the 2-core machine at the start of the runs: ${loads.join(', ')}.`,
      '',
      missed.length > 0 ? `Targets missed: ${missed.join('; ')}.` : 'All targets met.',
    ].join('\n');
    console.log(
      `\n${table}\n\nLoad average: ${loads.join(', ')}\n${missed.length > 0 ? `Targets missed:\n  ${missed.join('\n  ')}` : 'All targets met.'}`,
    );
    if (PAGES || REPORT_DIR) return; // a diagnosis: the README keeps the full table
    writeFileSync(README, withBenchSection(readFileSync(README, 'utf8'), section));
    // The repository's formatter owns markdown tables (biome pads the columns).
    run('npx', ['biome', 'format', '--write', README]);
    console.log('\nREADME.md updated (bench:web section).');
  } finally {
    await chrome?.kill();
    await stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
