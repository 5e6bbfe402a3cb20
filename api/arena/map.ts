import fs from 'node:fs';
import { arenaCollisionSchema, type ArenaCollision } from '../../domain/arena';

/**
 * Reads the arena's collision map; null when none is configured, and the site shows an open floor.
 * A configured file that is missing, unreadable or wrong is a configuration mistake, reported by name.
 */
export function loadArenaCollision(file: string | null): ArenaCollision | null {
  if (file === null) return null;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`Cannot read the arena map ${file}: ${(err as Error).message}`, { cause: err });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`The arena map ${file} is not valid JSON: ${(err as Error).message}`, { cause: err });
  }
  const parsed = arenaCollisionSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`)
      .join('; ');
    throw new Error(`The arena map ${file} is not a valid collision map: ${problems}`);
  }
  return parsed.data;
}
