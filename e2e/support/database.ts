import pg from 'pg';
import { ENV, requiredEnv } from './e2e-env.ts';

/** Runs one statement against the e2e server's own database (fresh per run, see global setup). */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: requiredEnv(ENV.databaseUrl) });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function deactivate(email: string): Promise<void> {
  const result = await sql('update users set is_active = false where email = $1', [email.toLowerCase()]);
  if (result.rowCount !== 1) throw new Error(`No user ${email} to deactivate`);
}
