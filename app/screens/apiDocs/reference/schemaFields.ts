import { isReference, pointAt, referenceName, type JsonSchema, type OpenApiDocument, type SchemaObject } from './openApi';

/** One rule a value must keep, as text with an optional literal part shown as code: 'one of' `"a", "b"`. */
export interface Constraint {
  text: string;
  code?: string;
  /** The code is a regular expression: one character after another, no place to break a line. */
  pattern?: boolean;
}

/** A schema as a reader needs it: its type in words, its rules, and the fields inside it. */
export interface SchemaShape {
  type: string;
  constraints: Constraint[];
  description?: string;
  /** An object's properties, an array's items' when they are objects, or a map's entry. */
  fields: SchemaField[];
  /** The alternatives of a oneOf or anyOf that have fields of their own. */
  variants: SchemaVariant[];
}

export interface SchemaField extends SchemaShape {
  name: string;
  required: boolean;
  /** A map's value under each of its keys, named `{key}`: neither required nor optional. */
  entry?: boolean;
}

export interface SchemaVariant extends SchemaShape {
  label: string;
}

/** Deeper than this, a schema is shown by its type alone: no real body nests so far. */
const MAX_DEPTH = 12;

/** zod writes a safe integer's bounds into every integer; they tell a reader nothing. */
const isSafeIntegerBound = (value: number) => Math.abs(value) === Number.MAX_SAFE_INTEGER;

const PLURALS: Record<string, string> = { string: 'strings', integer: 'integers', number: 'numbers', boolean: 'booleans', object: 'objects', array: 'arrays', any: 'any values' };

const literal = (value: unknown) => JSON.stringify(value) ?? String(value);
const literalType = (value: unknown) => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
const shapeOf = (type: string, constraints: Constraint[] = []): SchemaShape => ({ type, constraints, fields: [], variants: [] });

interface Walk {
  doc: OpenApiDocument;
  /** The references being described, outermost first: one met again is a loop. */
  refs: readonly string[];
}

interface Followed {
  schema: SchemaObject;
  walk: Walk;
  /** The component a reference loops back to, when it does. */
  loopsTo?: string;
}

/** `true` and a missing schema accept anything. */
function asObject(schema: unknown): SchemaObject {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaObject) : {};
}

/** The schema a $ref names, with the referring schema's own keywords over it (3.1 lets them sit side by side). */
function followRef(schema: SchemaObject, walk: Walk): Followed {
  if (!isReference(schema)) return { schema, walk };
  const { $ref: ref, ...siblings } = schema;
  if (walk.refs.includes(ref)) return { schema, walk, loopsTo: referenceName(ref) };
  return followRef({ ...asObject(pointAt(walk.doc, ref)), ...siblings }, { ...walk, refs: [...walk.refs, ref] });
}

const isNullSchema = (schema: JsonSchema) => typeof schema === 'object' && (schema.type === 'null' || (schema.const === null && schema.type === undefined));

/** allOf's members folded into one schema: properties and required lists joined, the rest laid over. */
function mergeAllOf(schema: SchemaObject, walk: Walk): SchemaObject {
  const { allOf, ...own } = schema;
  if (!allOf?.length) return schema;
  return [...allOf.map((member) => mergeAllOf(followRef(asObject(member), walk).schema, walk)), own].reduce<SchemaObject>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** The JSON types a schema allows, named or implied by its keywords. */
function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined || schema.prefixItems) return ['array'];
  if (schema.const !== undefined) return [literalType(schema.const)];
  if (schema.enum?.length) return [...new Set(schema.enum.map(literalType))];
  return [];
}

function rangeConstraints(schema: SchemaObject): Constraint[] {
  const rules: Constraint[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof exclusiveMinimum === 'number') rules.push({ text: `more than ${exclusiveMinimum}` });
  else if (minimum !== undefined && !isSafeIntegerBound(minimum)) rules.push({ text: exclusiveMinimum ? `more than ${minimum}` : `at least ${minimum}` });
  if (typeof exclusiveMaximum === 'number') rules.push({ text: `less than ${exclusiveMaximum}` });
  else if (maximum !== undefined && !isSafeIntegerBound(maximum)) rules.push({ text: exclusiveMaximum ? `less than ${maximum}` : `at most ${maximum}` });
  if (schema.multipleOf !== undefined) rules.push({ text: `a multiple of ${schema.multipleOf}` });
  return rules;
}

/** '1 to 12 characters', 'at least 1 item', 'exactly 4 characters'. */
function countRule(min: number | undefined, max: number | undefined, [one, many]: readonly [string, string]): Constraint[] {
  const count = (n: number) => `${n} ${n === 1 ? one : many}`;
  if (min !== undefined && max !== undefined) return [{ text: min === max ? `exactly ${count(max)}` : `${min} to ${count(max)}` }];
  if (min !== undefined && min > 0) return [{ text: `at least ${count(min)}` }];
  if (max !== undefined) return [{ text: `at most ${count(max)}` }];
  return [];
}

function ownConstraints(schema: SchemaObject): Constraint[] {
  const rules: Constraint[] = [];
  if (schema.const !== undefined) rules.push({ text: 'always', code: literal(schema.const) });
  const choices = schema.enum?.filter((value) => value !== null);
  if (choices?.length) rules.push({ text: 'one of', code: choices.map(literal).join(', ') });
  rules.push(...rangeConstraints(schema));
  rules.push(...countRule(schema.minLength, schema.maxLength, ['character', 'characters']));
  if (schema.pattern) rules.push({ text: 'matches', code: schema.pattern, pattern: true });
  if (schema.format) rules.push({ text: 'format', code: schema.format });
  rules.push(...countRule(schema.minItems, schema.maxItems, ['item', 'items']));
  if (schema.uniqueItems) rules.push({ text: 'no repeated items' });
  rules.push(...countRule(schema.minProperties, schema.maxProperties, ['entry', 'entries']));
  if (schema.default !== undefined) rules.push({ text: 'default', code: literal(schema.default) });
  if (schema.readOnly) rules.push({ text: 'read only' });
  if (schema.deprecated) rules.push({ text: 'deprecated' });
  return rules;
}

/** A type in words inside another: 'array of strings', 'array of (string or null)'. */
function plural(type: string): string {
  return PLURALS[type] ?? (type.includes(' ') ? `(${type})` : type);
}

function describe(input: JsonSchema | undefined, walk: Walk, depth: number): SchemaShape {
  if (input === false) return shapeOf('nothing');
  const followed = followRef(asObject(input), walk);
  if (followed.loopsTo) return shapeOf(followed.loopsTo, [{ text: 'shaped as above' }]);
  const schema = mergeAllOf(followed.schema, followed.walk);
  const description = schema.description;
  if (depth > MAX_DEPTH) return { ...shapeOf(typesOf(schema).join(' or ') || 'any'), description };

  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return describeUnion(schema, alternatives, followed.walk, depth);

  const types = typesOf(schema);
  const nullable = schema.nullable === true || types.includes('null');
  const main = types.filter((type) => type !== 'null');
  let shape = shapeOf(main.join(' or ') || (nullable ? '' : 'any'));
  if (main.length === 1 && main[0] === 'array') shape = describeArray(schema, followed.walk, depth);
  if (main.length === 1 && main[0] === 'object') shape = describeObject(schema, followed.walk, depth);
  const type = nullable ? [shape.type, 'null'].filter(Boolean).join(' or ') : shape.type;
  return { ...shape, type, constraints: [...ownConstraints(schema), ...shape.constraints], description };
}

function describeArray(schema: SchemaObject, walk: Walk, depth: number): SchemaShape {
  if (schema.prefixItems?.length) {
    const members = schema.prefixItems.map((item) => describe(item, walk, depth + 1).type);
    return shapeOf(`list of ${members.length}: ${members.join(', ')}`);
  }
  const item = describe(schema.items, walk, depth + 1);
  return {
    type: `array of ${plural(item.type)}`,
    constraints: item.constraints.map((rule) => ({ ...rule, text: `each ${rule.text}` })),
    fields: item.fields,
    variants: item.variants,
  };
}

function describeObject(schema: SchemaObject, walk: Walk, depth: number): SchemaShape {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, required: required.has(name), ...describe(property, walk, depth + 1) }));
  const extra = schema.additionalProperties;
  if (fields.length > 0 || extra === undefined || extra === false) return { ...shapeOf('object'), fields };
  // A map: its keys are free (or follow propertyNames), and the value under each has one shape.
  const value = describe(extra, walk, depth + 1);
  const keyRules = schema.propertyNames === undefined ? [] : describe(schema.propertyNames, walk, depth + 1).constraints;
  const entry = { ...value, name: '{key}', required: false, entry: true, constraints: [...keyRules.map((rule) => ({ ...rule, text: `key ${rule.text}` })), ...value.constraints] };
  return { ...shapeOf('map'), fields: [entry] };
}

function describeUnion(schema: SchemaObject, alternatives: JsonSchema[], walk: Walk, depth: number): SchemaShape {
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  const own = ownConstraints(rest);
  const orNull = (type: string) => (alternatives.some(isNullSchema) ? `${type} or null` : type);
  const others = alternatives.filter((member) => !isNullSchema(member));
  const members = others.map((member) => describe(member, walk, depth + 1));
  if (members.length === 1) {
    const [only] = members as [SchemaShape];
    return { ...only, type: orNull(only.type), constraints: [...own, ...only.constraints], description: schema.description ?? only.description };
  }
  // Literal members ('a' | 'b') read best as one type with its choices.
  const literals = others.map((member) => followRef(asObject(member), walk).schema.const);
  if (literals.every((value) => value !== undefined)) {
    const type = [...new Set(literals.map(literalType))].join(' or ');
    return { ...shapeOf(orNull(type), [{ text: 'one of', code: literals.map(literal).join(', ') }, ...own]), description: schema.description };
  }
  const variants = members.map((member, i) => ({ label: `Option ${i + 1}`, ...member })).filter((variant) => variant.fields.length > 0 || variant.variants.length > 0);
  return { ...shapeOf(orNull([...new Set(members.map((member) => member.type))].join(' or ')), own), description: schema.description, variants };
}

/** A schema (references into the document's components followed) in words and nested fields. */
export function describeSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): SchemaShape {
  return describe(schema, { doc, refs: [] }, 0);
}
