import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Read = () => PromiseLike<unknown>;
type Results<T extends readonly Read[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on the pool (each on its own connection), and one after another inside a
 * transaction: a transaction is one connection, and a pg client runs one query at a time (pg 8 queues and warns,
 * pg 9 refuses). Pass functions, so nothing starts before this decides how to run them.
 */
export async function readsTogether<T extends readonly Read[]>(db: Executor, reads: [...T]): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
