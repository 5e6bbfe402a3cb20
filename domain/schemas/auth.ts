import { z } from 'zod';

export const loginQuerySchema = z.object({
  redirect_uri: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
});

/** The `state` this server gave a sign-in it started. */
const stateField = z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is not a sign-in this server started');

export const devSignInQuerySchema = z.object({ state: stateField });

/** The one-time code a finished sign-in hands the app, and the verifier only the browser that started it holds. */
export const signInExchangeSchema = z.object({
  code: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is not a sign-in code'),
  // Empty from a browser that holds none: the code was then returned to a browser that did not start its sign-in.
  verifier: z.string({ error: 'is required' }).max(128, 'is not a sign-in verifier'),
});

export const createTokenSchema = z.object({ description: z.string().trim().max(200).optional() });

/** The plugin names the character it plays as. */
export const pluginTokenRequestSchema = z.object({
  description: z.string({ error: 'must be the character name' }).trim().min(1, 'must be the character name').max(64, 'must be at most 64 characters'),
});
