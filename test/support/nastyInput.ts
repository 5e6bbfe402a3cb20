import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Arrays inside arrays, `depth` deep: built in a loop, as a recursive builder would overflow first. */
export function nested(depth: number, inner: Json = null): Json {
  let value: Json = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const shortText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));

/** Strings far past any field's limit, some past the body limit, in any script. */
export const oversizedString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 65, max: 40_000 }))
  .map(([piece, times]) => piece.repeat(times));

export const oversizedArray = fc
  .tuple(fc.jsonValue({ maxDepth: 1 }), fc.integer({ min: 6, max: 5000 }))
  .map(([item, length]) => Array.from({ length }, () => item) as Json[]);

export const deeplyNested = fc.tuple(fc.integer({ min: 20, max: 1000 }), fc.jsonValue({ maxDepth: 0 })).map(([depth, inner]) => nested(depth, inner as Json));

/** ISO 8601-looking timestamps at the edges: years 0000 and 9999, no seconds, far offsets, impossible days. */
export const timestampLike = fc
  .record({
    year: fc.oneof(fc.constantFrom(0, 1, 1969, 1970, 9999), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 24 }),
    minute: fc.integer({ min: 0, max: 60 }),
    seconds: fc.constantFrom('', ':00', ':59', ':60', ':30.5', ':00.123456789'),
    zone: fc.constantFrom('', 'Z', '+00:00', '+01:00', '-01:00', '+14:00', '-12:00', '+23:59'),
  })
  .map(({ year, month, day, hour, minute, seconds, zone }) => {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}${seconds}${zone}`;
  });

const edgeValues = fc.constantFrom<Json>(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u00a0',
  '\ud800',
  '😀'.repeat(20),
  'NaN',
  '-1',
  '1e999',
  '0x10',
  '__proto__',
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MIN_VALUE,
  true,
  false,
  null,
  [],
  {},
  { __proto__: null },
);

/** Any value a field should not hold: wrong types, edge numbers, odd strings, huge and deep values. */
export const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  shortText,
  edgeValues,
  timestampLike,
  oversizedString,
  oversizedArray,
  deeplyNested,
);

type Path = (string | number)[];

/** The payload as the JSON a client sends: fields left undefined are gone. */
const asJson = (payload: unknown) => JSON.parse(JSON.stringify(payload)) as Json;

/** Every place in a JSON value a field sits at, nested ones included. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function replaced(value: Json, path: Path, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** A valid payload with one field, at any depth, replaced by a nasty value or left out. */
export function oneFieldWrong(payload: unknown): fc.Arbitrary<Json> {
  const valid = asJson(payload);
  return fc
    .tuple(fc.constantFrom(...pathsOf(valid)), fc.option(nastyValue, { nil: undefined, freq: 8 }))
    .map(([path, value]) => replaced(valid, path, value));
}

/** A valid payload with an extra key of any name and value. */
export function extraField(payload: unknown): fc.Arbitrary<Json> {
  const valid = asJson(payload);
  return fc.tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), nastyValue).map(([key, value]) => ({ ...(valid as object), [key]: value }));
}

/** Any request body: JSON of any shape, a broken payload, or text that is not JSON at all. */
export function bodyText(valid: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    { arbitrary: fc.oneof(oneFieldWrong(valid), extraField(valid)).map((v) => JSON.stringify(v)), weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: nastyValue.map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: fc.integer({ min: 0, max: text.length - 1 }).map((end) => text.slice(0, end)), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
    { arbitrary: fc.integer({ min: 100, max: 40_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)), weight: 1 },
  );
}

/** Media types other than JSON; the body may still be JSON text. */
export const wrongContentType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'json');

/** JSON labelled with a character set, known or not. */
export const jsonWithCharset = fc.constantFrom('latin1', 'utf-16', 'utf-32', 'ascii', 'nonsense', '').map((charset) => `application/json; charset=${charset}`);

/** Query parameters: the route's own names and others, each once, repeated, empty or odd. */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('', '0', '-1', '1.5', '1e999', 'NaN', 'Infinity', '99999999999999999999', '%', '%00', '\u0000', 'five_man', 'NA', 'x'.repeat(5000)),
    fc.integer().map(String),
  );
  const name = fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, { arbitrary: fc.string({ maxLength: 10 }), weight: 1 });
  return fc.array(fc.tuple(name, value), { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs).toString());
}
