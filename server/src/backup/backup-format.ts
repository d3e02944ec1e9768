import type { SequenceValue } from './catalog.ts';

/**
 * A backup is one gzip-compressed text file in the shape of a data-only `pg_dump` (readable with `zcat`):
 *
 *   -- portal-backup-header {"format":…,"migrations":[…],"tables":[…]}
 *   COPY "users" ("id", …) FROM stdin;
 *   …one line per row, PostgreSQL's COPY text format…
 *   \.
 *   …every table, parents before children…
 *   -- portal-backup-manifest {"tables":[{"name":…,"rows":…,"sha256":…}],"sequences":[…]}
 *
 * It needs no pg_dump of the server's major version (the embedded PostgreSQL is 18, Debian's client 15) and
 * restores into any PostgreSQL the portal supports. The manifest's counts and hashes are checked before the
 * restore commits.
 */
export const BACKUP_FORMAT = 'province-job-portal-backup';
export const BACKUP_VERSION = 1;
export const HEADER_PREFIX = '-- portal-backup-header ';
export const MANIFEST_PREFIX = '-- portal-backup-manifest ';
export const END_OF_DATA = '\\.';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The server's version, for the operator's information. */
  postgres: string;
  /** drizzle's hashes of the migrations applied, oldest first: the schema the data fits. */
  migrations: string[];
  tables: { name: string; columns: string[] }[];
};

export type BackupManifest = {
  tables: { name: string; rows: number; sha256: string }[];
  sequences: SequenceValue[];
  /** Files whose bytes are in the bucket, not in this backup (the bucket is backed up by its own versioning). */
  filesInBucket: number;
};

export const copyStatement = (table: { name: string; columns: string[] }, quote: (name: string) => string) =>
  `COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM stdin;`;
