import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcTimestamp } from '../../domain/time';
import { epochOf } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startSignedIn, type TestServer } from '../support/server';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNAUTHORIZED = { status: 'error', error: 'Please sign in to do that.', code: 'unauthorized' };
const ADMINS_ONLY = { status: 'error', error: 'Only admins can do that.', code: 'forbidden' };
const NO_KEYS = { status: 'error', error: 'An API key cannot do that: sign in on the website.', code: 'forbidden' };

interface Key {
  id: number;
  token: string;
  description: string;
  created_at: string;
  active: boolean;
  type: string;
  expires_at: string;
}

describe.each(databaseKinds)('API keys on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;

  const generate = async (body: unknown = {}): Promise<Key> => {
    const res = await server.request('POST', '/api/v1/tokens/', { token: admin, body });
    expect(res.status).toBe(201);
    return res.body.data.data;
  };
  const list = async (): Promise<Key[]> => {
    const res = await server.request('GET', '/api/v1/tokens/', { token: admin });
    expect(res.status).toBe(200);
    return res.body.data.data;
  };

  beforeAll(async () => {
    ({ server, admin, user } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  it('generates a private key valid for a year (201)', async () => {
    const before = Date.now();
    const res = await server.request('POST', '/api/v1/tokens/', { token: admin, body: {} });
    const after = Date.now();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'ok',
      data: {
        data: {
          id: expect.any(Number),
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          description: '',
          created_at: expect.stringMatching(TIMESTAMP),
          active: true,
          type: 'private',
          expires_at: expect.stringMatching(TIMESTAMP),
        },
      },
    });
    const key = res.body.data.data as Key;
    const created = epochOf(key.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 1);
    expect(created).toBeLessThanOrEqual(after + 1);
    const lifetime = epochOf(key.expires_at) - created;
    expect(lifetime).toBeGreaterThanOrEqual(365 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(366 * DAY_MS);
  });

  it('keeps a description when one is given', async () => {
    const key = await generate({ description: 'Team tracker' });
    expect(key.description).toBe('Team tracker');
    expect((await list()).find((k) => k.id === key.id)?.description).toBe('Team tracker');
  });

  it('lists the keys with their tokens in clear for the admin, soonest expiry first', async () => {
    const a = await generate();
    const b = await generate();
    const c = await generate();
    const soon = toUtcTimestamp(new Date(Date.now() + 10 * DAY_MS));
    const late = toUtcTimestamp(new Date(Date.now() + 800 * DAY_MS));
    await server.app.db('api_tokens').where({ id: c.id }).update({ expires_at: soon });
    await server.app.db('api_tokens').where({ id: a.id }).update({ expires_at: late });

    const res = await server.request('GET', '/api/v1/tokens/', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    const keys = res.body.data.data as Key[];
    expect(keys.at(0)).toEqual({ ...c, expires_at: soon });
    expect(keys.at(-1)).toEqual({ ...a, expires_at: late });
    expect(keys.find((k) => k.id === b.id)).toEqual(b);
    const expiries = keys.map((k) => k.expires_at);
    expect(expiries).toEqual([...expiries].sort());
    expect(new Set(keys.map((k) => k.token)).size).toBe(keys.length);
    const without = await server.request('GET', '/api/v1/tokens', { token: admin });
    expect(without.body).toEqual(res.body);
  });

  it('does not keep a key in clear in the database', async () => {
    const key = await generate();
    const rows = await server.app.db('api_tokens').select('*');
    const row = rows.find((r) => r.id === key.id);
    expect(row).toBeDefined();
    for (const r of rows) for (const value of Object.values(r)) expect(String(value)).not.toContain(key.token);
    expect((await list()).find((k) => k.id === key.id)?.token).toBe(key.token);
  });

  it('disables a key; disabling it again changes nothing', async () => {
    const key = await generate();
    const res = await server.request('POST', `/api/v1/tokens/${key.id}/disable/`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { data: { ...key, active: false } } });
    const again = await server.request('POST', `/api/v1/tokens/${key.id}/disable`, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'ok', data: { data: { ...key, active: false } } });
    expect((await list()).find((k) => k.id === key.id)).toEqual({ ...key, active: false });
  });

  it('is 404 for a key that does not exist and 400 for an id that is not one', async () => {
    const missing = await server.request('POST', '/api/v1/tokens/999999/disable/', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'error', error: 'API key 999999 does not exist.', code: 'not_found' });
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await server.request('POST', `/api/v1/tokens/${id}/disable/`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('error');
      expect(bad.body.code).toBe('invalid_input');
    }
  });

  it('lets an active key read but not act as an admin or as a user', async () => {
    const key = await generate();
    const rounds = await server.request('GET', '/api/v1/rounds/', { token: key.token });
    expect(rounds.status).toBe(200);
    expect(rounds.body.status).toBe('ok');
    const tokens = await server.request('GET', '/api/v1/tokens/', { token: key.token });
    expect(tokens.status).toBe(403);
    expect(tokens.body).toEqual(NO_KEYS);
    const mint = await server.request('POST', '/api/v1/tokens/', { token: key.token, body: {} });
    expect(mint.status).toBe(403);
    const me = await server.request('GET', '/api/v1/auth/me', { token: key.token });
    expect(me.status).toBe(403);
    expect(me.body).toEqual(NO_KEYS);
  });

  it('treats a disabled key as no credentials', async () => {
    const key = await generate();
    await server.request('POST', `/api/v1/tokens/${key.id}/disable/`, { token: admin });
    const me = await server.request('GET', '/api/v1/auth/me', { token: key.token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual(UNAUTHORIZED);
    const tokens = await server.request('GET', '/api/v1/tokens/', { token: key.token });
    expect(tokens.status).toBe(401);
  });

  it('treats an expired key as no credentials', async () => {
    const key = await generate();
    await server.app.db('api_tokens').where({ id: key.id }).update({ expires_at: toUtcTimestamp(new Date(Date.now() - DAY_MS)) });
    const me = await server.request('GET', '/api/v1/auth/me', { token: key.token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual(UNAUTHORIZED);
  });

  it('tells apart many tokens sent at once: live keys are keys, a disabled, expired or unknown one is no credentials, a session is its user', async () => {
    const live = await Promise.all([generate(), generate(), generate()]);
    const [disabled, expired] = await Promise.all([generate(), generate()]);
    await server.request('POST', `/api/v1/tokens/${disabled.id}/disable/`, { token: admin });
    await server.app.db('api_tokens').where({ id: expired.id }).update({ expires_at: toUtcTimestamp(new Date(Date.now() - DAY_MS)) });
    const sent = [...live.map((key) => key.token), disabled.token, expired.token, 'not-a-key-of-ours', user, live[0]!.token];
    const answers = await Promise.all(sent.map((token) => server.request('GET', '/api/v1/auth/me', { token })));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 401, 401, 401, 200, 403]);
    expect(answers.slice(0, 3).map((answer) => answer.body)).toEqual([NO_KEYS, NO_KEYS, NO_KEYS]);
    expect(answers[6]!.body.data.discord_username).toBe('plain-user');
  });

  it.each([
    ['GET', '/api/v1/tokens/'],
    ['POST', '/api/v1/tokens/'],
    ['POST', '/api/v1/tokens/1/disable/'],
  ])('%s %s is 401 for a visitor and 403 for a non-admin', async (method, path) => {
    const before = await list();
    const body = method === 'POST' ? {} : undefined;
    const visitor = await server.request(method, path, { body });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(UNAUTHORIZED);
    const plain = await server.request(method, path, { token: user, body });
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual(ADMINS_ONLY);
    expect(await list()).toEqual(before);
  });
});
