import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../api/db/transaction';
import { linkOrClaim } from '../../api/modules/accounts/services/linkOrClaim';
import { hashToken } from '../../api/security/secrets';
import { discordKeys, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';
import { pluginHeaders, pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { heldRound, linkAccount, ownUser, pluginToken, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { returnedSignIn, stateOf } from '../support/signIn';

const ROLES = ['visitor', 'user', 'otherUser', 'pluginToken', 'privateKey', 'disabledKey', 'expiredSession', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** 'ok' is any 2xx or 3xx answer; a number is the refusal's exact status. */
type Outcome = 'ok' | 401 | 403 | 404;

/**
 * Who may call what: one row per route the server has, one column per role. `otherUser` is a
 * signed-in user acting on the plain user's resources where a route has any (main account, region).
 * Rows of routes outside /api/v1 go here too, under their full path.
 */
const EXPECTED: Record<string, readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  //                                    visitor user  otherUser plugin private disabled expired admin
  'GET /api/v1/auth/discord/login':    ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/auth/discord/callback': ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/auth/dev':              ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/auth/dev':             ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/auth/session':         ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/auth/me':               [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'POST /api/v1/auth/logout':          [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'GET /api/v1/rounds':                ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/rounds/:id':            ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/rounds':               [401,   403,   403,      'ok',  'ok',   401,     401,    'ok'],
  'DELETE /api/v1/rounds/:id':         [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/copy':                  ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/copy/rounds/:from':     ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/round-times':           ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/accounts':              ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/accounts':             [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'DELETE /api/v1/accounts/:id':       [401,   'ok',  403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/accounts/claims':       [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'DELETE /api/v1/accounts/claims/:id': [401,  403,   403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/players/leaderboard':   ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/players/pbs':           ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/users':                 [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'GET /api/v1/users/all':             [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/users':                [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'PUT /api/v1/users/main-account':    [401,   'ok',  403,      403,   403,    401,     401,    'ok'],
  'PUT /api/v1/users/region':          [401,   'ok',  403,      403,   403,    401,     401,    'ok'],
  'PUT /api/v1/users/announce-pbs':    [401,   'ok',  403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/follows':               [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'POST /api/v1/follows':              [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'DELETE /api/v1/follows/:name':      [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'GET /api/v1/push/key':              ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/push/subscriptions':   [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'DELETE /api/v1/push/subscriptions': [401,   'ok',  'ok',     403,   403,    401,     401,    'ok'],
  'GET /api/v1/tokens':                [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/reviews':               [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/run-sessions/checkpoints': [401, 401, 401,      'ok',  'ok',   401,     401,    401],
  'GET /api/v1/live':                  ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/rounds/:id/checkpoints': ['ok', 'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/rounds/:id/approve':   [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/rounds/:id/reject':    [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'PUT /api/v1/rounds/:id/shown-report': [401, 403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/rounds/:id/reports/:reportId/drop': [401, 403, 403, 403, 403,   401,     401,    'ok'],
  'POST /api/v1/tokens':               [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/tokens/public':        ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'POST /api/v1/tokens/:id/disable':   [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'POST /api/v1/discord/interactions': ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/events':                ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/arena':                 ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /api/v1/announcements':         [401,   403,   403,      403,   403,    401,     401,    'ok'],
  'GET /api/v1/openapi.json':          ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  'GET /healthz':                      ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
  // Guarded by the caller's address or METRICS_TOKEN, never by a role (operations.test.ts); these calls come from loopback.
  'GET /metrics':                      ['ok',  'ok',  'ok',     'ok',  'ok',   'ok',    'ok',   'ok'],
};

/** A device's subscription as a browser writes it. */
const pushSubscription = (endpoint: string) => ({ endpoint, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } });

const PLAIN_USER_DISCORD_ID = '700000000000000001';
const OTHER_USER_DISCORD_ID = '700000000000000002';

interface Call {
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** An event stream: the answer's status is read, then the stream dropped. */
  stream?: boolean;
}

describe.each(databaseKinds)('authorization of every route for every role on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let plainUserId: number;
  let plainAccountId: number;
  let roundId: number;
  let serial = 0;
  const unique = () => ++serial;

  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const reply = await server.request(method, path, { token: admin, body });
    if (reply.status >= 300) throw new Error(`${method} ${path} as admin failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const newKey = async () => (await asAdmin('POST', '/api/v1/tokens', { description: 'authorization test' })).data as { id: number; token: string };
  const newRound = () => submitRound(server, admin, fiveManRound());
  /** A claim to dismiss: the admin's own try at a new character of the plain user's, as /link or an upload makes one. */
  const newClaim = async () => {
    const name = `Claimed ${unique()}`;
    await linkAccount(server, admin, plainUserId, name);
    const claimant = (await ownUser(server, admin)).id;
    await writeTransaction(server.app.db, (trx) => linkOrClaim(trx, claimant, name, 'discord'));
    return (await server.app.db('account_claims').where({ name_key: name.toLowerCase() }).first('id')).id as number;
  };
  let interactions = 0;
  let checkpoints = 0;

  /** Each role's credential, made fresh for every request through the flows a real client uses. */
  const credentials: Record<Role, () => Promise<string | undefined>> = {
    visitor: async () => undefined,
    user: () => server.signIn('plain-user', PLAIN_USER_DISCORD_ID),
    otherUser: () => server.signIn('other-user', OTHER_USER_DISCORD_ID),
    pluginToken: () => pluginToken(server, 'Hammer Time'),
    privateKey: async () => (await newKey()).token,
    disabledKey: async () => {
      const key = await newKey();
      await asAdmin('POST', `/api/v1/tokens/${key.id}/disable`);
      return key.token;
    },
    expiredSession: async () => {
      const token = await server.signIn('plain-user', PLAIN_USER_DISCORD_ID);
      // What a session becomes when its lifetime has run out: an expiry in the past.
      await server.app.db('sessions').where({ token_hash: hashToken(token) }).update({ expires_at: '2000-01-01T00:00:00.000000' });
      return token;
    },
    admin: () => server.signInAdmin(),
  };

  /** A valid request for each route, so a refusal can only be about who asks. */
  const calls: Record<string, (role: Role) => Promise<Call>> = {
    'GET /api/v1/auth/discord/login': async () => ({ path: `/api/v1/auth/discord/login?redirect_uri=${encodeURIComponent(`${server.baseUrl}/auth/callback`)}` }),
    'GET /api/v1/auth/discord/callback': async () => ({ path: '/api/v1/auth/discord/callback?code=c&state=s' }),
    'GET /api/v1/auth/dev': async () => ({ path: `/api/v1/auth/dev?state=${await stateOf(server.baseUrl)}` }),
    'POST /api/v1/auth/dev': async () => ({
      path: '/api/v1/auth/dev',
      rawBody: `state=${await stateOf(server.baseUrl)}&discord_username=someone`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    'POST /api/v1/auth/session': async () => ({ path: '/api/v1/auth/session', body: await returnedSignIn(server.baseUrl, { discord_username: 'someone' }) }),
    'GET /api/v1/auth/me': async () => ({ path: '/api/v1/auth/me' }),
    'POST /api/v1/auth/logout': async () => ({ path: '/api/v1/auth/logout' }),
    'GET /api/v1/rounds': async () => ({ path: '/api/v1/rounds' }),
    'GET /api/v1/rounds/:id': async () => ({ path: `/api/v1/rounds/${roundId}` }),
    'POST /api/v1/rounds': async () => ({ path: '/api/v1/rounds', body: pluginReport() }),
    'DELETE /api/v1/rounds/:id': async () => ({ path: `/api/v1/rounds/${await newRound()}` }),
    'GET /api/v1/copy': async () => ({ path: '/api/v1/copy' }),
    'GET /api/v1/copy/rounds/:from': async () => ({ path: '/api/v1/copy/rounds/0' }),
    'GET /api/v1/round-times': async () => ({ path: '/api/v1/round-times?page_size=10' }),
    'GET /api/v1/accounts': async () => ({ path: '/api/v1/accounts' }),
    'POST /api/v1/accounts': async () => ({ path: '/api/v1/accounts', body: { user_id: plainUserId, character_name: `Alt ${unique()}` } }),
    // A character of the plain user's own, made for each request: theirs to unlink, another user's to be refused.
    'DELETE /api/v1/accounts/:id': async () => ({ path: `/api/v1/accounts/${await linkAccount(server, admin, plainUserId, `Gone ${unique()}`)}` }),
    'GET /api/v1/accounts/claims': async () => ({ path: '/api/v1/accounts/claims' }),
    'DELETE /api/v1/accounts/claims/:id': async () => ({ path: `/api/v1/accounts/claims/${await newClaim()}` }),
    'GET /api/v1/players/leaderboard': async () => ({ path: '/api/v1/players/leaderboard' }),
    'GET /api/v1/players/pbs': async () => ({ path: '/api/v1/players/pbs?name=Hammer%20Time' }),
    'GET /api/v1/users': async () => ({ path: '/api/v1/users' }),
    'GET /api/v1/users/all': async () => ({ path: '/api/v1/users/all' }),
    'POST /api/v1/users': async () => ({ path: '/api/v1/users', body: { discord_id: String(800000000000000000n + BigInt(unique())), discord_username: 'added' } }),
    // The plain user changes their own; everyone else names the plain user.
    'PUT /api/v1/users/main-account': async (role) => ({
      path: '/api/v1/users/main-account',
      body: role === 'user' ? { main_account_id: plainAccountId } : { main_account_id: plainAccountId, user_id: plainUserId },
    }),
    'PUT /api/v1/users/region': async (role) => ({ path: '/api/v1/users/region', body: role === 'user' ? { region: 'EU' } : { region: 'EU', user_id: plainUserId } }),
    'PUT /api/v1/users/announce-pbs': async (role) => ({ path: '/api/v1/users/announce-pbs', body: role === 'user' ? { announce_pbs: true } : { announce_pbs: true, user_id: plainUserId } }),
    'GET /api/v1/follows': async () => ({ path: '/api/v1/follows' }),
    'POST /api/v1/follows': async () => ({ path: '/api/v1/follows', body: { character_name: `Followed ${unique()}` } }),
    // A player the caller follows, where the caller can follow: each signed-in user unfollows their own.
    'DELETE /api/v1/follows/:name': async (role) => {
      const name = `Followed ${unique()}`;
      const token = await credentials[role]();
      if (token) await server.request('POST', '/api/v1/follows', { token, body: { character_name: name } });
      return { path: `/api/v1/follows/${encodeURIComponent(name)}` };
    },
    'GET /api/v1/push/key': async () => ({ path: '/api/v1/push/key' }),
    'POST /api/v1/push/subscriptions': async () => ({ path: '/api/v1/push/subscriptions', body: pushSubscription(`https://push.example.net/send/${unique()}`) }),
    // A device of the caller's own, where the caller can subscribe: each signed-in user forgets their own.
    'DELETE /api/v1/push/subscriptions': async (role) => {
      const endpoint = `https://push.example.net/send/${unique()}`;
      const token = await credentials[role]();
      if (token) await server.request('POST', '/api/v1/push/subscriptions', { token, body: pushSubscription(endpoint) });
      return { path: '/api/v1/push/subscriptions', body: { endpoint } };
    },
    'GET /api/v1/tokens': async () => ({ path: '/api/v1/tokens' }),
    'GET /api/v1/reviews': async () => ({ path: '/api/v1/reviews' }),
    'POST /api/v1/run-sessions/checkpoints': async () => {
      const n = ++checkpoints;
      return { path: '/api/v1/run-sessions/checkpoints', body: { format: 'five_man', players: pluginReport().players.map(({ character_name, role }) => ({ character_name: `${character_name.slice(0, 7)} ${n}`, role })), reporter: `${pluginReport().players[0]!.character_name.slice(0, 7)} ${n}`, scroller: true, round_started_at: new Date(Date.now() - 60_000).toISOString(), wave_number: 2, qs_time: 4, good_premove: true } };
    },
    'GET /api/v1/live': async () => ({ path: '/api/v1/live' }),
    'GET /api/v1/rounds/:id/checkpoints': async () => ({ path: `/api/v1/rounds/${roundId}/checkpoints` }),
    'POST /api/v1/rounds/:id/approve': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/approve` }),
    'POST /api/v1/rounds/:id/reject': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/reject`, body: { reason: 'Not a real team.' } }),
    'PUT /api/v1/rounds/:id/shown-report': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/shown-report`, body: { report_id: null } }),
    'POST /api/v1/rounds/:id/reports/:reportId/drop': async () => {
      const id = await heldRound(server);
      const [report] = await server.app.db('round_reports').where({ round_id: id }).pluck('id');
      return { path: `/api/v1/rounds/${id}/reports/${report}/drop` };
    },
    'POST /api/v1/tokens': async () => ({ path: '/api/v1/tokens', body: { description: 'made in a test' } }),
    'POST /api/v1/tokens/public': async () => ({ path: '/api/v1/tokens/public', body: { description: 'Hammer Time' }, headers: pluginHeaders() }),
    'POST /api/v1/tokens/:id/disable': async () => ({ path: `/api/v1/tokens/${(await newKey()).id}/disable` }),
    'POST /api/v1/discord/interactions': async () => {
      // A fresh id each time: Discord never sends one twice, and the server refuses a repeat as a replay.
      const rawBody = JSON.stringify({ id: String(++interactions), application_id: '2', type: 1, token: 't', version: 1 });
      return { path: '/api/v1/discord/interactions', rawBody, headers: signatureHeaders(rawBody) };
    },
    'GET /api/v1/events': async () => ({ path: '/api/v1/events', stream: true }),
    'GET /api/v1/arena': async () => ({ path: '/api/v1/arena' }),
    'GET /api/v1/announcements': async () => ({ path: '/api/v1/announcements' }),
    'GET /api/v1/openapi.json': async () => ({ path: '/api/v1/openapi.json' }),
    'GET /healthz': async () => ({ path: '/healthz' }),
    'GET /metrics': async () => ({ path: '/metrics' }),
  };

  async function statusOf(method: string, call: Call, token: string | undefined): Promise<number> {
    if (!call.stream) return (await server.request(method, call.path, { token, body: call.body, rawBody: call.rawBody, headers: call.headers })).status;
    const abort = new AbortController();
    const res = await fetch(server.baseUrl + call.path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal });
    abort.abort();
    return res.status;
  }

  beforeAll(async () => {
    server = await startServer(kind, { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) });
    admin = await server.signInAdmin();
    const user = await server.signIn('plain-user', PLAIN_USER_DISCORD_ID);
    await server.signIn('other-user', OTHER_USER_DISCORD_ID);
    plainUserId = (await ownUser(server, user)).id;
    plainAccountId = await linkAccount(server, admin, plainUserId, 'Plain Main');
    roundId = await newRound();
  });
  afterAll(() => server.stop());

  it('has a row in the table for every route of the server, and none for a route it does not have', () => {
    const served = server.app.routes.map((route) => `${route.method} ${route.path}`);
    expect(served.filter((route) => !(route in EXPECTED)), 'routes missing from the authorization table').toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !served.includes(route)), 'rows of the table for routes the server does not have').toEqual([]);
    expect(Object.keys(calls).sort(), 'a request for each row of the table').toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s answers each role as the table says', async (route) => {
    const method = route.split(' ')[0]!;
    const actual: Partial<Record<Role, Outcome | number>> = {};
    for (const role of ROLES) {
      const token = await credentials[role]();
      const status = await statusOf(method, await calls[route]!(role), token);
      actual[role] = status >= 200 && status < 400 ? 'ok' : status;
    }
    expect(actual).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, EXPECTED[route]![i]])));
  });
});
