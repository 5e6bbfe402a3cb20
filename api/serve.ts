import { createApp } from './app';
import { loadConfig } from './config';
import { seedDemoIfEmpty } from './db/demo/seed';

/** Starts the server; with `demo`, first fills an empty database with demo data. */
export async function serve({ demo }: { demo: boolean }): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  if (demo) {
    const seeded = await seedDemoIfEmpty(app.db, { arenaMapFile: config.arenaMapFile, logger: app.logger });
    if (seeded) console.log(`Demo data created: ${seeded.users} users, ${seeded.accounts} linked characters, ${seeded.rounds} rounds, ${seeded.replays} replays.`);
  }
  await app.listen();
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`BA Times is serving at http://${host}:${config.port}${demo ? ' (demo data: sign in with the development sign-in)' : ''}`);

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
