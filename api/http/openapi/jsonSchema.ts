import { z } from 'zod';

/** A Schema Object of the document: JSON Schema 2020-12, the dialect OpenAPI 3.1 takes by default. */
export type JsonSchemaObject = { [keyword: string]: unknown };

const OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

// The dialect is the document's already, and an $id made from a component's place would be a fragment, which 2020-12 forbids.
function embedded(schema: JsonSchemaObject): JsonSchemaObject {
  const { $schema: _dialect, $id: _place, ...rest } = schema;
  return rest;
}

/** What a request may send: the schema's input, before its defaults and transforms. */
export const inputSchema = (schema: z.ZodType): JsonSchemaObject => embedded(z.toJSONSchema(schema, { ...OPTIONS, io: 'input' }));

/**
 * What answers hold, each named schema as a component the others point to with `$ref`.
 * Returns every named schema, converted.
 */
export function answerSchemas(named: ReadonlyMap<string, z.ZodType>): Record<string, JsonSchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, io: 'output', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}
