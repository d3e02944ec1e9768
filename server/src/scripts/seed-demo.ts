import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { ForeignClusterError } from '../db/own-cluster.ts';
import { districtsOf } from '../db/seed/seed-lookups.ts';
import {
  createDemoData,
  DEFAULT_DEMO_JOBS,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  demoExists,
  removeDemoData,
} from './demo-data.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: String(DEFAULT_DEMO_JOBS) },
      reset: { type: 'boolean', default: false },
    },
  });
  const jobCount = Number(values.jobs);
  if (!Number.isInteger(jobCount) || jobCount < 0 || jobCount > 1_000_000) {
    throw new ConfigError('--jobs must be a whole number from 0 to 1000000.');
  }
  // Bulk inserts (up to a million jobs) are not requests: no statement timeout.
  const config = loadConfig({ ...process.env, DB_STATEMENT_TIMEOUT_MS: '0' });
  districtsOf(config.seedProvince);

  // The same database the server uses (or the one `npm start` is running right now).
  const say = (_fields: object, message: string) => console.log(message);
  const database = await openDatabase(config, { poolSize: 4, reuseRunning: true, log: { info: say, warn: say } });
  try {
    if (values.reset) {
      const removed = await removeDemoData(database.db);
      console.log(
        `Removed ${removed} demo users with their jobs, files, applications and saved jobs, and the demo trainings.`,
      );
    }
    if (await demoExists(database.db)) {
      console.log(`Demo data already exists (users @${DEMO_DOMAIN}); nothing added. Run with --reset to recreate it.`);
    } else {
      const started = Date.now();
      console.log(`Creating demo data with ${jobCount} jobs...`);
      const logins = await createDemoData(database.db, { jobs: jobCount, log: (line) => console.log(line) });
      console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
      console.log(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
      for (const login of logins) console.log(`  ${login.role.padEnd(10)} ${login.email.padEnd(26)} ${login.note}`);
    }
    console.log(
      `\nAll demo users: password "${DEMO_PASSWORD}", emails employer1..8@${DEMO_DOMAIN}, seeker1..5@${DEMO_DOMAIN}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof ForeignClusterError ? error.message : error);
  process.exit(1);
});
