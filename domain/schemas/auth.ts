import { z } from 'zod';

export const loginQuerySchema = z.object({
  redirect_uri: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
});
export const createTokenSchema = z.object({ description: z.string().trim().max(200).optional() });

/** The plugin names the character it plays as. */
export const pluginTokenRequestSchema = z.object({
  description: z.string({ error: 'must be the character name' }).trim().min(1, 'must be the character name').max(64, 'must be at most 64 characters'),
});
