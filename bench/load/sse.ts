import { performance } from 'node:perf_hooks';
import { devSignIn } from '../../test/support/signIn';
import { openEventStream, type EventStream, type SseFrame } from '../../test/support/sse';
import { percentile } from './stats';
import { ADMIN_DISCORD_ID } from './server';
import { uploadOnce } from './uploads';

export interface EventStreamCheck {
  clients: number;
  changes: number;
  /** From asking to connect to holding the first cursor event: all clients, and per client. */
  connectAllMs: number;
  connectP50Ms: number;
  connectP99Ms: number;
  /** From sending a change to its notice reaching a client (the server reads the change log every 500 ms). */
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  /** Notices a client never got, and notices a client got twice or that named no change. */
  missed: number;
  doubled: number;
}

// The next change waits until every client has this one's notice (or this long), so no two share a notice.
const NOTICE_TIMEOUT_MS = 15_000;
const SETTLE_MS = 2000;

const changeCursor = (frame: SseFrame) => (frame.event === 'change' ? (JSON.parse(frame.data!) as { cursor: number }).cursor : null);

/** The cursor once the change after `since` is made: the change log grows by one entry per change here. */
async function cursorAfter(baseUrl: string, since: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/rounds/?since=${since}`);
  return ((await res.json()) as { data: { cursor: number } }).data.cursor;
}

/** An admin's session, through the development sign-in the load server allows. */
const adminSession = (baseUrl: string) => devSignIn(baseUrl, { discord_username: 'load-admin', discord_id: ADMIN_DISCORD_ID });

/**
 * `clients` listeners on the change notices; `changes` changes made one at a time (a plugin's upload,
 * then an admin deleting that round, and so on). Every client must be told of each change exactly once.
 */
export async function checkEventStream(baseUrl: string, clients: number, changes: number, pluginToken: string): Promise<EventStreamCheck> {
  const admin = await adminSession(baseUrl);
  const started = performance.now();
  const connectMs: number[] = [];
  const streams: EventStream[] = await Promise.all(
    Array.from({ length: clients }, async () => {
      const opened = performance.now();
      const stream = await openEventStream(`${baseUrl}/api/v1/events/`);
      await stream.waitFor((frame) => frame.event === 'cursor', NOTICE_TIMEOUT_MS);
      connectMs.push(performance.now() - opened);
      return stream;
    }),
  );
  const connectAllMs = performance.now() - started;

  try {
    // Nothing changes while they connect, so every client was sent the same cursor.
    let cursor = Math.max(...streams.map((stream) => JSON.parse(stream.frames.find((frame) => frame.event === 'cursor')!.data!).cursor as number));
    const expected: number[] = [];
    const deliveryMs: number[] = [];
    let uploaded: number | null = null;
    for (let change = 0; change < changes; change++) {
      const previous = cursor;
      const told = streams.map((stream) =>
        stream.waitFor((frame) => (changeCursor(frame) ?? 0) > previous, NOTICE_TIMEOUT_MS).then(
          () => performance.now(),
          () => null,
        ),
      );
      const made = performance.now();
      if (uploaded === null) {
        uploaded = await uploadOnce(baseUrl, pluginToken, `Notice ${change.toString(36)}`);
      } else {
        const res = await fetch(`${baseUrl}/api/v1/rounds/${uploaded}/`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin}` } });
        if (res.status !== 200) throw new Error(`deleting round ${uploaded} failed: ${res.status}`);
        uploaded = null;
      }
      cursor = await cursorAfter(baseUrl, previous);
      expected.push(cursor);
      for (const at of await Promise.all(told)) if (at !== null) deliveryMs.push(at - made);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    let missed = 0;
    let doubled = 0;
    for (const stream of streams) {
      const seen = stream.frames.map(changeCursor).filter((c): c is number => c !== null);
      missed += expected.filter((c) => !seen.includes(c)).length;
      doubled += seen.length - new Set(seen.filter((c) => expected.includes(c))).size;
    }
    return {
      clients,
      changes,
      connectAllMs,
      connectP50Ms: percentile(connectMs, 0.5),
      connectP99Ms: percentile(connectMs, 0.99),
      deliveryP50Ms: percentile(deliveryMs, 0.5),
      deliveryP99Ms: percentile(deliveryMs, 0.99),
      missed,
      doubled,
    };
  } finally {
    streams.forEach((stream) => stream.close());
  }
}
