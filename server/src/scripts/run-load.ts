// Runs the load generator (bench-load.ts: autocannon in its own process, so it never shares the server's event loop)
// for `npm run bench` and `npm run profile:pages`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
};

/** Concurrent connections of every load case. */
export const LOAD_CONNECTIONS = 50;
/** Seconds a load case runs unless it says otherwise (BENCH_DURATION). */
export const LOAD_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

/** autocannon with LOAD_CONNECTIONS over `paths` drawn with `weights`, for `seconds`. */
export async function runLoad(
  name: string,
  base: string,
  paths: string[],
  weights: number[],
  bytes: number,
  headers?: Record<string, string>,
  seconds = LOAD_SECONDS,
): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-'));
  const file = path.join(dir, 'paths.json');
  writeFileSync(file, JSON.stringify({ paths, weights }));
  const script = fileURLToPath(new URL('./bench-load.ts', import.meta.url));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        script,
        base,
        file,
        String(LOAD_CONNECTIONS),
        String(seconds),
        ...(headers ? [JSON.stringify(headers)] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const r = JSON.parse(stdout) as {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    };
    return {
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytes,
      non2xx: r.non2xx,
      errors: r.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
