import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';

export interface ChangeWatcherOptions {
  /** How often the change log's cursor is read while at least one client listens. */
  pollMs?: number;
  /** How often a comment goes to every client, so proxies and browsers keep an idle stream open. */
  keepAliveMs?: number;
}

export interface ChangeWatcher {
  /** A Server-Sent Events stream for one client: the current cursor, then a notice each time it advances. */
  open(): Promise<PassThrough>;
  /** Clients listening to this process. */
  readonly clientCount: number;
  /** Ends every open stream and stops watching; later clients get a stream that ends at once. */
  close(): Promise<void>;
}

interface Client {
  stream: PassThrough;
  /** The newest cursor this client was told about. */
  cursor: number;
}

// EventSource reconnects this long after a stream ends (a restart, a process leaving the load balancer).
const RETRY = 'retry: 5000\n\n';
const KEEP_ALIVE = ': keep-alive\n\n';

const notice = (event: 'cursor' | 'change', cursor: number) => `event: ${event}\ndata: ${JSON.stringify({ cursor })}\n\n`;

/**
 * One per process. Processes behind a load balancer share only the database, so each one reads the
 * cursor itself (`readCursor`, the change log's newest) and tells its own clients; nothing is read
 * while nobody listens.
 */
export function createChangeWatcher(readCursor: () => Promise<number>, logger: Logger, { pollMs = 500, keepAliveMs = 25_000 }: ChangeWatcherOptions = {}): ChangeWatcher {
  const clients = new Set<Client>();
  let nextPoll: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let keepAlive: NodeJS.Timeout | null = null;
  let closed = false;

  const send = (client: Client, text: string) => {
    // A stream whose client just left is destroyed before its 'close' handler drops it.
    if (client.stream.writable) client.stream.write(text);
  };

  async function poll(): Promise<void> {
    try {
      const cursor = await readCursor();
      for (const client of clients) {
        // Per client, so one who connected during this read is neither told twice nor skipped.
        if (client.cursor >= cursor) continue;
        client.cursor = cursor;
        send(client, notice('change', cursor));
      }
    } catch (err) {
      logger.warn({ err }, 'reading the change-log cursor for change notices failed');
    }
  }

  function schedule(): void {
    nextPoll = setTimeout(() => {
      nextPoll = null;
      polling = poll().finally(() => {
        polling = null;
        if (clients.size > 0 && !closed) schedule();
      });
    }, pollMs);
  }

  function start(): void {
    // A poll in flight schedules the next one itself.
    if (!nextPoll && !polling) schedule();
    keepAlive ??= setInterval(() => clients.forEach((client) => send(client, KEEP_ALIVE)), keepAliveMs);
  }

  function stopIfIdle(): void {
    if (clients.size > 0) return;
    if (nextPoll) clearTimeout(nextPoll);
    if (keepAlive) clearInterval(keepAlive);
    nextPoll = keepAlive = null;
  }

  return {
    async open() {
      const stream = new PassThrough();
      // While this process shuts down, the client is sent away to reconnect, to another process if there is one.
      const sendAway = () => stream.end(RETRY);
      if (closed) return sendAway();
      const client: Client = { stream, cursor: await readCursor() };
      if (closed) return sendAway();
      stream.write(RETRY + notice('cursor', client.cursor));
      clients.add(client);
      // The route destroys the stream when its response closes, so a client that leaves is dropped at once.
      stream.once('close', () => {
        clients.delete(client);
        stopIfIdle();
      });
      start();
      return stream;
    },
    get clientCount() {
      return clients.size;
    },
    async close() {
      closed = true;
      for (const client of clients) client.stream.end();
      clients.clear();
      stopIfIdle();
      // The database closes next; let a read in flight finish first.
      await polling;
    },
  };
}
