/** Who a team is: the same set of characters, whatever the case of their names, their order or their roles. */
const SEPARATOR = ',';

/** The team of these character names. The rounds table stores it as team_key: the formula must never change. */
export function teamKey(names: readonly string[]): string {
  return names.map((name) => name.toLowerCase()).sort().join(SEPARATOR);
}

/** The names a key holds, lower case. Character names have no commas: the game allows letters, digits, spaces, - and _. */
export function namesOfKey(key: string): string[] {
  return key.split(SEPARATOR);
}

/** The `/team/{team}` path segment: the key itself, which the router URL-encodes. */
export function teamParam(names: readonly string[]): string {
  return teamKey(names);
}

/** The team a path segment names, its names in any case and order: a link typed by hand opens the same page. */
export function teamKeyOfParam(param: string): string {
  return teamKey(
    param
      .split(SEPARATOR)
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}
