import { z } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; our CSP forbids eval, so it
// must be off before the first schema is built. Imported first by every entry point.
z.config({ jitless: true });
