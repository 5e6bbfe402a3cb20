import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import type { InputSchemas } from '../validation';
import { descriptionOf } from './describe';
import type { RefusalStatus } from './refusals';
import type { SecuritySchemeName } from './security';

/** Schemes a request must satisfy together, each with the roles it must hold ([] for any). */
export type RequiredSchemes = Partial<Record<SecuritySchemeName, string[]>>;

/** What a route's middleware says about it. */
export interface RouteFacts {
  method: string;
  /** As the router matches it: /api/v1/rounds/:id. */
  path: string;
  paramNames: string[];
  inputs: InputSchemas;
  /** Ways in, any one of which will do; one empty requirement when the route is open to anyone. */
  security: RequiredSchemes[];
  /** The refusals its validation and guards can answer with. */
  refusals: Set<RefusalStatus>;
  /** Signed headers a request must send, each with what it holds. */
  headers: Record<string, string>;
}

type ChainFacts = Pick<RouteFacts, 'inputs' | 'security' | 'refusals' | 'headers'>;

function mergeInputs(into: InputSchemas, from: InputSchemas, route: string): void {
  for (const part of ['query', 'body'] as const) {
    const schema = from[part];
    if (!schema) continue;
    // Two chains of one route may validate alike; the document can show only one schema per part.
    if (into[part] && into[part] !== schema) throw new Error(`${route} validates its ${part} with two schemas; the API document can show one.`);
    into[part] = schema;
  }
  if (from.params) into.params = { ...into.params, ...from.params };
}

const requiring = (security: RequiredSchemes[], added: RequiredSchemes) => security.map((requirement) => ({ ...requirement, ...added }));

function factsOfChain(chain: readonly (Middleware | RouterMiddleware)[], route: string): ChainFacts {
  const facts: ChainFacts = { inputs: {}, security: [{}], refusals: new Set(), headers: {} };
  for (const middleware of chain) {
    const description = descriptionOf(middleware);
    switch (description?.kind) {
      case 'input':
        mergeInputs(facts.inputs, description.schemas, route);
        facts.refusals.add(400);
        break;
      case 'access':
        facts.security = requiring(facts.security, { session: description.role === 'admin' ? ['admin'] : [] });
        facts.refusals.add(401).add(403);
        break;
      case 'apiKey':
        facts.security = requiring(facts.security, { apiKey: [] });
        facts.refusals.add(401);
        break;
      case 'signature':
        facts.security = requiring(facts.security, { [description.scheme]: [] });
        Object.assign(facts.headers, description.headers);
        facts.refusals.add(401);
        break;
      case 'callers': {
        const withKey = factsOfChain(description.apiKey, route);
        const other = factsOfChain(description.other, route);
        facts.security = [...requiring(withKey.security, { apiKey: [] }), ...other.security].flatMap((requirement) => requiring(facts.security, requirement));
        for (const branch of [withKey, other]) {
          mergeInputs(facts.inputs, branch.inputs, route);
          branch.refusals.forEach((status) => facts.refusals.add(status));
          Object.assign(facts.headers, branch.headers);
        }
        break;
      }
    }
  }
  return facts;
}

/** Every route of the router, one per method (HEAD goes with GET), with what its middleware says of it. */
export function routeFactsOf(router: Router): RouteFacts[] {
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => {
        const path = String(layer.path);
        return { method, path, paramNames: layer.paramNames.map((key) => String(key.name)), ...factsOfChain(layer.stack, `${method} ${path}`) };
      }),
  );
}
