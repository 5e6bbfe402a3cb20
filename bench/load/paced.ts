import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { unexpectedAnswers, type TrafficSummary } from './cannon';
import { percentile } from './stats';

export interface PacedRequest {
  headers: Record<string, string>;
  body: string;
  answered(status: number, body: string): void;
}

export interface PacedOptions {
  baseUrl: string;
  path: string;
  /** Requests sent per second. */
  rate: number;
  /** Requests sent together each time: a team's plugins all post as its round ends. */
  together: number;
  seconds: number;
  next(): PacedRequest;
}

const TIMEOUT_MS = 10_000;

function post(agent: http.Agent, url: URL, { headers, body }: PacedRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Posts at a steady rate, `together` requests at a time, evenly spaced, whether or not the earlier
 * ones were answered, as many independent plugins do: a slow server meets more requests at once, not
 * fewer. (autocannon's rate sends each second's share as fast as it can and then waits for the next
 * second: bursts with quiet between.) Each latency counts from when its request was due, so a late
 * send counts too.
 */
export async function runPaced({ baseUrl, path, rate, together, seconds, next }: PacedOptions): Promise<TrafficSummary> {
  const agent = new http.Agent({ keepAlive: true });
  const url = new URL(path, baseUrl);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < Math.floor(rate * seconds); i++) {
    const due = start + (Math.floor(i / together) * together * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const request = next();
    pending.push(
      post(agent, url, request).then(
        ({ status, body }) => {
          latencies.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
          request.answered(status, body);
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsedSeconds = Math.max(seconds, (performance.now() - start) / 1000);
  agent.destroy();
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: failures + unexpectedAnswers(statuses),
    statuses,
  };
}
