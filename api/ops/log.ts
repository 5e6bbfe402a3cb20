import pino, { type DestinationStream, type Logger } from 'pino';
import { withoutBoundValues } from '../db/errors';

const FLUSH_EVERY_MS = 1000;

/**
 * The server's JSON log, by default on standard output, buffered: lines written out in blocks
 * rather than one per request, each of which would wake whatever reads the log (journald, a
 * container runtime). A line waits at most a second, and what is buffered is written out as the
 * process exits; only a process killed outright loses its last lines.
 */
export function createLogger(level: string, destination: DestinationStream = bufferedStdout()): Logger {
  // Every `{ err }` logged passes here, so no failed query's bound values (key hashes, users' keys) reach the log.
  return pino({ level, serializers: { err: (err: Error) => pino.stdSerializers.err(withoutBoundValues(err) as Error) } }, destination);
}

function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return destination;
}
