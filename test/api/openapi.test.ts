import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../api/db/transaction';
import { OPERATION_NOTES } from '../../api/modules/apiDocs/operationNotes';
import { linkOrClaim } from '../../api/modules/accounts/services/linkOrClaim';
import { errorAnswer } from '../../api/http/openapi/components';
import { discordKeys, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';
import { pluginHeaders, pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { heldRound, linkAccount, ownUser, pluginToken, submitRound } from '../support/api';
import { returnedSignIn, stateOf } from '../support/signIn';
import { startServer, type TestServer } from '../support/server';

const DOCUMENT_PATH = '/api/v1/openapi.json';

/** A path or route as the document writes it: /api/v1/rounds/:id as /api/v1/rounds/{id}. */
const inDocumentForm = (route: string) => route.replace(/:(\w+)/g, '{$1}');

interface Call {
  path: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Signature headers, and the body's type where it is not JSON. */
  headers?: Record<string, string>;
  /** For a request that works once (a sign-in code): another like it, for the try without credentials. */
  another?: () => Promise<Call>;
}

async function validationOf(document: Record<string, unknown>) {
  const validator = new Validator();
  const result = await validator.validate(document);
  return { ...result, version: validator.version };
}

describe('the API document', () => {
  let server: TestServer;
  let document: any;
  let admin: string;
  let plainUserId: number;
  let plainAccountId: number;
  let adminUserId: number;
  let plugin: string;
  let serial = 0;
  const unique = () => ++serial;

  /** Every route the server answers under /api/v1, as 'METHOD path'. */
  const apiRoutes = () => server.app.routes.filter((route) => route.path.startsWith('/api/v1/')).map((route) => `${route.method} ${route.path}`);
  const operationOf = (route: string) => {
    const [method, path] = route.split(' ') as [string, string];
    return document.paths[inDocumentForm(path)]?.[method.toLowerCase()];
  };

  beforeAll(async () => {
    server = await startServer('sqlite', { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) });
    const reply = await server.request('GET', DOCUMENT_PATH);
    if (reply.status !== 200) throw new Error(`the document answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    document = reply.body;
    admin = await server.signInAdmin();
    const user = await server.signIn('plain-user', '700000000000000001');
    plainUserId = (await ownUser(server, user)).id;
    plainAccountId = await linkAccount(server, admin, plainUserId, 'Plain Main');
    adminUserId = (await ownUser(server, admin)).id;
    plugin = await pluginToken(server, 'Hammer Time');
  });
  afterAll(() => server.stop());

  it('is open to anyone as JSON, and a client holding its ETag gets a 304 without a body', async () => {
    const first = await fetch(server.baseUrl + DOCUMENT_PATH);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(etag).toMatch(/^"openapi-.+"$/);
    expect((await first.json()).openapi).toBe('3.1.1');

    const again = await fetch(server.baseUrl + DOCUMENT_PATH, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('describes every route the server answers under /api/v1, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(apiRoutes().map(inDocumentForm).sort());
  });

  it('has a written note for every route, and no note for a route the server does not have', () => {
    const notes = Object.keys(OPERATION_NOTES);
    expect(apiRoutes().filter((route) => !notes.includes(route)), 'routes without a note').toEqual([]);
    expect(notes.filter((route) => !apiRoutes().includes(route)), 'notes without a route').toEqual([]);
  });

  it('passes an OpenAPI 3.1 validator, which refuses copies of it broken in the ways it checks', async () => {
    expect(await validationOf(document)).toMatchObject({ valid: true, version: '3.1' });

    const broken: Record<string, (copy: any) => void> = {
      'no info': (copy) => delete copy.info,
      'a reference to a response that is not there': (copy) => (copy.paths['/api/v1/rounds/{id}'].get.responses['404'] = { $ref: '#/components/responses/Missing' }),
      'a reference to a schema that is not there': (copy) => (copy.components.schemas.Round.properties.players.items = { $ref: '#/components/schemas/Missing' }),
      'a path parameter that is not required': (copy) => (copy.paths['/api/v1/rounds/{id}'].get.parameters[0].required = false),
      'a security scheme of no known type': (copy) => (copy.components.securitySchemes.session.type = 'cookie-jar'),
    };
    for (const [how, breakIt] of Object.entries(broken)) {
      const copy = structuredClone(document);
      breakIt(copy);
      expect((await validationOf(copy)).valid, how).toBe(false);
    }
  });

  it('says how each route is guarded: a session (admins named), an API key, a signature, or nothing', () => {
    expect(operationOf('GET /api/v1/rounds').security).toEqual([]);
    expect(operationOf('GET /api/v1/openapi.json').security).toEqual([]);
    expect(operationOf('GET /api/v1/users').security).toEqual([{ session: [] }]);
    expect(operationOf('DELETE /api/v1/rounds/:id').security).toEqual([{ session: ['admin'] }]);
    expect(operationOf('POST /api/v1/rounds').security).toEqual([{ apiKey: [] }, { session: ['admin'] }]);
    expect(operationOf('POST /api/v1/tokens/public').security).toEqual([{ pluginSignature: [] }]);
    expect(operationOf('POST /api/v1/discord/interactions').security).toEqual([{ discordSignature: [] }]);

    const schemes = document.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.pluginSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature' });
    expect(schemes.discordSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature-Ed25519' });
    // The headers signed beside the one a scheme names.
    const headersOf = (route: string) => operationOf(route).parameters.filter((p: any) => p.in === 'header' && p.required).map((p: any) => p.name);
    expect(headersOf('POST /api/v1/tokens/public')).toEqual(['X-Timestamp', 'X-Nonce']);
    expect(headersOf('POST /api/v1/discord/interactions')).toEqual(['X-Signature-Timestamp']);
  });

  it("takes each route's input from its schemas: path and query parameters, and the body with an example", () => {
    const round = operationOf('GET /api/v1/rounds/:id');
    expect(round.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 } }]);
    const page = operationOf('GET /api/v1/round-times');
    expect(page.parameters.map((p: any) => [p.name, p.in, p.required])).toEqual(
      ['format', 'search', 'pbs_only', 'sort', 'order', 'page', 'page_size'].map((name) => [name, 'query', false]),
    );
    expect(page.parameters.find((p: any) => p.name === 'page_size').schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
    const region = operationOf('PUT /api/v1/users/region').requestBody.content['application/json'];
    expect(region.schema).toMatchObject({ type: 'object', required: ['region'], properties: { region: { enum: ['NA', 'EU', 'OTHER'] } } });
    expect(region.example).toEqual({ region: 'EU' });
    expect(Object.keys(operationOf('POST /api/v1/auth/dev').requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('lists the refusals each route gives: 400 where it validates, 401 and 403 where it is guarded, 404 by id, 429 where rate limited', () => {
    const refusals = (route: string) => Object.keys(operationOf(route).responses).filter((status) => status >= '400' && status !== 'default');
    expect(refusals('GET /api/v1/copy')).toEqual([]);
    expect(refusals('GET /api/v1/rounds/:id')).toEqual(['400', '404']);
    expect(refusals('DELETE /api/v1/rounds/:id')).toEqual(['400', '401', '403', '404']);
    expect(refusals('POST /api/v1/rounds')).toEqual(['400', '401', '403', '413', '415', '429']);
    expect(operationOf('POST /api/v1/rounds').responses['429'].description).toMatch(/60 a minute per bearer token or 300 a minute per address/);
    expect(document.components.responses.RateLimited.headers).toHaveProperty('Retry-After');
    expect(document.components.responses.NotFound.content['application/json']).toMatchObject({
      schema: { $ref: '#/components/schemas/ErrorAnswer' },
      example: { status: 'error', code: 'not_found' },
    });
    for (const route of apiRoutes()) expect(operationOf(route).responses.default, route).toEqual({ $ref: '#/components/responses/Failure' });
  });

  it('gives every JSON answer an example that fits its schema', () => {
    for (const [route, { answer }] of Object.entries(OPERATION_NOTES)) {
      if (answer.kind === 'json') expect(answer.schema.parse(answer.example), route).toEqual(answer.example);
    }
  });

  /** A new character of the plain user's. */
  const newCharacter = async () => {
    const name = `Held ${unique()}`;
    await linkAccount(server, admin, plainUserId, name);
    return name;
  };
  /** A claim on a character of the plain user's: the admin's own try at it, as /link or an upload makes one. */
  const newClaim = async () => {
    const name = await newCharacter();
    await writeTransaction(server.app.db, (trx) => linkOrClaim(trx, adminUserId, name, 'discord'));
    return (await server.app.db('account_claims').where({ name_key: name.toLowerCase() }).first('id')).id as number;
  };

  /** Requests each route answers with success, made as the client it is meant for: one for each form of its answer. */
  const calls: Record<string, () => Promise<Call | Call[]>> = {
    'GET /api/v1/auth/discord/login': async () => ({ path: `/api/v1/auth/discord/login?redirect_uri=${encodeURIComponent(`${server.baseUrl}/auth/callback`)}` }),
    'GET /api/v1/auth/discord/callback': async () => ({ path: '/api/v1/auth/discord/callback?code=c&state=s' }),
    'GET /api/v1/auth/dev': async () => ({ path: `/api/v1/auth/dev?state=${await stateOf(server.baseUrl)}` }),
    'POST /api/v1/auth/dev': async () => ({
      path: '/api/v1/auth/dev',
      rawBody: new URLSearchParams({ state: await stateOf(server.baseUrl), discord_username: 'someone' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    'POST /api/v1/auth/session': async () => {
      const exchange = async (): Promise<Call> => ({ path: '/api/v1/auth/session', body: await returnedSignIn(server.baseUrl, { discord_username: 'someone' }) });
      return { ...(await exchange()), another: exchange };
    },
    'GET /api/v1/auth/me': async () => ({ path: '/api/v1/auth/me', token: admin }),
    'POST /api/v1/auth/logout': async () => ({ path: '/api/v1/auth/logout', token: await server.signIn('leaving-user') }),
    'GET /api/v1/rounds': async () => [{ path: '/api/v1/rounds' }, { path: '/api/v1/rounds?since=0' }],
    'GET /api/v1/rounds/:id': async () => ({ path: `/api/v1/rounds/${await submitRound(server, admin, fiveManRound())}` }),
    'POST /api/v1/rounds': async () => [
      { path: '/api/v1/rounds', token: plugin, body: pluginReport({ round_time: 600 + unique() }) },
      { path: '/api/v1/rounds', token: admin, body: fiveManRound() },
    ],
    'DELETE /api/v1/rounds/:id': async () => ({ path: `/api/v1/rounds/${await submitRound(server, admin, fiveManRound())}`, token: admin }),
    'GET /api/v1/copy': async () => ({ path: '/api/v1/copy' }),
    'GET /api/v1/copy/rounds/:from': async () => ({ path: '/api/v1/copy/rounds/0' }),
    'GET /api/v1/round-times': async () => ({ path: '/api/v1/round-times?page_size=10' }),
    'GET /api/v1/accounts': async () => ({ path: '/api/v1/accounts' }),
    'POST /api/v1/accounts': async () => [
      { path: '/api/v1/accounts', token: admin, body: { user_id: plainUserId, character_name: `Alt ${unique()}` } },
      // A move names the character's previous owner.
      { path: '/api/v1/accounts', token: admin, body: { user_id: adminUserId, character_name: await newCharacter(), move: true } },
    ],
    'DELETE /api/v1/accounts/:id': async () => ({ path: `/api/v1/accounts/${await linkAccount(server, admin, plainUserId, `Gone ${unique()}`)}`, token: admin }),
    'GET /api/v1/accounts/claims': async () => {
      await newClaim();
      return { path: '/api/v1/accounts/claims', token: admin };
    },
    'DELETE /api/v1/accounts/claims/:id': async () => ({ path: `/api/v1/accounts/claims/${await newClaim()}`, token: admin }),
    'GET /api/v1/players/leaderboard': async () => ({ path: '/api/v1/players/leaderboard' }),
    'GET /api/v1/players/pbs': async () => ({ path: '/api/v1/players/pbs?name=Hammer%20Time' }),
    'GET /api/v1/users': async () => ({ path: '/api/v1/users', token: admin }),
    'GET /api/v1/users/all': async () => [{ path: '/api/v1/users/all', token: admin }, { path: '/api/v1/users/all?limit=5', token: admin }],
    'POST /api/v1/users': async () => ({ path: '/api/v1/users', token: admin, body: { discord_id: String(800000000000000000n + BigInt(unique())), discord_username: 'added' } }),
    'PUT /api/v1/users/main-account': async () => ({ path: '/api/v1/users/main-account', token: admin, body: { main_account_id: plainAccountId, user_id: plainUserId } }),
    'PUT /api/v1/users/region': async () => ({ path: '/api/v1/users/region', token: admin, body: { region: 'EU', user_id: plainUserId } }),
    'PUT /api/v1/users/announce-pbs': async () => ({ path: '/api/v1/users/announce-pbs', token: admin, body: { announce_pbs: true, user_id: plainUserId } }),
    'GET /api/v1/announcements': async () => ({ path: '/api/v1/announcements', token: admin }),
    'GET /api/v1/follows': async () => ({ path: '/api/v1/follows', token: admin }),
    'GET /api/v1/push/key': async () => ({ path: '/api/v1/push/key' }),
    'POST /api/v1/push/subscriptions': async () => ({ path: '/api/v1/push/subscriptions', token: admin, body: { endpoint: `https://push.example.net/send/${unique()}`, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } } }),
    'DELETE /api/v1/push/subscriptions': async () => {
      const endpoint = `https://push.example.net/send/${unique()}`;
      await server.request('POST', '/api/v1/push/subscriptions', { token: admin, body: { endpoint, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } } });
      return { path: '/api/v1/push/subscriptions', token: admin, body: { endpoint } };
    },
    'POST /api/v1/follows': async () => ({ path: '/api/v1/follows', token: admin, body: { character_name: `Followed ${unique()}` } }),
    'DELETE /api/v1/follows/:name': async () => {
      const name = `Followed ${unique()}`;
      await server.request('POST', '/api/v1/follows', { token: admin, body: { character_name: name } });
      return { path: `/api/v1/follows/${encodeURIComponent(name)}`, token: admin };
    },
    'GET /api/v1/tokens': async () => ({ path: '/api/v1/tokens', token: admin }),
    'POST /api/v1/run-sessions/checkpoints': async () => {
      const n = unique();
      return { path: '/api/v1/run-sessions/checkpoints', token: plugin, body: { format: 'five_man', players: pluginReport().players.map(({ character_name, role }) => ({ character_name: `${character_name.slice(0, 7)} ${n}`, role })), reporter: `${pluginReport().players[0]!.character_name.slice(0, 7)} ${n}`, scroller: true, round_started_at: new Date(Date.now() - 60_000).toISOString(), wave_number: 2, qs_time: 4, good_premove: true } };
    },
    'GET /api/v1/live': async () => ({ path: '/api/v1/live' }),
    'GET /api/v1/rounds/:id/checkpoints': async () => ({ path: `/api/v1/rounds/${await submitRound(server, admin, fiveManRound())}/checkpoints` }),
    'GET /api/v1/reviews': async () => {
      await heldRound(server);
      return { path: '/api/v1/reviews', token: admin };
    },
    'POST /api/v1/rounds/:id/approve': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/approve`, token: admin }),
    'POST /api/v1/rounds/:id/reject': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/reject`, token: admin, body: { reason: 'Not a real team.' } }),
    'PUT /api/v1/rounds/:id/shown-report': async () => ({ path: `/api/v1/rounds/${await heldRound(server)}/shown-report`, token: admin, body: { report_id: null } }),
    'POST /api/v1/rounds/:id/reports/:reportId/drop': async () => {
      const id = await heldRound(server);
      const [report] = await server.app.db('round_reports').where({ round_id: id }).pluck('id');
      return { path: `/api/v1/rounds/${id}/reports/${report}/drop`, token: admin };
    },
    'POST /api/v1/tokens': async () => ({ path: '/api/v1/tokens', token: admin, body: { description: 'made in a test' } }),
    'POST /api/v1/tokens/public': async () => ({ path: '/api/v1/tokens/public', body: { description: 'Hammer Time' }, headers: pluginHeaders() }),
    'POST /api/v1/tokens/:id/disable': async () => {
      const key = (await server.request('POST', '/api/v1/tokens', { token: admin, body: { description: 'to disable' } })).body.data.data;
      return { path: `/api/v1/tokens/${key.id}/disable`, token: admin };
    },
    'POST /api/v1/discord/interactions': async () => {
      const rawBody = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
      return { path: '/api/v1/discord/interactions', rawBody, headers: signatureHeaders(rawBody) };
    },
    'GET /api/v1/events': async () => ({ path: '/api/v1/events' }),
    'GET /api/v1/arena': async () => ({ path: '/api/v1/arena' }),
    'GET /api/v1/openapi.json': async () => ({ path: DOCUMENT_PATH }),
  };

  /** The answer's status, type and body: an event stream's status and type are read, then the stream dropped. */
  async function send(method: string, call: Call) {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.Authorization = `Bearer ${call.token}`;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const abort = new AbortController();
    const res = await fetch(server.baseUrl + call.path, {
      method,
      headers,
      body: call.body === undefined ? call.rawBody : JSON.stringify(call.body),
      redirect: 'manual',
      signal: abort.signal,
    });
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      abort.abort();
      return { status: res.status, type, headers: res.headers, body: undefined };
    }
    const text = await res.text();
    return { status: res.status, type, headers: res.headers, body: type.includes('json') && text ? JSON.parse(text) : text };
  }

  it('has a request below for each route', () => {
    expect(Object.keys(calls).sort()).toEqual(apiRoutes().sort());
  });

  it.each(Object.keys(OPERATION_NOTES))('%s answers as its operation says', async (route) => {
    const method = route.split(' ')[0]!;
    const operation = operationOf(route);
    const { answer } = OPERATION_NOTES[route]!;
    for (const call of [await calls[route]!()].flat()) {
      const reply = await send(method, call);
      expect(Object.keys(operation.responses), `${reply.status} ${JSON.stringify(reply.body)}`).toContain(String(reply.status));
      expect(reply.status).toBeLessThan(400);
      if (answer.kind === 'json') expect(answer.schema.parse(reply.body)).toEqual(reply.body);
      if (answer.kind === 'text') expect(reply.type.startsWith(answer.mediaType)).toBe(true);
      if (answer.kind === 'redirect') expect(reply.headers.get('location')).toBeTruthy();

      // Without its credentials (token and signature), a guarded route refuses with 401 and an open one answers.
      const contentType = call.headers?.['Content-Type'];
      const bare = await send(method, { ...(call.another ? await call.another() : call), token: undefined, headers: contentType ? { 'Content-Type': contentType } : undefined });
      if (operation.security.length === 0) {
        expect(bare.status).toBeLessThan(400);
      } else {
        expect(bare.status).toBe(401);
        expect(Object.keys(operation.responses)).toContain('401');
        expect(errorAnswer.parse(bare.body)).toEqual(bare.body);
      }
    }
  });
});
