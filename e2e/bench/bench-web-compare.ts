// npm run bench:web:compare (a diagnosis, not the README's table): this checkout's builds against another checkout's,
// measured back to back. Lighthouse's total blocking time moves with whatever else the machine runs, so two tables
// taken minutes apart on a shared machine do not compare; here both servers run at once (each with its own demo
// data, as bench:web starts it) and every round measures a page on one, then on the other, alternating which goes
// first. BENCH_WEB_BASE_ROOT names the other checkout (required: e.g. `git archive <commit>` unpacked, with its
// node_modules and `npm run build` done); BENCH_WEB_PAGES picks pages as for bench:web (default `/jobs,/ne/jobs`);
// BENCH_WEB_RUNS the rounds (default 5). Builds nothing. Prints each run and the medians with the load averages.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { type BenchServer, chosenPages, startBenchServer } from './bench-server.ts';
import { CHROME_FLAGS, CHROMIUM, type Lhr, measure, rowOf } from './bench-web.ts';

const BASE_ROOT = process.env.BENCH_WEB_BASE_ROOT;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/jobs,/ne/jobs').split(',').map((page) => page.trim());

type Sample = { performance: number; tbtMs: number; load: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function sampleOf(url: string, port: number): Promise<Sample | null> {
  const load = loadavg()[0] ?? 0;
  const result = await measure(url, port);
  if (typeof result === 'string') {
    console.log(`${url}: no valid result (${result})`);
    return null;
  }
  const row = rowOf(url, result.lhr as unknown as Lhr);
  return { performance: row.performance, tbtMs: row.tbtMs, load };
}

const summaryOf = (samples: Sample[]) =>
  `performance ${median(samples.map((s) => s.performance))}, TBT ${Math.round(median(samples.map((s) => s.tbtMs)))} ms ` +
  `(runs: ${samples.map((s) => `${s.performance}/${Math.round(s.tbtMs)}`).join(', ')})`;

async function main(): Promise<void> {
  if (!BASE_ROOT) throw new Error('Set BENCH_WEB_BASE_ROOT to the checkout to compare with.');
  const baseRoot = path.resolve(BASE_ROOT);
  if (!existsSync(path.join(baseRoot, 'server/dist/cli.js'))) throw new Error(`${baseRoot} has no server build.`);
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH.`);
  const servers: { name: string; server: BenchServer }[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    servers.push({ name: 'base', server: await startBenchServer(baseRoot) });
    servers.push({ name: 'this', server: await startBenchServer() });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const summary: string[] = [];
    for (const name of PAGES) {
      const samples = new Map(servers.map(({ name }) => [name, [] as Sample[]]));
      for (let round = 0; round < RUNS; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const { name: which, server } of order) {
          const page = chosenPages(server.jobId, [name])[0] ?? name;
          const sample = await sampleOf(`${server.base}${page}`, chrome.port);
          if (!sample) continue;
          samples.get(which)?.push(sample);
          console.log(
            `${name} round ${round + 1} ${which}: performance ${sample.performance}, TBT ${Math.round(sample.tbtMs)} ms, load ${sample.load.toFixed(1)}`,
          );
        }
      }
      const loads = [...samples.values()].flat().map((s) => s.load);
      summary.push(
        `${name} (load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}):\n` +
          servers.map(({ name: which }) => `  ${which}: ${summaryOf(samples.get(which) ?? [])}`).join('\n'),
      );
    }
    console.log(`\nMedians of ${RUNS} alternating rounds (base = ${baseRoot}):\n${summary.join('\n')}`);
  } finally {
    await chrome?.kill();
    for (const { server } of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
