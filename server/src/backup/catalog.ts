import type pg from 'pg';

export type TableInfo = { name: string; columns: string[] };
export type SequenceValue = { name: string; lastValue: string; isCalled: boolean };

/** Quotes an identifier read from the catalogue (names are the portal's own, but never trusted as SQL). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The portal's tables in an order where every table comes after the tables it references, so rows can be loaded
 * with foreign keys checked. A table referencing itself is fine; a cycle between tables is refused.
 */
export async function portalTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relkind IN ('r', 'p')
     GROUP BY c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    SELECT DISTINCT c.relname AS child, p.relname AS parent
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`);
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set()]));
  for (const { child, parent } of references.rows) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const byName = new Map(tables.rows.map((t) => [t.name, t]));
  while (done.size < byName.size) {
    const ready = [...byName.keys()]
      .filter((name) => !done.has(name) && [...(parents.get(name) ?? [])].every((p) => done.has(p)))
      .sort();
    if (ready.length === 0) {
      const left = [...byName.keys()].filter((name) => !done.has(name));
      throw new Error(`These tables reference each other in a cycle; a backup cannot order them: ${left.join(', ')}`);
    }
    for (const name of ready) {
      done.add(name);
      const table = byName.get(name);
      if (table) ordered.push({ name, columns: table.columns });
    }
  }
  return ordered;
}

/** Every sequence of the portal's schema with its position (identity columns' and serials' included). */
export async function portalSequences(client: pg.ClientBase): Promise<SequenceValue[]> {
  const names = await client.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of names.rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${ident(name)}`,
    );
    const [row] = rows;
    if (row) values.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
}

/** The migrations applied to the database, oldest first (drizzle's journal of hashes). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query(
    `SELECT 1 FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'`,
  );
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => row.hash);
}
