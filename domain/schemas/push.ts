import { z } from 'zod';

/** What a device asks to be told of; a switch left out keeps its default (or, for a device already subscribed, its choice). */
export const pushChoicesSchema = z.object({
  pbs: z.boolean({ error: 'must be true or false' }),
  records: z.boolean({ error: 'must be true or false' }),
  live: z.boolean({ error: 'must be true or false' }),
});

/**
 * A device's Web Push subscription, as the browser's PushSubscription.toJSON() writes it, with the
 * choices. p256dh is an uncompressed P-256 point (65 bytes, so 'B' first in base64url), auth 16 bytes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: 'is required' }).max(1000, 'must be at most 1000 characters').url('must be a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: 'is required' }).regex(/^B[A-Za-z0-9_-]{86}=?$/, "must be the browser's P-256 key, base64url"),
      auth: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be the browser's 16-byte secret, base64url"),
    },
    { error: 'is required' },
  ),
  notify: pushChoicesSchema.partial().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** A device's subscription, named by its endpoint. */
export const pushEndpointSchema = z.object({ endpoint: z.string({ error: 'is required' }).max(1000, 'must be at most 1000 characters').url('must be a URL') });
