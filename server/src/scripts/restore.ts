import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefused, restoreBackup } from '../backup/restore-backup.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { ForeignClusterError } from '../db/own-cluster.ts';

const USAGE = 'Usage: npm run restore -- <backup file>   (into DATABASE_URL, else the embedded database of DATA_DIR)';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new ConfigError(file ? `No such file: ${file}\n${USAGE}` : USAGE);
  const config = loadConfig();
  const database = await openDatabase(config, {
    poolSize: 1,
    reuseRunning: true,
    prepare: false,
    log: (line) => console.log(line),
  });
  try {
    const started = Date.now();
    const report = await restoreBackup(database.url, createReadStream(path.resolve(file)), (line) =>
      console.log(`  ${line}`),
    );
    console.log(
      `Restored ${report.rows} rows in ${report.tables} tables in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (report.migrationsAfter > 0 ? `, then applied ${report.migrationsAfter} newer migrations.` : '.'),
    );
    if (report.filesInBucket > 0) {
      console.log(`${report.filesInBucket} files are in the bucket: point S3_BUCKET at it (or at its restored copy).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof ForeignClusterError || error instanceof RestoreRefused;
  console.error(known ? error.message : error);
  process.exit(1);
});
