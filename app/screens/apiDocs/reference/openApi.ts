/**
 * The parts of an OpenAPI 3.1 document this page reads. Every field is optional beyond the few a
 * document must have: the page shows whatever the server sends, and a missing part leaves a gap,
 * never a crash.
 */
export interface Reference {
  $ref: string;
  description?: string;
  summary?: string;
}

/** A JSON Schema (2020-12) as OpenAPI 3.1 embeds it: `true` accepts anything, `false` nothing. */
export type JsonSchema = boolean | SchemaObject;

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  /** OpenAPI 3.0's way of allowing null, still met in documents. */
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterObject {
  name: string;
  in: ParameterLocation;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface HeaderObject {
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

/** Scheme names, each with the scopes it needs: all of one object's schemes together. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  security?: SecurityRequirement[];
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  summary?: string;
  description?: string;
  parameters?: (ParameterObject | Reference)[];
};

export interface SecuritySchemeObject {
  type?: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  bearerFormat?: string;
}

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string }>;
}

export interface TagObject {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title?: string; version?: string; description?: string };
  servers?: ServerObject[];
  paths?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, SecuritySchemeObject | Reference>;
    parameters?: Record<string, ParameterObject | Reference>;
    requestBodies?: Record<string, RequestBodyObject | Reference>;
    responses?: Record<string, ResponseObject | Reference>;
    examples?: Record<string, ExampleObject | Reference>;
  };
  security?: SecurityRequirement[];
  tags?: TagObject[];
}

/** Whether JSON read from the network is an OpenAPI 3.x document this page can show. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<OpenApiDocument>;
  return typeof doc.openapi === 'string' && doc.openapi.startsWith('3.') && typeof doc.info === 'object' && doc.info !== null;
}

export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/** A reference chain longer than this is taken for a loop. */
const MAX_REFERENCE_HOPS = 16;

/** The value at a local JSON Pointer ('#/components/schemas/Round'), or undefined for an outside or broken one. */
export function pointAt(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref.slice(1).split('/').slice(1);
  let here: unknown = doc;
  for (const token of tokens) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[unescapeToken(token)];
  }
  return here;
}

/** A JSON Pointer token as written in a URI fragment, back to the key it names. */
function unescapeToken(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The last segment of a reference: the component's name. */
export function referenceName(ref: string): string {
  return unescapeToken(ref.slice(ref.lastIndexOf('/') + 1));
}

/**
 * Follows `$ref`s (a reference to a reference too) to the object they name, the first reference's
 * own description over the target's, as 3.1 has it; undefined where one leads outside the
 * document, nowhere, or round in a loop. Anything else is returned as it is.
 */
export function resolve<T extends object>(doc: OpenApiDocument, value: T | Reference | undefined): T | undefined {
  const description = isReference(value) ? value.description : undefined;
  let here: unknown = value;
  for (let hop = 0; isReference(here); hop++) {
    if (hop === MAX_REFERENCE_HOPS) return undefined;
    here = pointAt(doc, here.$ref);
  }
  if (typeof here !== 'object' || here === null) return undefined;
  return (description === undefined ? here : { ...here, description }) as T;
}
