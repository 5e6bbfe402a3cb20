import { describe, expect, it } from 'vitest';
import { mediaExample } from '../../app/screens/apiDocs/reference/examples';
import { isOpenApiDocument, resolve, type OpenApiDocument, type SchemaObject } from '../../app/screens/apiDocs/reference/openApi';
import { basePath, groupOperations, groupTitle, listOperations, matchesFilter, operationAnchor, serverUrl } from '../../app/screens/apiDocs/reference/operations';
import { accessNeeded, credentialsLine } from '../../app/screens/apiDocs/reference/security';

const DOC: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'BA Times API', version: '0.1.0' },
  servers: [{ url: '/api/v1' }],
  security: [{ session: [] }],
  tags: [{ name: 'Rounds', description: 'Round times.' }, { name: 'Unused' }],
  paths: {
    '/rounds/{id}': {
      parameters: [{ $ref: '#/components/parameters/RoundId' }],
      delete: { tags: ['Rounds'], summary: 'Delete a round', security: [{ session: ['admin'] }], responses: { '200': { description: 'Deleted.' } } },
      get: {
        tags: ['Rounds'],
        summary: 'One round',
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The id, overridden.' }],
        responses: {
          '404': { $ref: '#/components/responses/NotFound' },
          '200': { description: 'The round.' },
          default: { $ref: '#/components/responses/NotFound', description: 'Said over the shared one.' },
        },
      },
    },
    '/rounds': {
      post: {
        tags: ['Rounds'],
        summary: 'Report a round',
        security: [{ apiKey: [] }, { session: [] }],
        requestBody: { $ref: '#/components/requestBodies/Round' },
        responses: { '201': { description: 'Created.' } },
      },
    },
    '/players/leaderboard': { get: { summary: 'The player leaderboard', security: [{}], responses: {} } },
  },
  components: {
    parameters: { RoundId: { name: 'id', in: 'path', required: true, description: 'The round id.' } },
    responses: { NotFound: { description: 'No such round.' } },
    requestBodies: { Round: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } },
    securitySchemes: { session: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    examples: { OneRound: { value: { id: 7 } } },
  },
};

describe('listOperations', () => {
  const operations = listOperations(DOC, '/api/v1');
  const byId = (id: string) => operations.find((operation) => operation.id === id)!;

  it('lists each method of each path under the full path a caller writes, anchored by method and path', () => {
    expect(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path} #${operation.id}`)).toEqual([
      'GET /api/v1/rounds/{id} #get-api-v1-rounds-id',
      'DELETE /api/v1/rounds/{id} #delete-api-v1-rounds-id',
      'POST /api/v1/rounds #post-api-v1-rounds',
      'GET /api/v1/players/leaderboard #get-api-v1-players-leaderboard',
    ]);
  });

  it("resolves references, and lets an operation's own parameter replace the path's of the same name", () => {
    expect(byId('delete-api-v1-rounds-id').parameters).toEqual([{ name: 'id', in: 'path', required: true, description: 'The round id.' }]);
    expect(byId('get-api-v1-rounds-id').parameters.map((p) => p.description)).toEqual(['The id, overridden.']);
    expect(byId('post-api-v1-rounds').requestBody?.required).toBe(true);
    expect(byId('get-api-v1-rounds-id').responses).toEqual([
      { status: '200', response: { description: 'The round.' } },
      { status: '404', response: { description: 'No such round.' } },
      { status: 'default', response: { description: 'Said over the shared one.' } },
    ]);
  });

  it("takes the document's security where an operation names none, and an empty list as open to anyone", () => {
    const session = (...scopes: string[]) => ({ scheme: 'session', scopes });
    expect(accessNeeded(byId('delete-api-v1-rounds-id').security)).toEqual({ alternatives: [[session('admin')]], open: false });
    expect(accessNeeded(byId('post-api-v1-rounds').security)).toEqual({ alternatives: [[{ scheme: 'apiKey', scopes: [] }], [session()]], open: false });
    expect(accessNeeded(byId('get-api-v1-rounds-id').security)).toEqual({ alternatives: [], open: true });
    expect(accessNeeded(byId('get-api-v1-players-leaderboard').security)).toEqual({ alternatives: [], open: true });
    expect(accessNeeded(listOperations({ ...DOC, paths: { '/x': { get: {} } } })[0]!.security)).toEqual({ alternatives: [[session()]], open: false });
    expect(accessNeeded([{ session: [] }, {}])).toEqual({ alternatives: [[session()]], open: true });
  });

  it('groups by tag in the order the document lists its tags, untagged operations by resource, empty tags left out', () => {
    expect(groupOperations(DOC, operations).map((group) => [group.name, group.description, group.operations.map((operation) => operation.id)])).toEqual([
      ['Rounds', 'Round times.', ['get-api-v1-rounds-id', 'delete-api-v1-rounds-id', 'post-api-v1-rounds']],
      ['players', undefined, ['get-api-v1-players-leaderboard']],
    ]);
  });

  it("writes a tag made from a path's segment as words, and leaves a tag already in words alone", () => {
    expect(groupTitle('round-times')).toBe('Round times');
    expect(groupTitle('rounds')).toBe('Rounds');
    expect(groupTitle('Player stats')).toBe('Player stats');
  });

  it('names the resource past /api and a version when the paths carry them', () => {
    const withPrefix: OpenApiDocument = { openapi: '3.1.0', info: {}, paths: { '/api/v1/rounds/{id}': { get: {} } } };
    expect(listOperations(withPrefix)[0]).toMatchObject({ path: '/api/v1/rounds/{id}', group: 'rounds', id: 'get-api-v1-rounds-id' });
  });
});

describe('matchesFilter', () => {
  const [getRound, deleteRound, postRounds, leaderboard] = listOperations(DOC, '/api/v1');

  it('keeps an operation whose method, path, summary or group holds every word typed, in any case', () => {
    expect(matchesFilter(postRounds!, 'post rounds')).toBe(true);
    expect(matchesFilter(getRound!, 'post rounds')).toBe(false);
    expect(matchesFilter(leaderboard!, 'LEADERBOARD')).toBe(true);
    expect(matchesFilter(deleteRound!, 'delete a round')).toBe(true);
    expect(matchesFilter(getRound!, '  ')).toBe(true);
  });
});

describe('the server and the anchors', () => {
  it("resolves the first server against the page's origin, filling in its variables", () => {
    expect(serverUrl(DOC, 'https://ba-times.example').href).toBe('https://ba-times.example/api/v1');
    const withVariables: OpenApiDocument = { openapi: '3.1.0', info: {}, servers: [{ url: 'https://{host}/api/{version}/', variables: { host: { default: 'ba.example' }, version: { default: 'v1' } } }] };
    expect(basePath(serverUrl(withVariables, 'http://127.0.0.1:8080'))).toBe('/api/v1');
    expect(basePath(serverUrl({ openapi: '3.1.0', info: {} }, 'http://127.0.0.1:8080'))).toBe('');
  });

  it('turns a method and path into an id a URL and a CSS selector take as they are', () => {
    expect(operationAnchor('get', '/api/v1/copy/rounds/{from}/')).toBe('get-api-v1-copy-rounds-from');
    expect(operationAnchor('post', '/api/v1/tokens/{id}/disable')).toBe('post-api-v1-tokens-id-disable');
  });
});

describe('security schemes', () => {
  it('writes the line a request sends for each kind of scheme', () => {
    expect(credentialsLine({ type: 'http', scheme: 'bearer' })).toBe('Authorization: Bearer <token>');
    expect(credentialsLine({ type: 'http', scheme: 'Bearer', bearerFormat: 'API key' })).toBe('Authorization: Bearer <API key>');
    expect(credentialsLine({ type: 'apiKey', in: 'header', name: 'X-Signature-Ed25519' })).toBe('X-Signature-Ed25519: <key>');
    expect(credentialsLine({ type: 'apiKey', in: 'query', name: 'key' })).toBe('?key=<key>');
    expect(credentialsLine({ type: 'oauth2' })).toBeNull();
  });
});

describe('references and examples', () => {
  it('follows a chain of references and gives up on a loop or a dead end', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: {},
      components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' }, Loop: { $ref: '#/components/schemas/Loop' }, 'a/b': { type: 'integer' } } },
    };
    expect(resolve<SchemaObject>(doc, { $ref: '#/components/schemas/A' })).toEqual({ type: 'string' });
    expect(resolve<SchemaObject>(doc, { $ref: '#/components/schemas/a~1b' })).toEqual({ type: 'integer' });
    expect(resolve<SchemaObject>(doc, { $ref: '#/components/schemas/Loop' })).toBeUndefined();
    expect(resolve<SchemaObject>(doc, { $ref: '#/components/schemas/Nowhere' })).toBeUndefined();
    expect(resolve<SchemaObject>(doc, { $ref: 'https://elsewhere.example/schema.json' })).toBeUndefined();
  });

  it("takes a media type's own example, else its first named one, else its schema's", () => {
    expect(mediaExample(DOC, { example: { id: 1 }, examples: { other: { value: { id: 2 } } } })).toEqual({ id: 1 });
    expect(mediaExample(DOC, { examples: { first: { $ref: '#/components/examples/OneRound' } } })).toEqual({ id: 7 });
    expect(mediaExample(DOC, { schema: { type: 'object', examples: [{ id: 3 }] } })).toEqual({ id: 3 });
    expect(mediaExample(DOC, { schema: { type: 'object' } })).toBeUndefined();
  });

  it('accepts an OpenAPI 3 document and refuses anything else', () => {
    expect(isOpenApiDocument(DOC)).toBe(true);
    expect(isOpenApiDocument({ swagger: '2.0', info: {} })).toBe(false);
    expect(isOpenApiDocument({ status: 'ok', data: DOC })).toBe(false);
    expect(isOpenApiDocument(null)).toBe(false);
  });
});
