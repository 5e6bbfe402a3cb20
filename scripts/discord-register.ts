import { loadConfig } from '../api/config';
import { registerCommands } from '../api/modules/discord/services/registerCommands';

try {
  const names = await registerCommands(loadConfig().discord);
  console.log(`Registered the slash commands ${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names.map((n) => `/${n}`))}.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
