/** One request the load sent and what came of it. */
export type Outcome = {
  method: string;
  path: string;
  base: string;
  startedAt: number;
  endedAt: number;
  /** null: no HTTP answer (reset, refused, timed out). */
  status: number | null;
  error?: string;
  body: string;
};

export type Request = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export type Load = { outcomes: Outcome[]; stop: () => Promise<Outcome[]> };

/**
 * A bounded load: `workers` loops, each sending one request at a time (`next(n)` picks the n-th), pausing
 * `pauseMs` between them, until stopped or `maxMs` has passed.
 */
export function startLoad(
  bases: string[],
  next: (n: number) => Request,
  { workers, pauseMs = 10, maxMs = 60_000 }: { workers: number; pauseMs?: number; maxMs?: number },
): Load {
  const outcomes: Outcome[] = [];
  const until = Date.now() + maxMs;
  let stopped = false;
  let n = 0;
  const loop = async (worker: number) => {
    while (!stopped && Date.now() < until) {
      const request = next(n++);
      const base = bases[(n + worker) % bases.length] ?? '';
      const startedAt = Date.now();
      try {
        const res = await fetch(`${base}${request.path}`, {
          method: request.method,
          headers: {
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...request.headers,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(15_000),
        });
        const body = await res.text();
        outcomes.push({ ...request, base, startedAt, endedAt: Date.now(), status: res.status, body });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const message = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
        outcomes.push({ ...request, base, startedAt, endedAt: Date.now(), status: null, error: message, body: '' });
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

/** Outcomes that are not a 2xx answer, summarised for an assertion message. */
export function failures(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.status === null || outcome.status >= 300)
    .map((o) => `${o.method} ${o.base}${o.path} -> ${o.status ?? o.error} ${o.body.slice(0, 200)}`);
}
