import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureArenaFile } from '../fixtures/arena';
import { startServer, type TestServer } from '../support/server';

const mapFile = fixtureArenaFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-arena-'));

describe('GET /api/v1/arena/', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer('sqlite', env);
    servers.push(server);
    return server;
  };

  it('answers the configured collision map, to anyone, revalidated by ETag', async () => {
    const server = await start({ ARENA_MAP_FILE: mapFile });
    const res = await server.request('GET', '/api/v1/arena/');
    expect(res.status).toBe(200);
    const file = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    expect(res.body.data.data).toMatchObject({ width: 64, height: 48, masks: file.masks });
    expect(res.body.data.data.waves_1_to_9).toEqual(file.waves_1_to_9);
    expect(res.body.data.data.wave_10).toEqual(file.wave_10);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"arena-/);
    const again = await server.request('GET', '/api/v1/arena/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers null when no map is configured, so the viewer draws an open floor', async () => {
    const server = await start({ ARENA_MAP_FILE: '' });
    const res = await server.request('GET', '/api/v1/arena/');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ data: null });
  });

  it('refuses to start on a configured map file that is missing, naming the file', async () => {
    const missing = path.join(scratch, 'missing.json');
    await expect(start({ ARENA_MAP_FILE: missing })).rejects.toThrow(`Cannot read the arena map ${missing}: ENOENT`);
  });

  it('refuses to start on a map file that is not a collision map, naming the file and the problem', async () => {
    const broken = path.join(scratch, 'broken.json');
    fs.writeFileSync(broken, JSON.stringify({ width: 64, height: 48, masks: {}, waves_1_to_9: [], wave_10: [] }));
    await expect(start({ ARENA_MAP_FILE: broken })).rejects.toThrow(new RegExp(`The arena map ${broken} is not a valid collision map: masks`));
  });
});
