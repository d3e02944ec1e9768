import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { type Config, ConfigError } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { restoreBackup } from './restore-backup.ts';

/** `restore FILE`: loads a backup into the database the portal is configured with, which must hold no portal data. */
export async function restoreCommand(config: Config, args: string[], log: Logger): Promise<void> {
  const [file] = args;
  if (!file || !existsSync(file)) {
    throw new ConfigError(`${file ? `No such file: ${file}. ` : ''}Usage: restore <backup file>`);
  }
  const database = await openDatabase(config, { poolSize: 1, reuseRunning: true, prepare: false, log });
  try {
    const started = Date.now();
    const report = await restoreBackup(database.url, createReadStream(path.resolve(file)), (line) =>
      log.info({}, line),
    );
    log.info({ ...report, ms: Date.now() - started }, 'backup restored');
    if (report.filesInBucket > 0) {
      log.warn(
        { filesInBucket: report.filesInBucket },
        'files are in the bucket: point S3_BUCKET at it (or its restored copy)',
      );
    }
  } finally {
    await database.close();
  }
}
