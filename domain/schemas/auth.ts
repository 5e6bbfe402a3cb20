import { z } from 'zod';

export const loginQuerySchema = z.object({
  redirect_uri: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
});
export const createTokenSchema = z.object({ description: z.string().trim().max(200).optional() });
