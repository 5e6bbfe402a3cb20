import { z } from 'zod';
import type { DocumentedAnswer } from './answers';
import type { RefusalStatus } from './refusals';

/** What the routes' schemas and guards cannot say about an operation. */
export interface OperationNote {
  summary: string;
  description?: string;
  answer: DocumentedAnswer;
  /** Refusals beyond those its validation and guards imply, each with when it happens. */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** Query parameters read without a schema, each with what it holds. */
  query?: Readonly<Record<string, string>>;
  /** The body's media type when it is not JSON. */
  bodyType?: 'application/x-www-form-urlencoded';
  /** A body the route takes. */
  bodyExample?: unknown;
}

/**
 * Notes keyed 'METHOD path' as the router matches it, each module's written beside its routes. The
 * API document fails to build, and its test fails, when a route has no note or a note no route.
 */
export type OperationNotes = Readonly<Record<string, OperationNote>>;

/** Most answers hold their data under a `data` key of their own, inside the envelope's (SPEC §7). */
export const inData = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** The refusals of a route that reads a JSON body. */
export const JSON_BODY = {
  413: 'The body is larger than 64 KB.',
  415: 'The body is not sent as application/json.',
} as const;
