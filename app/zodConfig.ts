import * as z from 'zod/mini';

// Zod compiles fast parsers with `new Function` unless told not to; our CSP forbids eval, so it
// must be off before the first schema is built. Imported first by the app's entry point.
z.config({ jitless: true });
