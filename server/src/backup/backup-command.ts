import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Logger } from 'pino';
import { type Config, ConfigError } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { writeBackup } from './write-backup.ts';

const NAME = /^portal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sql\.gz$/;
const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * `backup [--out FILE | --dir DIR] [--every 24h --keep 14]`: a backup of the database the portal uses (it keeps
 * serving), into FILE or a new `portal-<time>.sql.gz` in DIR (default DATA_DIR/backups). With --every it runs on,
 * one backup per interval, keeping the newest --keep of DIR's backups, until SIGTERM or SIGINT.
 */
export async function backupCommand(config: Config, args: string[], log: Logger): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, dir: { type: 'string' }, every: { type: 'string' }, keep: { type: 'string' } },
  });
  const dir = path.resolve(values.dir ?? path.join(config.dataDir, 'backups'));
  const every = values.every ? interval(values.every) : undefined;
  const keep = values.keep ? Number(values.keep) : undefined;
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new ConfigError('--keep takes a whole number from 1.');
  if (values.out && (every || keep))
    throw new ConfigError('--out writes one backup; --every and --keep go with --dir.');
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  do {
    const out = values.out
      ? path.resolve(values.out)
      : path.join(dir, `portal-${new Date().toISOString().replace(/[:.]/g, '-')}.sql.gz`);
    await backupOnce(config, out, log);
    if (keep) removeOld(dir, keep, log);
    if (every) await sleep(every, undefined, { signal: stopped.signal }).catch(() => undefined);
  } while (every && !stopped.signal.aborted);
}

async function backupOnce(config: Config, out: string, log: Logger): Promise<void> {
  mkdirSync(path.dirname(out), { recursive: true });
  // The database the server uses, while it keeps running (the embedded one `npm start` runs, if it is up).
  const database = await openDatabase(config, { poolSize: 2, reuseRunning: true, log });
  const partial = `${out}.partial`;
  try {
    const started = Date.now();
    const { manifest } = await writeBackup(database.pool, createWriteStream(partial, { flags: 'wx' }));
    // Only a whole backup gets the name: a crash leaves a `.partial`, never a file that looks complete.
    renameSync(partial, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log.info({ file: out, tables: manifest.tables.length, rows, ms: Date.now() - started }, 'backup written');
    if (manifest.filesInBucket > 0) {
      log.warn(
        { filesInBucket: manifest.filesInBucket, bucket: config.s3?.bucket },
        'the bytes of files kept in the bucket are not in this backup: keep the bucket versioned (README, "Backups")',
      );
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

function removeOld(dir: string, keep: number, log: Logger): void {
  const backups = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    rmSync(path.join(dir, name));
    log.info({ file: path.join(dir, name) }, 'old backup removed');
  }
}

function interval(text: string): number {
  const match = /^(\d+)([mhd])$/.exec(text);
  if (!match) throw new ConfigError('--every takes a number and a unit: 30m, 24h, 7d.');
  return Number(match[1]) * (UNITS[match[2] ?? 'h'] ?? 0);
}
