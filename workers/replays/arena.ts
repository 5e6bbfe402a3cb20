import type { BaTimesDb } from '../baTimesDb';
import { request } from '../../client/request';
import type { ArenaCollision } from '../../domain/arena';
import { writeWithRoom } from './room';

/**
 * The arena map for the replay viewer: revalidated with the server by ETag and kept on the device,
 * so an opened replay shows the real arena offline. Without a connection, or on any failure, the
 * kept copy answers; with none, null (the viewer then draws an open floor).
 */
export async function arenaMap(db: BaTimesDb, base = ''): Promise<ArenaCollision | null> {
  const stored = await db.arena.get('arena');
  try {
    const res = await request<{ data: ArenaCollision | null }>('/arena/', { base, headers: stored?.etag ? { 'If-None-Match': stored.etag } : {} });
    if (res.status === 304) return stored?.map ?? null;
    const map = res.data.data;
    await writeWithRoom(db, 'the arena map', () => db.arena.put({ key: 'arena', map, etag: res.headers.get('ETag') }));
    return map;
  } catch (err) {
    console.warn('Arena map not refreshed:', (err as Error).message);
    return stored?.map ?? null;
  }
}
