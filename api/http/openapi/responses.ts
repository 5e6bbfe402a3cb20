import { limitsForRoute } from '../rateLimitPolicy';
import type { JsonSchemaObject } from './jsonSchema';
import type { OperationNote } from './notes';
import { FAILURE, REFUSALS, type RefusalStatus } from './refusals';
import type { RouteFacts } from './routeFacts';

const errorContent = (example: object) => ({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' }, example: { status: 'error', ...example } } });

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } };

/** The document's reusable responses: each refusal, and a failure of ours. */
export function sharedResponses(): Record<string, object> {
  const responses: Record<string, object> = {};
  for (const [status, { name, description, error, code }] of Object.entries(REFUSALS)) {
    responses[name] = { description, ...(status === '429' ? { headers: retryAfter } : {}), content: errorContent({ error, code }) };
  }
  const { name, description, ...example } = FAILURE;
  responses[name] = { description, headers: retryAfter, content: errorContent(example) };
  return responses;
}

/** The rate limits of a route, as the 429's description says them. */
function rateLimitOf(facts: RouteFacts): string | undefined {
  const rules = limitsForRoute(facts.method, facts.path);
  if (rules.length === 0) return undefined;
  const limits = rules.map(
    ({ perMinute, per, onlyWith }) => `${perMinute} a minute per ${per === 'token' ? 'bearer token' : 'address (an IPv6 /64)'}${onlyWith ? ` with \`${onlyWith}\`` : ''}`,
  );
  return `More than ${limits.join(' or ')} (RATE_LIMIT_SCALE multiplies these); \`Retry-After\` gives the seconds until the next.`;
}

const ETAG = { ETag: { description: 'Names this version of the answer, for If-None-Match.', schema: { type: 'string' } } };

/** What the route answers on success, from its note; the JSON answer's schema as the document holds it. */
function successes(note: OperationNote, answerSchema: JsonSchemaObject | undefined): Record<string, object> {
  const { answer } = note;
  switch (answer.kind) {
    case 'redirect':
      return { 302: { description: answer.description, headers: { Location: { required: true, schema: { type: 'string', format: 'uri-reference' } } } } };
    case 'text':
      return { 200: { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' }, example: answer.example } } } };
    case 'json': {
      const response = { description: answer.description, ...(answer.etag ? { headers: ETAG } : {}), content: { 'application/json': { schema: answerSchema, example: answer.example } } };
      const answered: Record<string, object> = Object.fromEntries(answer.statuses.map((status) => [status, response]));
      if (answer.etag) answered[304] = { description: 'Not modified: If-None-Match names the current version.', headers: ETAG };
      return answered;
    }
  }
}

export function responsesOf(facts: RouteFacts, note: OperationNote, answerSchema: JsonSchemaObject | undefined): Record<string, object> {
  const rateLimit = rateLimitOf(facts);
  const said: Partial<Record<RefusalStatus, string>> = { ...note.refusals, ...(rateLimit ? { 429: rateLimit } : {}) };
  const statuses = new Set([...facts.refusals, ...(Object.keys(said).map(Number) as RefusalStatus[])]);
  const refusals = [...statuses]
    .sort((a, b) => a - b)
    .map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status].name}`, ...(said[status] ? { description: said[status] } : {}) }]);
  return { ...successes(note, answerSchema), ...Object.fromEntries(refusals), default: { $ref: `#/components/responses/${FAILURE.name}` } };
}
