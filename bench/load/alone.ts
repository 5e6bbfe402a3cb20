import { runTraffic, type TrafficSummary } from './cannon';
import type { LoadOptions } from './options';
import { trafficHeader, trafficRow } from './report';
import { READ_MIX, readOf, readStart } from './reads';
import type { LoadServer } from './server';
import { createUploadPlan, pluginTokens, REGULAR_TEAMS } from './uploads';

/** One kind of traffic sent by itself, and the server's CPU time for each of its requests. */
export interface AloneFigure {
  traffic: string;
  summary: TrafficSummary;
  cpuMsPerRequest: number | null;
}

/** Sends the traffic for the warm-up, uncounted, then for the run's seconds, counting the server's CPU time. */
async function measured(server: LoadServer, options: LoadOptions, traffic: string, send: (seconds: number) => Promise<TrafficSummary>): Promise<AloneFigure> {
  if (options.warmUpSeconds > 0) await send(options.warmUpSeconds);
  const before = server.cpuMs();
  const summary = await send(options.seconds);
  const used = before === null ? null : server.cpuMs()! - before;
  return { traffic, summary, cpuMsPerRequest: used === null || summary.requests === 0 ? null : used / summary.requests };
}

/**
 * Each kind of the mixed traffic alone on one server, each after the warm-up: what it costs the
 * server by itself, to see where the mixed run's capacity goes. Reads first, from a client that is
 * up to date (so a pull finds nothing new and the leaderboard answers 304, as most do in the mixed
 * run); uploads last, since they change what the reads would find.
 */
export async function measureEachAlone(server: LoadServer, options: LoadOptions): Promise<AloneFigure[]> {
  const start = await readStart(server.baseUrl);
  const held = { cursor: start.cursor, etag: start.leaderboardEtag };
  const figures: AloneFigure[] = [];
  for (const { kind } of READ_MIX) {
    const request = { method: 'GET' as const, setupRequest: <R extends object>(req: R) => ({ ...req, ...readOf(kind, held, start) }) };
    figures.push(await measured(server, options, `${kind} reads`, (seconds) => runTraffic({ baseUrl: server.baseUrl, connections: options.readConnections, seconds, request })));
  }
  const uploads = createUploadPlan(await pluginTokens(server.baseUrl, REGULAR_TEAMS));
  figures.push(await measured(server, options, 'uploads', (seconds) => uploads.send(server.baseUrl, options, seconds)));
  return figures;
}

export function aloneTable(database: string, figures: readonly AloneFigure[]): string {
  const rows = figures.map(({ traffic, summary, cpuMsPerRequest }) => trafficRow(traffic, summary, cpuMsPerRequest === null ? '-' : `${cpuMsPerRequest.toFixed(2)} ms`));
  return [`### ${database}, each kind of traffic alone`, '', ...trafficHeader('server CPU per request'), ...rows, ''].join('\n');
}
