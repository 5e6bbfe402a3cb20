import type Router from '@koa/router';

export interface RouteDescription {
  method: string;
  /** As the router matches it, parameters included: /api/v1/rounds/:id. */
  path: string;
}

/** The routes a router answers, one per method; HEAD goes with GET and is not listed apart. */
export function routesOf(router: Router): RouteDescription[] {
  return router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
}
