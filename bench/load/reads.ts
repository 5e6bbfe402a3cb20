import type autocannon from 'autocannon';

/** What a browser asks for, as it sends it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export type ReadKind = 'sync' | 'leaderboard' | 'detail' | 'first' | 'block';

/**
 * Shares of the read traffic, shaped on how the app uses the API: every open tab pulls changes and
 * revalidates the leaderboard on each change notice, someone opens a round now and then, and only a
 * first visit (or a client told its cursor is gone) asks for a page of Round Times and the blocks of
 * the copy, about one read in 500 each (blocks a browser or CDN already holds never reach the server).
 */
export const READ_MIX: readonly { kind: ReadKind; share: number }[] = [
  { kind: 'sync', share: 0.566 },
  { kind: 'leaderboard', share: 0.33 },
  { kind: 'detail', share: 0.1 },
  { kind: 'first', share: 0.002 },
  { kind: 'block', share: 0.002 },
];

function pick(): ReadKind {
  let roll = Math.random();
  for (const { kind, share } of READ_MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'sync';
}

export interface ReadStart {
  /** The change cursor a client that is up to date holds. */
  cursor: number;
  leaderboardEtag: string;
  roundIds: readonly number[];
  /** Where the copy's blocks start. */
  blockStarts: readonly number[];
}

/** What a client holds before the traffic starts: the full list's cursor and ids, the leaderboard's ETag, and the copy's blocks. */
export async function readStart(baseUrl: string): Promise<ReadStart> {
  const list = (await (await fetch(`${baseUrl}/api/v1/rounds/`)).json()) as { data: { data: { id: number }[]; cursor: number } };
  const board = await fetch(`${baseUrl}/api/v1/players/leaderboard/`);
  await board.arrayBuffer();
  const etag = board.headers.get('etag');
  if (!etag) throw new Error('the leaderboard answered without an ETag');
  const copy = (await (await fetch(`${baseUrl}/api/v1/copy/`)).json()) as { data: { data: { blocks: { from: number }[] } } };
  return { cursor: list.data.cursor, leaderboardEtag: etag, roundIds: list.data.data.map((r) => r.id), blockStarts: copy.data.data.blocks.map((b) => b.from) };
}

const anyOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One read of this kind by a client holding `held`: its cursor and leaderboard ETag. */
export function readOf(kind: ReadKind, held: { cursor: number; etag: string }, start: Pick<ReadStart, 'roundIds' | 'blockStarts'>): { path: string; headers: Record<string, string> } {
  const headers = { 'accept-encoding': BROWSER_ENCODINGS };
  if (kind === 'sync') return { path: `/api/v1/rounds/?since=${held.cursor}`, headers };
  if (kind === 'leaderboard') return { path: '/api/v1/players/leaderboard/', headers: { ...headers, 'if-none-match': held.etag } };
  if (kind === 'detail') return { path: `/api/v1/rounds/${anyOf(start.roundIds)}/`, headers };
  if (kind === 'first') return { path: '/api/v1/round-times/?page_size=25', headers };
  return { path: `/api/v1/copy/rounds/${anyOf(start.blockStarts)}/`, headers };
}

/**
 * The mixed reads as one autocannon request, from clients that stay current: `follow` keeps the
 * cursor and the leaderboard's ETag they send up to date, as the change notices keep an open tab's,
 * so a pull while nothing changed finds nothing new and an unchanged leaderboard answers 304.
 */
export function createReadMix(baseUrl: string, start: ReadStart) {
  const held = { cursor: start.cursor, etag: start.leaderboardEtag };
  const byKind: Record<ReadKind, Record<string, number>> = { sync: {}, leaderboard: {}, detail: {}, first: {}, block: {} };

  const request: autocannon.Request = {
    method: 'GET',
    setupRequest(req, context) {
      const kind = pick();
      Object.assign(context, { kind });
      return { ...req, ...readOf(kind, held, start) };
    },
    onResponse(status, _body, context) {
      const { kind } = context as { kind: ReadKind };
      byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
    },
  };

  /** Catches the cursor and the ETag up with the server's, every `intervalMs` until stopped (uncounted requests). */
  function follow(intervalMs = 250): () => Promise<void> {
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        for (let more = true; more; ) {
          const page = (await (await fetch(`${baseUrl}/api/v1/rounds/?since=${held.cursor}`)).json()) as { data: { cursor: number; has_more: boolean } };
          held.cursor = page.data.cursor;
          more = page.data.has_more;
        }
        const board = await fetch(`${baseUrl}/api/v1/players/leaderboard/`, { headers: { 'If-None-Match': held.etag } });
        await board.arrayBuffer();
        held.etag = board.headers.get('etag') ?? held.etag;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    })();
    return async () => {
      stopped = true;
      await loop;
    };
  }

  /** Forgets the answers counted so far: the warm-up's are not the run's. */
  const resetCounts = () => Object.values(byKind).forEach((statuses) => Object.keys(statuses).forEach((code) => delete statuses[code]));

  return { request, follow, byKind: () => byKind, resetCounts };
}
