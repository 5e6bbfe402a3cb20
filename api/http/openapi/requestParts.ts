import { inputSchema, type JsonSchemaObject } from './jsonSchema';
import type { OperationNote } from './notes';
import type { RouteFacts } from './routeFacts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchemaObject;
}

const STRING: JsonSchemaObject = { type: 'string' };

/** A query schema's fields, one parameter each; its description, if any, goes on the parameter. */
function queryParameters(facts: RouteFacts): Parameter[] {
  if (!facts.inputs.query) return [];
  const json = inputSchema(facts.inputs.query);
  const properties = json.properties as Record<string, JsonSchemaObject> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`${facts.method} ${facts.path}: a query schema must be an object of fields.`);
  const required = new Set(json.required as string[] | undefined);
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  }));
}

export function parametersOf(facts: RouteFacts, note: OperationNote, etag: boolean): Parameter[] {
  const path = facts.paramNames.map((name): Parameter => {
    const schema = facts.inputs.params?.[name];
    return { name, in: 'path', required: true, schema: schema ? inputSchema(schema) : STRING };
  });
  const unchecked = Object.entries(note.query ?? {}).map(([name, description]): Parameter => ({ name, in: 'query', required: false, description, schema: STRING }));
  const signed = Object.entries(facts.headers).map(([name, description]): Parameter => ({ name, in: 'header', required: true, description, schema: STRING }));
  const revalidation: Parameter[] = etag
    ? [{ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of a copy already held: if it is still current, the answer is a 304 without a body.', schema: STRING }]
    : [];
  return [...path, ...queryParameters(facts), ...unchecked, ...signed, ...revalidation];
}

/** The body the route validates, with the note's example, which the schema must take. */
export function requestBodyOf(facts: RouteFacts, note: OperationNote): object | undefined {
  const route = `${facts.method} ${facts.path}`;
  const { body } = facts.inputs;
  if (!body) {
    if (note.bodyExample !== undefined) throw new Error(`${route}: its note gives a body example, but the route reads no body.`);
    return undefined;
  }
  if (note.bodyExample === undefined) throw new Error(`${route}: its note gives no body example.`);
  const check = body.safeParse(note.bodyExample);
  if (!check.success) throw new Error(`${route}: its body example is refused: ${check.error.issues[0]?.message}`);
  return { required: true, content: { [note.bodyType ?? 'application/json']: { schema: inputSchema(body), example: note.bodyExample } } };
}
