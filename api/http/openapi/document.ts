import type Router from '@koa/router';
import type { z } from 'zod';
import { answerSchemas } from './jsonSchema';
import type { OperationNotes } from './notes';
import { parametersOf, requestBodyOf } from './requestParts';
import { responsesOf, sharedResponses } from './responses';
import { routeFactsOf, type RequiredSchemes, type RouteFacts } from './routeFacts';
import { SECURITY_SCHEMES, type SecuritySchemeName } from './security';
import { COMPONENT_SHAPES } from './components';

const API_PREFIX = '/api/v1';

const DESCRIPTION = [
  'The API of BA Times, the round times of Barbarian Assault. Every JSON answer comes in an envelope:',
  '`{ "status": "ok", "data": … }` on success (Discord\'s interactions and this document aside), and',
  '`{ "status": "error", "error": "…", "code": "…" }` on failure, `error` being fit to show a player.',
  'Paths answer with or without a trailing slash.',
].join(' ');

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, object>>;
  components: { schemas: Record<string, object>; responses: Record<string, object>; securitySchemes: Record<string, object> };
}

const routeKey = (facts: RouteFacts) => `${facts.method} ${facts.path}`;

/** getRoundsById for GET /api/v1/rounds/:id. */
function operationIdOf(facts: RouteFacts): string {
  const words = facts.path
    .slice(API_PREFIX.length)
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  return [facts.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const SCHEME_PHRASES: Record<SecuritySchemeName, (roles: string[]) => string> = {
  session: (roles) => `a signed-in ${roles.length > 0 ? roles.join(' or ') : 'user'}`,
  apiKey: () => 'an API key',
  pluginSignature: () => "the plugin's signature",
  discordSignature: () => "Discord's signature",
};

/** Who may call, in a sentence: the document's security says it to tools, this to readers. */
function callersOf(security: RequiredSchemes[]): string {
  if (security.length === 0) return 'Open to anyone.';
  const ways = security.map((requirement) =>
    Object.entries(requirement)
      .map(([scheme, roles]) => SCHEME_PHRASES[scheme as SecuritySchemeName](roles))
      .join(' with '),
  );
  return `Needs ${ways.join(', or ')}.`;
}

function checkNotes(routes: readonly RouteFacts[], notes: OperationNotes): void {
  const served = new Set(routes.map(routeKey));
  const unnoted = [...served].filter((route) => !(route in notes));
  const unserved = Object.keys(notes).filter((route) => !served.has(route));
  if (unnoted.length > 0 || unserved.length > 0) {
    throw new Error(`The API document's notes do not match the routes. Routes without a note: ${unnoted.join(', ') || 'none'}. Notes without a route: ${unserved.join(', ') || 'none'}.`);
  }
}

/**
 * The OpenAPI 3.1 document of the router's routes: paths, parameters, bodies and security from
 * what their middleware says, the rest from the notes written beside them.
 */
export function buildApiDocument(router: Router, notes: OperationNotes): ApiDocument {
  const routes = routeFactsOf(router);
  checkNotes(routes, notes);

  // Each JSON answer is named, after its first operation unless it is a component, so that it is
  // converted with the components it points to; only the components stay named in the document.
  const componentIds = new Map<z.ZodType, string>(Object.entries(COMPONENT_SHAPES).map(([id, schema]) => [schema, id]));
  const answerIds = new Map(componentIds);
  for (const facts of routes) {
    const { answer } = notes[routeKey(facts)]!;
    if (answer.kind === 'json' && !answerIds.has(answer.schema)) answerIds.set(answer.schema, `${operationIdOf(facts)}Answer`);
  }
  const converted = answerSchemas(new Map([...answerIds].map(([schema, id]) => [id, schema])));
  const answerSchemaOf = (schema: z.ZodType) =>
    componentIds.has(schema) ? { $ref: `#/components/schemas/${componentIds.get(schema)}` } : converted[answerIds.get(schema)!];

  const paths: ApiDocument['paths'] = {};
  for (const facts of routes) {
    const note = notes[routeKey(facts)]!;
    const { answer } = note;
    const security = facts.security.length === 1 && Object.keys(facts.security[0]!).length === 0 ? [] : facts.security;
    const etag = answer.kind === 'json' && answer.etag;
    const requestBody = requestBodyOf(facts, note);
    const path = facts.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][facts.method.toLowerCase()] = {
      operationId: operationIdOf(facts),
      summary: note.summary,
      description: [note.description, callersOf(security)].filter(Boolean).join('\n\n'),
      tags: [facts.path.slice(API_PREFIX.length + 1).split('/')[0]!.replace(/\.json$/, '')],
      parameters: parametersOf(facts, note, etag),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(facts, note, answer.kind === 'json' ? answerSchemaOf(answer.schema) : undefined),
      security,
    };
  }

  return {
    openapi: '3.1.1',
    info: { title: 'BA Times API', version: '1', description: DESCRIPTION },
    paths,
    components: {
      schemas: Object.fromEntries([...componentIds.values()].map((id) => [id, converted[id]!])),
      responses: sharedResponses(),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
