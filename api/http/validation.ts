import type { RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors';
import { described } from './openapi/describe';

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/** Where the first string holding U+0000 sits in a parsed value: PostgreSQL text cannot store it, and no field has a use for it. */
function pathOfNul(value: unknown): string[] | null {
  // Iterative, as a value may be nested deeper than the call stack goes; paths are built only for a hit.
  const pending: Visit[] = [{ value }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathTo(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, child] of Object.entries(visit.value)) pending.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

function refused(path: readonly PropertyKey[], reason: string): never {
  const field = path.map(String).join('.');
  throw badRequest(field ? `${field}: ${reason}` : reason, 'invalid_input');
}

/** Parses input with a domain schema; the 400 names the first field that is wrong and why. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    // A bad record key says why through the key schema's own issue, not zod's generic 'Invalid key'.
    refused(issue.path, issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message);
  }
  const nul = pathOfNul(result.data);
  if (nul) refused(nul, 'must not contain the NUL character (U+0000)');
  return result.data;
}

/** What a route takes from a request, each part checked by its schema. */
export interface InputSchemas {
  /** A schema per path parameter: its 400 says why without naming it, as a path has no field names. */
  params?: Readonly<Record<string, z.ZodType>>;
  query?: z.ZodType;
  /** The body a body parser before validate() read. */
  body?: z.ZodType;
}

export type Input<S extends InputSchemas> = {
  [Part in keyof S]: S[Part] extends z.ZodType ? z.output<S[Part]> : { [Name in keyof S[Part]]: S[Part][Name] extends z.ZodType ? z.output<S[Part][Name]> : never };
};

/** A middleware that refuses a request whose input its schemas refuse, and hands the parsed input to the handler. */
export interface Validation<S extends InputSchemas> extends RouterMiddleware {
  input(ctx: Context): Input<S>;
}

/** Checks a request's path parameters, then its query, then its body. */
export function validate<const S extends InputSchemas>(schemas: S): Validation<S> {
  const parsed = new WeakMap<Context, Input<S>>();
  const middleware: RouterMiddleware = async (ctx, next) => {
    const input: Partial<Record<keyof InputSchemas, unknown>> = {};
    if (schemas.params) {
      const params: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(schemas.params)) params[name] = parse(schema, ctx.params[name]);
      input.params = params;
    }
    if (schemas.query) input.query = parse(schemas.query, ctx.query);
    if (schemas.body) input.body = parse(schemas.body, ctx.request.body);
    parsed.set(ctx, input as Input<S>);
    await next();
  };
  const validation = Object.assign(middleware, {
    input(ctx: Context): Input<S> {
      const input = parsed.get(ctx);
      if (!input) throw new Error('validate(): input read by a handler it did not run before');
      return input;
    },
  });
  return described(validation, { kind: 'input', schemas });
}
