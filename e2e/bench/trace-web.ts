// npm run trace:web (a diagnosis, not a test): where a public page spends its main thread while it loads. Starts the
// production server with the demo data (bench-server.ts; builds nothing, run `npm run build` first), opens each page
// in the system Chromium at a phone's size, records a Chromium trace with the V8 sampling profiler from navigation
// until two seconds after hydration, and prints for each run: the long tasks with what they ran (trace events and the
// scripts whose functions took the samples), the blocking time after the first contentful paint, and the main thread
// by script. As Lighthouse's mobile preset simulates a phone (each task of this machine's run, 4x longer), a task
// counts at 4x its thread time: the CPU time the main thread really ran, which other work on a shared machine does
// not stretch (the wall time it does is printed beside it). BENCH_WEB_PAGES picks pages as for bench:web (default
// `/jobs,/ne/jobs`), BENCH_WEB_RUNS the runs per page (default 3), BENCH_WEB_REPORT_DIR keeps each trace (open it in
// Chromium's Performance panel). BENCH_WEB_BASE_ROOT=<another checkout with its builds> starts that one's server too
// and traces the two alternately, run by run, for a before/after in the same minutes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium } from '@playwright/test';
import { type BenchServer, chosenPages, startBenchServer } from './bench-server.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/jobs,/ne/jobs').split(',').map((page) => page.trim());
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASE_ROOT = process.env.BENCH_WEB_BASE_ROOT;
/** Lighthouse's mobile preset: a phone's CPU 4x slower than the machine measuring. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Sample = { ts: number; node: number; selfUs: number };

/** The main thread of the renderer that loaded the page: where its main frame's navigation started. */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${url}.`);
  return { pid: navigation.pid, tid: navigation.tid };
}

/** The V8 sampling profile of the thread: its nodes and each sample with its time and the time until the next. */
function profileOf(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  for (const profile of profiles) {
    let ts = Number(profile.args?.data?.startTime ?? profile.ts);
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === thread.pid);
    for (const chunk of chunks) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, index) => {
        ts += deltas[index] ?? 0;
        samples.push({ ts, node: id, selfUs: 0 });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => {
    sample.selfUs = Math.min((samples[index + 1]?.ts ?? sample.ts) - sample.ts, 2_000);
  });
  return { nodes, samples };
}

/** A script's URL without the origin, the hash and module federation's generated prefixes. */
const shortUrl = (url: string) => {
  if (!url) return '(native)';
  return url
    .replace(/^https?:\/\/[^/]+\//, '')
    .replace('remotes/', '')
    .replace('/assets/', '/')
    .replace(/_virtual_mf_+(mfe_internal__)?\w+?_mf_owner__\d*_*(loadShare__)?/, 'mf:')
    .replace(/-[\w-]{8}\.js$/, '.js');
};

/** What a sample ran: its script (the innermost frame with a URL) and the function, minified as it is. */
function frameOf(nodes: Map<number, ProfileNode>, id: number): { script: string; fn: string } {
  let node = nodes.get(id);
  const own = node?.callFrame.functionName || '(anonymous)';
  while (node && !node.callFrame.url) node = node.parent !== undefined ? nodes.get(node.parent) : undefined;
  const name = nodes.get(id)?.callFrame.functionName ?? '';
  if (['(garbage collector)', '(program)', '(idle)'].includes(name)) return { script: name, fn: name };
  return { script: shortUrl(node?.callFrame.url ?? ''), fn: `${own}@${node?.callFrame.columnNumber ?? '?'}` };
}

const addTo = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const top = (map: Map<string, number>, count: number, totalUs: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, us]) => us / totalUs >= 0.03)
    .map(([key, us]) => `${key} ${(us / 1000).toFixed(0)}`)
    .join(', ');

/** Trace events that name the work of a task (the Performance panel's activity names). */
const ACTIVITIES = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'FireAnimationFrame',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

function analyse(events: TraceEvent[], url: string) {
  const thread = mainThread(events, url);
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const navigation = own.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const start = navigation?.ts ?? Math.min(...own.map((e) => e.ts));
  const fcp = own.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start)?.ts ?? start;
  const { nodes, samples } = profileOf(events, thread);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  /** A task's time on the phone Lighthouse simulates: its thread time here, 4x. */
  const phoneMs = (task: TraceEvent) => (CPU_SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000;
  const long = tasks.filter((task) => phoneMs(task) >= LONG_TASK_MS);
  const byScript = new Map<string, number>();
  for (const sample of samples)
    if (sample.ts >= start) addTo(byScript, frameOf(nodes, sample.node).script, sample.selfUs);
  const sampledUs = [...byScript.values()].reduce((sum, us) => sum + us, 0);
  const lines = long.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const activities = new Map<string, number>();
    for (const e of own) {
      if (e.ph === 'X' && ACTIVITIES.has(e.name) && e.ts >= task.ts && e.ts < end)
        addTo(activities, e.name, e.dur ?? 0);
    }
    const scripts = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const frame = frameOf(nodes, sample.node);
      addTo(scripts, frame.script, sample.selfUs);
      addTo(functions, `${frame.script}:${frame.fn}`, sample.selfUs);
    }
    const dur = task.dur ?? 1;
    return [
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${phoneMs(task).toFixed(0).padStart(4)} ms on a phone ` +
        `(${((task.tdur ?? 0) / 1000).toFixed(0)} ms CPU, ${(dur / 1000).toFixed(0)} ms wall here)`,
      `    activities: ${top(activities, 6, dur)}`,
      `    scripts:    ${top(scripts, 6, dur)}`,
      `    functions:  ${top(functions, 6, dur)}`,
    ].join('\n');
  });
  const tbtMs = long
    .filter((task) => task.ts + (task.dur ?? 0) > fcp)
    .reduce((sum, task) => sum + Math.max(0, phoneMs(task) - LONG_TASK_MS), 0);
  return {
    tbtMs,
    longTasks: long.length,
    fcpMs: (fcp - start) / 1000,
    report: lines.join('\n'),
    byScript: top(byScript, 12, sampledUs),
  };
}

/**
 * Waits for `<html data-hydrated>` with a bare CDP evaluation every 250 ms (Playwright's own waiting injects its
 * script into the page, which would show in the trace as the page's work).
 */
async function hydrated(cdp: CDPSession, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.hasAttribute('data-hydrated')",
    });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The page did not hydrate.');
}

async function traceOnce(browser: Browser, base: string, page: string, file: string | null) {
  const load = loadavg()[0] ?? 0;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const scripts: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(shortUrl(request.url()));
  });
  await browser.startTracing(tab, { categories: CATEGORIES });
  await tab.goto(`${base}${page}`, { waitUntil: 'load' });
  await hydrated(cdp);
  await tab.waitForTimeout(2_000);
  const trace = await browser.stopTracing();
  await context.close();
  if (REPORT_DIR && file) writeFileSync(path.join(REPORT_DIR, file), trace);
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  return { load, fetched: scripts, ...analyse(traceEvents, `${base}${page}`) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const servers: { name: string; server: BenchServer }[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    if (BASE_ROOT) servers.push({ name: 'base', server: await startBenchServer(path.resolve(BASE_ROOT)) });
    servers.push({ name: 'this', server: await startBenchServer() });
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const summary: string[] = [];
    for (const name of PAGES) {
      const tbts = new Map(servers.map(({ name: which }) => [which, [] as number[]]));
      for (let i = 1; i <= RUNS; i++) {
        const order = i % 2 === 1 ? servers : [...servers].reverse();
        for (const { name: which, server } of order) {
          const page = chosenPages(server.jobId, [name])[0] ?? name;
          const file = `${which}-${name.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-')}-${i}.trace.json`;
          // A trace that missed the navigation (Chromium starts tracing a moment late now and then) is taken again.
          let result: Awaited<ReturnType<typeof traceOnce>> | null = null;
          for (let attempt = 0; !result && attempt < 3; attempt++) {
            result = await traceOnce(browser, server.base, page, file).catch((error: Error) => {
              console.log(`${name} run ${i} ${which}: ${error.message} Tracing again.`);
              return null;
            });
          }
          if (!result) continue;
          tbts.get(which)?.push(result.tbtMs);
          console.log(
            `\n${name} run ${i} ${which} (load ${result.load.toFixed(1)}): FCP ${result.fcpMs.toFixed(0)} ms, ` +
              `${result.longTasks} long tasks, blocking ${result.tbtMs.toFixed(0)} ms after FCP on a phone\n` +
              `  scripts fetched (${result.fetched.length}): ${result.fetched.join(' ')}\n` +
              `  main thread by script (ms here): ${result.byScript}\n${result.report}`,
          );
        }
      }
      for (const [which, values] of tbts) {
        summary.push(
          `${name} ${which}: blocking after FCP ${values.map((t) => t.toFixed(0)).join(', ')} ms, median ${median(values).toFixed(0)}`,
        );
      }
    }
    console.log(`\n${summary.join('\n')}`);
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
