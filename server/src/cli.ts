import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { districtsOf } from './db/seed/seed-lookups.ts';
import { ensureAdmin } from './modules/admin/ensure-admin.ts';
import { romanizePendingTerms } from './modules/jobs/roman-terms.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    districtsOf(config.seedProvince);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String((error as Error).message ?? error));
    process.exit(1);
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, { log: (line) => console.log(line) });
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message ?? error}`);
    process.exit(1);
  }
  const app = await buildApp(config, { db: database.db });
  for (const warning of config.warnings) app.log.warn(warning);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests first, then release the pool, then stop the database it talks to.
    await app.close().catch((error) => app.log.error({ err: error }, 'closing http server failed'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await ensureAdmin({ db: database.db, config, log: app.log, print: (text) => process.stdout.write(`${text}\n`) });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
  console.log(`Job portal listening on ${config.publicUrl} (bound to ${config.host}:${config.port})`);
  // Words added while no server ran (migrations, seeds, SQL) get their romanized forms now, not in the first
  // Latin search (that search would wait for them; see roman-terms.ts).
  romanizePendingTerms(database.db).catch((error) => app.log.warn({ err: error }, 'romanizing search words failed'));
}

await main();
