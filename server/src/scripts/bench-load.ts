// Load generator for `npm run bench`, run as its own process (it must not share the server's event loop):
// autocannon against a list of paths drawn with the given weights (Zipf-like for the mixed workload).
// argv: <base url> <json file: { paths: string[], weights: number[] }> <connections> <seconds> [headers JSON].
// Prints JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Request = { method: string; path?: string };
type Options = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests: { method: string; setupRequest: (request: Request) => Request }[];
};
// autocannon ships no types; this is the slice of its programmatic API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Options) => Promise<unknown>;

const [base, file, connections, seconds, headers] = process.argv.slice(2);
const { paths, weights } = JSON.parse(readFileSync(String(file), 'utf8')) as { paths: string[]; weights: number[] };
const cumulative: number[] = [];
let sum = 0;
for (const weight of weights) {
  sum += weight;
  cumulative.push(sum);
}

/** The path whose cumulative weight first exceeds a uniform draw (binary search). */
function pick(): string {
  const target = Math.random() * sum;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) > target) high = mid;
    else low = mid + 1;
  }
  return paths[low] ?? '/';
}

const result = await autocannon({
  url: String(base),
  connections: Number(connections),
  duration: Number(seconds),
  ...(headers && { headers: JSON.parse(headers) as Record<string, string> }),
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pick() }) }],
});
process.stdout.write(JSON.stringify(result));
