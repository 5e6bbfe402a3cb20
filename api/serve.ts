import { createApp } from './app';
import { loadConfig } from './config';
import { startSimulatedTeam } from './demo/liveTeam';
import { seedDemoIfEmpty } from './demo/seed';

/** Starts the server; with `demo`, first fills an empty database with demo data. */
export async function serve({ demo }: { demo: boolean }): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  if (demo) {
    const seeded = await seedDemoIfEmpty(app.db, { arenaMapFile: config.arenaMapFile, logger: app.logger });
    if (seeded) console.log(`Demo data created: ${seeded.users} users, ${seeded.accounts} linked characters, ${seeded.rounds} rounds, ${seeded.replays} replays.`);
  }
  const server = await app.listen();
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`BA Times is serving at http://${host}:${config.port}${demo ? ' (demo data: sign in with the development sign-in)' : ''}`);
  // The demo's own team plays rounds through the API, as the plugin does, so the Live page has something to show.
  const address = server.address();
  const team = demo && address && typeof address === 'object' ? startSimulatedTeam(app.db, `http://127.0.0.1:${address.port}`, config.pluginSigningSecret, app.logger) : null;

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    team?.stop();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
