import { z } from 'zod';

/** A JSON answer: its schema, a realistic example of it, and the statuses it comes with. */
export interface JsonAnswer {
  kind: 'json';
  schema: z.ZodType;
  example: unknown;
  statuses: readonly (200 | 201)[];
  description: string;
  /** Sent with an ETag: a request whose If-None-Match names it gets a 304 without a body. */
  etag: boolean;
}

/** A 302 to another address. */
export interface RedirectAnswer {
  kind: 'redirect';
  description: string;
}

/** A body that is not JSON: a page, or a stream of events. */
export interface TextAnswer {
  kind: 'text';
  mediaType: 'text/html' | 'text/event-stream';
  example: string;
  description: string;
}

export type DocumentedAnswer = JsonAnswer | RedirectAnswer | TextAnswer;

interface JsonOptions {
  status?: 200 | 201 | readonly (200 | 201)[];
  etag?: boolean;
}

function jsonAnswer(schema: z.ZodType, example: unknown, description: string, { status = 200, etag = false }: JsonOptions): JsonAnswer {
  return { kind: 'json', schema, example, description, etag, statuses: typeof status === 'number' ? [status] : status };
}

/** The success envelope (api/http/respond.ts) around data of this schema; the example is the data alone. */
export function ok<S extends z.ZodType>(data: S, example: z.output<S>, description: string, options: JsonOptions = {}): JsonAnswer {
  return jsonAnswer(z.object({ status: z.literal('ok'), data }), { status: 'ok', data: example }, description, options);
}

/** JSON in a form of its own, outside the envelope (Discord's replies, the document itself). */
export function bare<S extends z.ZodType>(schema: S, example: z.output<S>, description: string, options: JsonOptions = {}): JsonAnswer {
  return jsonAnswer(schema, example, description, options);
}

export const redirect = (description: string): RedirectAnswer => ({ kind: 'redirect', description });

export const text = (mediaType: TextAnswer['mediaType'], example: string, description: string): TextAnswer => ({ kind: 'text', mediaType, example, description });
