import { FORMATS, type Format } from '../../domain/constants';
import { roundIdParam } from '../../domain/screenShells';
import { characterNameSchema } from '../../domain/schemas';
import { namesOfKey, teamKeyOfParam } from '../../domain/teams/teamKey';

/** What a picture is of: one address each, /og/{kind}/{subject}.png. */
export type PictureSubject =
  | { kind: 'round'; id: number }
  | { kind: 'player'; name: string }
  | { kind: 'team'; key: string }
  | { kind: 'records'; format: Format | null }
  | { kind: 'site' };

export const PICTURE_PREFIX = '/og/';

/** A picture's address, without its version or theme. */
export function pictureAddress(subject: PictureSubject): string {
  switch (subject.kind) {
    case 'round':
      return `${PICTURE_PREFIX}round/${subject.id}.png`;
    case 'player':
      return `${PICTURE_PREFIX}player/${encodeURIComponent(subject.name)}.png`;
    case 'team':
      return `${PICTURE_PREFIX}team/${encodeURIComponent(subject.key)}.png`;
    case 'records':
      return `${PICTURE_PREFIX}records.png${subject.format ? `?format=${subject.format}` : ''}`;
    case 'site':
      return `${PICTURE_PREFIX}site.png`;
  }
}

/** A team has two to five characters; more, or a name no character can have, names no team. */
const MAX_TEAM = 5;

/** The player a name (decoded) could be; null for a name no character can have. */
export function playerSubject(decoded: string): Extract<PictureSubject, { kind: 'player' }> | null {
  const name = characterNameSchema.safeParse(decoded);
  return name.success ? { kind: 'player', name: name.data } : null;
}

/** The team a `/team/` segment (decoded) names; null where its names could make no team. */
export function teamSubject(decoded: string): Extract<PictureSubject, { kind: 'team' }> | null {
  const key = teamKeyOfParam(decoded);
  const names = namesOfKey(key);
  const valid = key !== '' && names.length <= MAX_TEAM && names.every((name) => characterNameSchema.safeParse(name).success);
  return valid ? { kind: 'team', key } : null;
}

export type ParsedSubject = { subject: PictureSubject } | { error: 400 | 404; message: string };

const notFound = (message: string): ParsedSubject => ({ error: 404, message });

/** The subject a picture's address names, or why it names none: a malformed address is refused, one that cannot exist is not found. */
export function parsePictureAddress(path: string, format: string | undefined): ParsedSubject {
  if (!path.startsWith(PICTURE_PREFIX) || !path.endsWith('.png')) return notFound('No such picture.');
  const [kind, ...rest] = path.slice(PICTURE_PREFIX.length, -'.png'.length).split('/');
  const param = rest.join('/');
  if (kind === 'site' && rest.length === 0) return { subject: { kind: 'site' } };
  if (kind === 'records' && rest.length === 0) {
    if (format === undefined) return { subject: { kind: 'records', format: null } };
    return (FORMATS as readonly string[]).includes(format) ? { subject: { kind: 'records', format: format as Format } } : { error: 400, message: `format must be one of ${FORMATS.join(', ')}.` };
  }
  if (rest.length !== 1 || param === '') return notFound('No such picture.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return { error: 400, message: 'The picture’s address is not valid percent-encoding.' };
  }
  if (kind === 'round') {
    const id = roundIdParam(decoded);
    return id > 0 && String(id) === decoded ? { subject: { kind: 'round', id } } : { error: 400, message: 'A round’s picture is named by the round’s id, a whole number above 0: /og/round/123.png.' };
  }
  if (kind === 'player') {
    const subject = playerSubject(decoded);
    return subject ? { subject } : notFound('No player has that name.');
  }
  if (kind === 'team') {
    const subject = teamSubject(decoded);
    return subject ? { subject } : notFound('No team has those names.');
  }
  return notFound('No such picture.');
}
