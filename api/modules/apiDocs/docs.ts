import { z } from 'zod';
import { bare } from '../../http/openapi/answers';
import type { OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const API_DOCS_NOTES: OperationNotes = {
  'GET /api/v1/openapi.json': {
    summary: 'This document',
    description: 'The API described as OpenAPI 3.1, made from the routes themselves.',
    answer: bare(
      z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
      { openapi: '3.1.1', info: { title: 'BA Times API', version: '1' }, paths: {} },
      'The document.',
      { etag: true },
    ),
  },
};
