import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '../../app/screens/apiDocs/reference/openApi';
import { describeSchema, type SchemaField, type SchemaShape } from '../../app/screens/apiDocs/reference/schemaFields';

/** A document holding only components, as schemas' references need. */
function docWith(schemas: Record<string, JsonSchema>): OpenApiDocument {
  return { openapi: '3.1.0', info: { title: 'Test', version: '1' }, components: { schemas } };
}

const field = (shape: SchemaShape, name: string): SchemaField => {
  const found = shape.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${shape.fields.map((f) => f.name).join(', ')}`);
  return found;
};
const rules = (shape: SchemaShape) => shape.constraints.map((rule) => (rule.code === undefined ? rule.text : `${rule.text} ${rule.code}`));

describe('describeSchema', () => {
  const player = {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 12, pattern: '^[A-Za-z0-9 _-]+$', description: 'The in-game name.' },
      role: { type: 'string', enum: ['Healer', 'Collector'] },
    },
    required: ['name', 'role'],
  } satisfies JsonSchema;

  it("lists an object's fields with their types, required or not, rules and descriptions", () => {
    const shape = describeSchema(docWith({}), {
      type: 'object',
      properties: {
        round_time: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.6, description: 'Seconds.' },
        round_date: { type: 'string', format: 'date-time' },
        page: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
      },
      required: ['round_time'],
    });
    expect(shape.type).toBe('object');
    expect(shape.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['round_time', 'number', true],
      ['round_date', 'string', false],
      ['page', 'integer', false],
    ]);
    expect(rules(field(shape, 'round_time'))).toEqual(['more than 0', 'a multiple of 0.6']);
    expect(field(shape, 'round_time').description).toBe('Seconds.');
    expect(rules(field(shape, 'round_date'))).toEqual(['format date-time']);
    expect(rules(field(shape, 'page'))).toEqual(['at least 1', 'at most 100', 'default 1']);
  });

  it("leaves out the safe-integer bounds zod writes into every integer, and keeps a real bound", () => {
    const shape = describeSchema(docWith({}), { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(rules(shape)).toEqual([]);
    expect(rules(describeSchema(docWith({}), { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))).toEqual(['at least 0']);
  });

  it('follows a $ref into the components, the referring description winning over the target’s', () => {
    const doc = docWith({ Player: { ...player, description: 'A player of the team.' } });
    const shape = describeSchema(doc, {
      type: 'object',
      properties: { scroller: { $ref: '#/components/schemas/Player', description: 'Who called the waves.' } },
    });
    const scroller = field(shape, 'scroller');
    expect(scroller.type).toBe('object');
    expect(scroller.description).toBe('Who called the waves.');
    expect(scroller.fields.map((f) => f.name)).toEqual(['name', 'role']);
    expect(rules(field(scroller, 'name'))).toEqual(['1 to 12 characters', 'matches ^[A-Za-z0-9 _-]+$']);
    expect(rules(field(scroller, 'role'))).toEqual(['one of "Healer", "Collector"']);
  });

  it('nests the fields of an array of objects under the array, with the item rules as "each"', () => {
    const doc = docWith({ Player: player });
    const shape = describeSchema(doc, {
      type: 'object',
      properties: { players: { type: 'array', items: { $ref: '#/components/schemas/Player' }, minItems: 2, maxItems: 5 } },
      required: ['players'],
    });
    const players = field(shape, 'players');
    expect(players.type).toBe('array of objects');
    expect(rules(players)).toEqual(['2 to 5 items']);
    expect(players.fields.map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['role', true],
    ]);
    const tags = describeSchema(doc, { type: 'array', items: { type: 'string', maxLength: 20 }, uniqueItems: true });
    expect(tags.type).toBe('array of strings');
    expect(rules(tags)).toEqual(['no repeated items', 'each at most 20 characters']);
  });

  it('reads null as an allowed value, whether in a type list, an anyOf, or 3.0’s nullable', () => {
    const doc = docWith({ Player: player });
    expect(describeSchema(doc, { type: ['string', 'null'] }).type).toBe('string or null');
    expect(describeSchema(doc, { type: 'integer', nullable: true }).type).toBe('integer or null');
    const nullableRef = describeSchema(doc, { anyOf: [{ $ref: '#/components/schemas/Player' }, { type: 'null' }] });
    expect(nullableRef.type).toBe('object or null');
    expect(nullableRef.fields.map((f) => f.name)).toEqual(['name', 'role']);
  });

  it('reads a union of literals as one type with its choices', () => {
    const shape = describeSchema(docWith({}), { anyOf: [{ const: 'five_man' }, { const: 'leech' }, { type: 'null' }] });
    expect(shape.type).toBe('string or null');
    expect(rules(shape)).toEqual(['one of "five_man", "leech"']);
  });

  it('shows the alternatives of a union of objects as options, each with its fields', () => {
    const shape = describeSchema(docWith({ Player: player }), {
      oneOf: [
        { $ref: '#/components/schemas/Player' },
        { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], description: 'A player by id.' },
        { type: 'string' },
      ],
    });
    expect(shape.type).toBe('object or string');
    expect(shape.variants.map((v) => [v.label, v.fields.map((f) => f.name)])).toEqual([
      ['Option 1', ['name', 'role']],
      ['Option 2', ['id']],
    ]);
    expect(shape.variants[1]!.description).toBe('A player by id.');
  });

  it('merges allOf into one object', () => {
    const doc = docWith({ Player: player });
    const shape = describeSchema(doc, { allOf: [{ $ref: '#/components/schemas/Player' }, { type: 'object', properties: { main: { type: 'boolean' } }, required: ['main'] }] });
    expect(shape.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'string', true],
      ['role', 'string', true],
      ['main', 'boolean', true],
    ]);
  });

  it("describes a map by one entry under each key, its key's rules with its own, nested maps and their fields under it", () => {
    const shape = describeSchema(docWith({}), {
      type: ['object', 'null'],
      propertyNames: { pattern: '^([1-9]|10)$' },
      additionalProperties: {
        type: 'object',
        propertyNames: { pattern: '^\\d{1,4}$' },
        additionalProperties: { type: 'array', maxItems: 200, items: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } },
      },
    });
    expect(shape.type).toBe('map or null');
    const wave = field(shape, '{key}');
    expect([wave.type, wave.entry, rules(wave)]).toEqual(['map', true, ['key matches ^([1-9]|10)$']]);
    const tick = field(wave, '{key}');
    expect([tick.type, rules(tick)]).toEqual(['array of objects', ['key matches ^\\d{1,4}$', 'at most 200 items']]);
    expect(tick.fields.map((f) => [f.name, f.type, f.required])).toEqual([['x', 'integer', true]]);
  });

  it('stops at a schema that contains itself, naming it', () => {
    const doc = docWith({
      Split: { type: 'object', properties: { wave: { type: 'integer' }, parts: { type: 'array', items: { $ref: '#/components/schemas/Split' } } } },
    });
    const shape = describeSchema(doc, { $ref: '#/components/schemas/Split' });
    const parts = field(shape, 'parts');
    expect(parts.type).toBe('array of Split');
    expect(parts.fields).toEqual([]);
    expect(rules(parts)).toEqual(['each shaped as above']);
  });

  it('calls a missing, empty or broken schema "any", and false "nothing"', () => {
    const doc = docWith({});
    expect(describeSchema(doc, undefined).type).toBe('any');
    expect(describeSchema(doc, true).type).toBe('any');
    expect(describeSchema(doc, { $ref: '#/components/schemas/Missing' }).type).toBe('any');
    expect(describeSchema(doc, false).type).toBe('nothing');
  });
});
