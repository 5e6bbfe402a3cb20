import {
  HTTP_METHODS,
  resolve,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type RequestBodyObject,
  type ResponseObject,
  type SecurityRequirement,
} from './openApi';

/** One operation as the page lists it, its references resolved. */
export interface ApiOperation {
  /** Its anchor on the page: `get-api-v1-rounds-id`. */
  id: string;
  method: HttpMethod;
  /** The path as a caller writes it after the host: the server's base path, then the document's path. */
  path: string;
  /** The tag (or, untagged, the resource) it is listed under. */
  group: string;
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: { status: string; response: ResponseObject }[];
  /** Alternatives, any one of which lets the call in; none, or an empty one, when it is open to anyone. */
  security: SecurityRequirement[];
}

export interface OperationGroup {
  name: string;
  description?: string;
  operations: ApiOperation[];
}

/** Text as an id on the page: lower case, every run of other characters one hyphen. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page's anchor for an operation, its method and path: `get-api-v1-rounds-id`. */
export const operationAnchor = (method: string, path: string) => slug(`${method} ${path}`);

/** The first server's address, resolved against the page's origin, with its variables' defaults filled in. */
export function serverUrl(doc: OpenApiDocument, origin: string): URL {
  const server = doc.servers?.[0];
  const written = (server?.url ?? '/').replace(/\{([^}]+)\}/g, (whole, name: string) => server?.variables?.[name]?.default ?? whole);
  return new URL(written, origin);
}

/** A server's path without its trailing slash: what the document's paths are written after. */
export function basePath(server: URL): string {
  return server.pathname.replace(/\/+$/, '');
}

/** The resource a path names: its first segment past any `/api` and version segments. */
function resourceOf(path: string): string {
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  return segments.find((segment, i) => !(i === 0 && segment === 'api') && !/^v\d+$/.test(segment)) ?? '/';
}

/** Path-level parameters, each overridden by the operation's own of the same name and place. */
function mergeParameters(doc: OpenApiDocument, ...lists: PathItemObject['parameters'][]): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const list of lists) {
    for (const entry of list ?? []) {
      const parameter = resolve<ParameterObject>(doc, entry);
      if (parameter?.name) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

function responsesOf(doc: OpenApiDocument, responses: OperationObject['responses'] = {}): ApiOperation['responses'] {
  return Object.entries(responses)
    .map(([status, entry]) => ({ status, response: resolve<ResponseObject>(doc, entry) ?? {} }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

/** Every operation of the document, in its paths' order, and within a path in HTTP's usual order of methods. */
export function listOperations(doc: OpenApiDocument, base = ''): ApiOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([docPath, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method): ApiOperation => {
      const operation = item[method]!;
      const path = `${base}${docPath}`;
      return {
        id: operationAnchor(method, path),
        method,
        path,
        group: operation.tags?.[0] ?? resourceOf(docPath),
        operationId: operation.operationId,
        summary: operation.summary ?? item.summary,
        description: operation.description ?? item.description,
        deprecated: operation.deprecated === true,
        parameters: mergeParameters(doc, item.parameters, operation.parameters),
        requestBody: resolve<RequestBodyObject>(doc, operation.requestBody),
        responses: responsesOf(doc, operation.responses),
        security: operation.security ?? doc.security ?? [],
      };
    }),
  );
}

/** A group's name as a heading: a tag written as a path's segment ('round-times') as words ('Round times'). */
export function groupTitle(name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) return name;
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Operations under their groups: the document's tags in its order first, then groups in order of appearance. */
export function groupOperations(doc: OpenApiDocument, operations: readonly ApiOperation[]): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  for (const operation of operations) {
    const group = groups.get(operation.group) ?? { name: operation.group, operations: [] };
    group.operations.push(operation);
    groups.set(operation.group, group);
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** Whether an operation matches what was typed: every word found in its method, path, summary, group or operationId. */
export function matchesFilter(operation: ApiOperation, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [operation.method, operation.path, operation.summary, operation.group, operation.operationId].filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
