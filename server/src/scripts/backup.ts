import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/write-backup.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { ForeignClusterError } from '../db/own-cluster.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `portal-${stamp}.sql.gz`));
  mkdirSync(path.dirname(out), { recursive: true });
  // The database the server uses, while it keeps running (the embedded one `npm start` runs, if it is up).
  const database = await openDatabase(config, { poolSize: 2, reuseRunning: true, log: (line) => console.log(line) });
  const partial = `${out}.partial`;
  try {
    const started = Date.now();
    const { manifest } = await writeBackup(database.pool, createWriteStream(partial, { flags: 'wx' }));
    // Only a whole backup gets the name: a crash leaves a `.partial`, never a file that looks complete.
    renameSync(partial, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${manifest.tables.length} tables, ${rows} rows.`,
    );
    if (manifest.filesInBucket > 0) {
      console.log(
        `${manifest.filesInBucket} files live in the bucket ${config.s3?.bucket ?? ''}; their bytes are not in this ` +
          'backup. Keep the bucket versioned (README, "Backups").',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof ForeignClusterError ? error.message : error);
  process.exit(1);
});
