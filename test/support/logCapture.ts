import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../api/ops/log';

export interface CapturedLog {
  logger: Logger;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
  /** Everything written so far, as written. */
  text(): string;
}

/** The server's own logger at `info` writing into memory, so a test can read what an operator would. */
export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger('info', sink),
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
