import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses input with a domain schema; the 400 names the first field that is wrong and why. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  // A bad record key says why through the key schema's own issue, not zod's generic 'Invalid key'.
  const reason = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  const message = field ? `${field}: ${reason}` : reason;
  throw badRequest(message, 'invalid_input');
}
