import { z } from 'zod';
import { pushChoicesSchema } from '../../../domain/schemas/push';
import { ok } from '../../http/openapi/answers';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

const deviceShape = z.object({ endpoint: z.string(), notify: pushChoicesSchema });
const device = { endpoint: 'https://push.example.net/send/abc123', notify: { pbs: true, records: false, live: true } };

/** The API document's notes on the routes in ./routes.ts. */
export const PUSH_NOTES: OperationNotes = {
  'GET /api/v1/push/key': {
    summary: "The site's Web Push key",
    description: "The VAPID public key (base64url) a browser subscribes with (the Push API's `applicationServerKey`).",
    answer: ok(inData(z.object({ public_key: z.string() })), { data: { public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } }, 'The key.'),
  },
  'POST /api/v1/push/subscriptions': {
    summary: 'Get notifications on this device',
    description:
      "The device's `PushSubscription` as the browser's `toJSON()` writes it, with `notify`: followed players' PBs (on unless said), world records (off), followed players' live rounds (on). The same endpoint again updates its keys and choices. Each push is JSON `{ title, body, url, tag }` (encrypted as aes128gcm, VAPID-signed, with a TTL), `url` a path of the site's and `tag` naming the event; when the push service answers 404 or 410, the subscription is removed.",
    bodyExample: { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }, notify: { records: true } },
    answer: ok(inData(deviceShape), { data: device }, '201 for a new device; 200 for one already subscribed.', { status: [201, 200] }),
    refusals: {
      400: 'A malformed subscription (the field named); an endpoint that is not https, or in production one whose host is not on the public internet; more than 10 devices (`too_many_devices`).',
      ...JSON_BODY,
    },
  },
  'DELETE /api/v1/push/subscriptions': {
    summary: 'Stop notifications on this device',
    description: "Forgets one of the signed-in user's devices, named by its endpoint; the app does so on sign-out.",
    bodyExample: { endpoint: device.endpoint },
    answer: ok(inData(deviceShape), { data: device }, 'The device forgotten.'),
    refusals: { 404: 'The endpoint is none of the user’s devices.', ...JSON_BODY },
  },
};
