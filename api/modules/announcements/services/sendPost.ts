import type { AnnouncementPost } from './announcementPost';

/** How Discord took a post: sent, to be tried again (after `afterMs` when it said so), or refused for good. */
export type SendOutcome =
  | { kind: 'sent'; messageId: string | null }
  | { kind: 'retry'; afterMs: number | null; error: string }
  | { kind: 'refused'; error: string };

// A webhook that neither answers nor fails is given up on for this try.
const TIMEOUT_MS = 10_000;

async function messageOf(res: Response): Promise<{ message?: string; retry_after?: number; id?: string }> {
  try {
    return (await res.json()) as { message?: string; retry_after?: number; id?: string };
  } catch {
    return {};
  }
}

/**
 * Posts to a channel webhook; `wait=true` makes Discord answer with the message, so a 2xx means it is
 * in the channel. `stop` ends a try at once, for a server shutting down.
 */
export async function sendPost(webhookUrl: string, post: AnnouncementPost, stop: AbortSignal): Promise<SendOutcome> {
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(post), signal: AbortSignal.any([stop, AbortSignal.timeout(TIMEOUT_MS)]) });
  } catch (err) {
    return { kind: 'retry', afterMs: null, error: `Discord could not be reached: ${err instanceof Error ? err.message : String(err)}` };
  }
  const body = await messageOf(res);
  if (res.ok) return { kind: 'sent', messageId: body.id ?? null };
  const error = `Discord answered ${res.status}${body.message ? `: ${body.message}` : ''}`;
  if (res.status === 429) {
    // The body's retry_after is in seconds, with a fraction; the header rounds it up.
    const seconds = body.retry_after ?? Number(res.headers.get('Retry-After'));
    return { kind: 'retry', afterMs: Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : null, error };
  }
  if (res.status >= 500) return { kind: 'retry', afterMs: null, error };
  return { kind: 'refused', error };
}
