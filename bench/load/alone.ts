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

/** One kind of the mixed traffic, ready to be sent by itself to one server. */
export interface AloneTraffic {
  traffic: string;
  send(seconds: number): Promise<TrafficSummary>;
}

/** Sends the traffic for the warm-up, uncounted, then for the run's seconds, counting the server's CPU time. */
export async function measureAlone(server: LoadServer, options: LoadOptions, { traffic, send }: AloneTraffic): Promise<AloneFigure> {
  if (options.warmUpSeconds > 0) await send(options.warmUpSeconds);
  const before = server.cpuMs();
  const summary = await send(options.seconds);
  const used = before === null ? null : server.cpuMs()! - before;
  return { traffic, summary, cpuMsPerRequest: used === null || summary.requests === 0 ? null : used / summary.requests };
}

/**
 * Each kind of the mixed traffic, to be sent alone, in this order: reads first, from a client that
 * is up to date (so a pull finds nothing new and the leaderboard answers 304, as most do in the mixed
 * run); uploads last, since they change what the reads would find, their plugins' tokens asked for
 * as they are first sent.
 */
export async function aloneTraffics(server: LoadServer, options: LoadOptions): Promise<AloneTraffic[]> {
  const start = await readStart(server.baseUrl);
  const held = { cursor: start.cursor, etag: start.leaderboardEtag };
  const reads = READ_MIX.map(({ kind }): AloneTraffic => {
    const request = { method: 'GET' as const, setupRequest: <R extends object>(req: R) => ({ ...req, ...readOf(kind, held, start) }) };
    return { traffic: `${kind} reads`, send: (seconds) => runTraffic({ baseUrl: server.baseUrl, connections: options.readConnections, seconds, request }) };
  });
  let uploads: ReturnType<typeof createUploadPlan> | null = null;
  const upload: AloneTraffic = {
    traffic: 'uploads',
    send: async (seconds) => {
      uploads ??= createUploadPlan(await pluginTokens(server.baseUrl, REGULAR_TEAMS));
      return uploads.send(server.baseUrl, options, seconds);
    },
  };
  return [...reads, upload];
}

/** Each kind of the mixed traffic alone on one server, each after the warm-up: what it costs the server by itself, to see where the mixed run's capacity goes. */
export async function measureEachAlone(server: LoadServer, options: LoadOptions): Promise<AloneFigure[]> {
  const figures: AloneFigure[] = [];
  for (const traffic of await aloneTraffics(server, options)) figures.push(await measureAlone(server, options, traffic));
  return figures;
}

export function aloneTable(database: string, figures: readonly AloneFigure[]): string {
  const rows = figures.map(({ traffic, summary, cpuMsPerRequest }) => trafficRow(traffic, summary, cpuMsPerRequest === null ? '-' : `${cpuMsPerRequest.toFixed(2)} ms`));
  return [`### ${database}, each kind of traffic alone`, '', ...trafficHeader('server CPU per request'), ...rows, ''].join('\n');
}
