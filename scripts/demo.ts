import { serve } from '../api/serve';
import { buildIfStale } from './build-if-stale';

await buildIfStale();
await serve({ demo: true });
