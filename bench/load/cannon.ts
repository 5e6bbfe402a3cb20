import autocannon from 'autocannon';

export interface TrafficSummary {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts, and answers other than 2xx and 304. */
  errors: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

export interface TrafficOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  request: autocannon.Request;
}

/** Answers that count as errors: any but 2xx and 304. */
export function unexpectedAnswers(statuses: Record<string, number>): number {
  return Object.entries(statuses)
    .filter(([code]) => !(code.startsWith('2') || code === '304'))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** One autocannon instance in this process: each connection sends the next request as soon as the last is answered. */
export async function runTraffic({ baseUrl, connections, seconds, request }: TrafficOptions): Promise<TrafficSummary> {
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests: [request], timeout: 10 });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requests,
    perSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + unexpectedAnswers(statuses),
    statuses,
  };
}
