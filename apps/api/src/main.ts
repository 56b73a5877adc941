import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';
import { todayInAbidjan } from './lib/time';

const DEFAULT_ADMIN_EMAIL = 'admin@gbaka.ci';

/** Start: configuration, database and migrations, demo data, first administrator, then HTTP. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  const app = await buildApp({ config, database });

  if (config.SEED === 'demo') {
    const seed = await seedDemo(database.db, todayInAbidjan());
    if (seed.seeded) app.log.info({ trips: seed.trips }, 'demo data seeded');
  }
  const adminEmail = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const admin = await ensureAdmin(database.db, adminEmail, config.ADMIN_PASSWORD);
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only (not through the logger, whose output may be shipped elsewhere).
    console.log(
      `\n  First administrator created: ${adminEmail} / ${admin.generatedPassword}\n  Keep it now: it is not shown again.\n`,
    );
  }

  const jobs = startJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Gbaka on ${config.PUBLIC_URL} (database: ${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
