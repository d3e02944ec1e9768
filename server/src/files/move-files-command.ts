import { parseArgs } from 'node:util';
import type { Logger } from 'pino';
import { type Config, ConfigError } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createFileStore } from './file-store.ts';
import { moveFiles } from './move-files.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/** `files:move --to s3|pg`: moves every file into the bucket (or back into PostgreSQL) while the portal serves. */
export async function moveFilesCommand(config: Config, args: string[], log: Logger): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'pg') throw new ConfigError('Usage: files:move --to s3|pg');
  if (!config.s3) throw new ConfigError('S3_BUCKET is not set (and S3_ENDPOINT, S3_ACCESS_KEY_ID… where needed).');
  const blobs = createS3BlobStore(config.s3);
  const database = await openDatabase(config, { poolSize: 4, reuseRunning: true, log });
  try {
    await blobs.check();
    const store = createFileStore(database.db, 'pg', blobs);
    const started = Date.now();
    const report = await moveFiles(database.db, store, values.to, (line) => log.info({}, line));
    // What stays behind in the bucket after a move to PostgreSQL goes now rather than at the servers' next sweep.
    let swept = 0;
    for (let batch = await store.sweep(); batch > 0; batch = await store.sweep()) swept += batch;
    log.info({ ...report, to: values.to, swept, ms: Date.now() - started }, 'files moved, each checked by SHA-256');
    if (values.to === 's3' && config.fileStore !== 's3') {
      log.warn({}, 'set FILE_STORE=s3 on every instance so new uploads go to the bucket too');
    }
  } finally {
    blobs.close();
    await database.close();
  }
}
