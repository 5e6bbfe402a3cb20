import webPush from 'web-push';
import type { VapidKeys } from './keys';

/** A device's subscription as a push is sent to it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How the push service took a push: sent, gone for good (the device unsubscribed), to be tried again, or refused. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; error: string }
  | { kind: 'retry'; afterMs: number | null; error: string }
  | { kind: 'refused'; error: string };

// A push service that neither answers nor fails is given up on for this try.
const TIMEOUT_MS = 10_000;

const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Retry-After as RFC 9110 gives it: seconds, or an HTTP date. null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!HTTP_DATE.test(value)) return null;
  return Math.max(0, Date.parse(value) - now);
}

/**
 * Sends one push: web-push signs it with the site's VAPID keys (RFC 8292) and encrypts the payload for
 * the device (RFC 8291, aes128gcm); it is posted here, so a shutdown can break it off. Push services
 * answer 201; 404 and 410 mean the subscription is gone.
 */
export async function sendPush(target: PushTarget, payload: string, ttlSeconds: number, vapid: VapidKeys & { subject: string }, stop: AbortSignal): Promise<PushOutcome> {
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: vapid,
      TTL: ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
  } catch (err) {
    return { kind: 'refused', error: `The push could not be prepared: ${err instanceof Error ? err.message : String(err)}` };
  }
  // fetch counts the body itself.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'Content-Length').map(([name, value]) => [name, String(value)]));
  let res: Response;
  try {
    res = await fetch(request.endpoint, { method: 'POST', headers, body: request.body && new Uint8Array(request.body), redirect: 'error', signal: AbortSignal.any([stop, AbortSignal.timeout(TIMEOUT_MS)]) });
  } catch (err) {
    return { kind: 'retry', afterMs: null, error: `The push service could not be reached: ${err instanceof Error ? err.message : String(err)}` };
  }
  const text = (await res.text().catch(() => '')).slice(0, 200);
  const error = `The push service answered ${res.status}${text ? `: ${text}` : ''}`;
  if (res.ok) return { kind: 'sent' };
  if (res.status === 404 || res.status === 410) return { kind: 'gone', error };
  if (res.status === 429 || res.status >= 500) return { kind: 'retry', afterMs: retryAfterMs(res.headers.get('Retry-After')), error };
  return { kind: 'refused', error };
}
