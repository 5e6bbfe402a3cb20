import { serve } from './serve';

serve({ demo: process.argv.includes('--demo') }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
