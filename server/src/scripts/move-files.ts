import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { ForeignClusterError } from '../db/own-cluster.ts';
import { createFileStore } from '../files/file-store.ts';
import { moveFiles } from '../files/move-files.ts';
import { createS3BlobStore } from '../files/s3-blob-store.ts';

const USAGE = 'Usage: npm run files:move -- --to s3|pg   (the bucket from S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID…)';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'pg') throw new ConfigError(USAGE);
  const config = loadConfig();
  if (!config.s3) throw new ConfigError(`S3_BUCKET is not set.\n${USAGE}`);
  const blobs = createS3BlobStore(config.s3);
  const database = await openDatabase(config, { poolSize: 4, reuseRunning: true, log: (line) => console.log(line) });
  try {
    await blobs.check();
    const store = createFileStore(database.db, 'pg', blobs);
    const started = Date.now();
    const report = await moveFiles(database.db, store, values.to, (line) => console.log(line));
    // What stays behind in the bucket after a move to PostgreSQL goes now rather than at the servers' next sweep.
    let swept = 0;
    for (let batch = await store.sweep(); batch > 0; batch = await store.sweep()) swept += batch;
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.moved} files moved to ${values.to}, ` +
        `each checked by SHA-256; ${report.gone} deleted meanwhile; ${swept} old copies removed from the bucket.`,
    );
    if (values.to === 's3' && config.fileStore !== 's3') {
      console.log('Set FILE_STORE=s3 on every instance so new uploads go to the bucket too.');
    }
  } finally {
    blobs.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof ForeignClusterError ? error.message : error);
  process.exit(1);
});
