import type { RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import type { Access } from '../auth';
import type { InputSchemas } from '../validation';

/** The document's names for requests a signature lets on, beside bearer tokens. */
export type SignatureScheme = 'pluginSignature' | 'discordSignature';

/** What a middleware tells the API document about the route it stands in. */
export type MiddlewareDescription =
  | { kind: 'input'; schemas: InputSchemas }
  | { kind: 'access'; role: Access }
  /** Only a request with an API key (a plugin token or an admin's key) goes on. */
  | { kind: 'apiKey' }
  /** Two chains by caller: one for requests with an API key, one for any other. */
  | { kind: 'callers'; apiKey: readonly RouterMiddleware[]; other: readonly RouterMiddleware[] }
  /** `headers`: the headers signed beside the one the scheme names, each with what it holds. */
  | { kind: 'signature'; scheme: SignatureScheme; headers: Readonly<Record<string, string>> };

// Keyed by the middleware itself, so the document reads what the router runs, and nothing keeps a middleware alive.
const descriptions = new WeakMap<Middleware | RouterMiddleware, MiddlewareDescription>();

/** The middleware, described for the API document. */
export function described<M extends Middleware | RouterMiddleware>(middleware: M, description: MiddlewareDescription): M {
  descriptions.set(middleware, description);
  return middleware;
}

export const descriptionOf = (middleware: Middleware | RouterMiddleware): MiddlewareDescription | undefined => descriptions.get(middleware);
