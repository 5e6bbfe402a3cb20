import { z } from 'zod';
import { rowId, timestamp } from './fields';

/** A public key is the plugin's, made on its signed request; a private one an admin made for uploads. */
export const KEY_TYPES = ['public', 'private'] as const;

export const apiKeyShape = z.object({
  id: rowId,
  token: z.string(),
  description: z.string(),
  created_at: timestamp,
  active: z.boolean(),
  type: z.enum(KEY_TYPES),
  expires_at: timestamp.nullable(),
});

/** The plugin reads exactly these two fields; expires_at as yyyy-MM-dd'T'HH:mm:ss.SSSSSS in UTC. */
export const pluginTokenShape = z.object({ token: z.string(), expires_at: timestamp.nullable() });
