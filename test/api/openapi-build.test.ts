import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth } from '../../api/http/auth';
import { ok } from '../../api/http/openapi/answers';
import { buildApiDocument } from '../../api/http/openapi/document';
import type { OperationNote } from '../../api/http/openapi/notes';
import { validate } from '../../api/http/validation';

const thing = z.object({ name: z.string().min(1) });

/** A router built as the app's modules build theirs, with the middleware the document reads. */
function thingsRouter(): Router {
  const router = new Router({ prefix: '/api/v1' });
  const byId = validate({ params: { id: z.coerce.number().int().positive() }, query: z.object({ fields: z.string().describe('Fields to answer with.').optional() }) });
  const newThing = validate({ body: thing });
  router.get('/things/:id', byId, (ctx) => void (ctx.body = {}));
  router.post('/things', auth('admin'), newThing, (ctx) => void (ctx.body = {}));
  return router;
}

const NOTES: Record<string, OperationNote> = {
  'GET /api/v1/things/:id': { summary: 'One thing', answer: ok(thing, { name: 'lamp' }, 'The thing.'), refusals: { 404: 'No thing has this id.' } },
  'POST /api/v1/things': { summary: 'Make a thing', bodyExample: { name: 'lamp' }, answer: ok(thing, { name: 'lamp' }, 'The thing made.', { status: 201 }) },
};

describe('building the API document from a router', () => {
  it('reads parameters, bodies, guards and refusals from the middleware each route runs', () => {
    const { paths } = buildApiDocument(thingsRouter(), NOTES);
    const one = paths['/api/v1/things/{id}']!.get as any;
    expect(one.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 } },
      { name: 'fields', in: 'query', required: false, description: 'Fields to answer with.', schema: { type: 'string' } },
    ]);
    expect(one.security).toEqual([]);
    expect(Object.keys(one.responses)).toEqual(['200', '400', '404', 'default']);

    const make = paths['/api/v1/things']!.post as any;
    expect(make.security).toEqual([{ session: ['admin'] }]);
    expect(make.description).toBe('Needs a signed-in admin.');
    expect(make.requestBody.content['application/json']).toEqual({
      schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
      example: { name: 'lamp' },
    });
    expect(Object.keys(make.responses)).toEqual(['201', '400', '401', '403', 'default']);
  });

  it('stops, naming them, at a route without a note and a note without a route', () => {
    const { 'POST /api/v1/things': _made, ...withoutOne } = NOTES;
    const notes = { ...withoutOne, 'DELETE /api/v1/things/:id': NOTES['GET /api/v1/things/:id']! };
    expect(() => buildApiDocument(thingsRouter(), notes)).toThrow(
      'Routes without a note: POST /api/v1/things. Notes without a route: DELETE /api/v1/things/:id.',
    );
  });

  it("stops at a body example the route's own schema refuses", () => {
    const notes = { ...NOTES, 'POST /api/v1/things': { ...NOTES['POST /api/v1/things']!, bodyExample: { name: '' } } };
    expect(() => buildApiDocument(thingsRouter(), notes)).toThrow('POST /api/v1/things: its body example is refused');
  });
});
