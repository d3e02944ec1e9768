import type { Db, Executor } from './client.ts';
import { isRetryable } from './pg-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ATTEMPTS = 4;

/**
 * A transaction that runs again (up to four times, after a short random pause) when PostgreSQL aborts it
 * for a deadlock or a serialization failure, so a lost race answers like the sequential path instead of 500.
 * The work must have no effect outside the database (it may run more than once).
 */
export async function retryingTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
