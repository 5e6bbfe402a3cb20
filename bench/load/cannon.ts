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
  /** Requests sent per second, over all connections; without it each connection sends the next as soon as the last is answered. */
  rate?: number | null;
}

/**
 * One autocannon instance in this process. At a set rate, a request the server is too slow to take
 * when due counts as waiting from then (autocannon's correction for coordinated omission), so the
 * latencies are not flattered.
 */
export async function runTraffic({ baseUrl, connections, seconds, request, rate }: TrafficOptions): Promise<TrafficSummary> {
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests: [request], timeout: 10, ...(rate ? { overallRate: rate } : {}) });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !(code.startsWith('2') || code === '304'))
    .reduce((sum, [, count]) => sum + count, 0);
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requests,
    perSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + unexpected,
    statuses,
  };
}
