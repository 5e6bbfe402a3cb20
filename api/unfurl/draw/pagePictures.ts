import { ROLE_COLORS } from '../../../domain/roles';
import type { PictureMember, PlayerPicture, RecordsPicture, TeamPicture } from '../../../domain/unfurl/pictures';
import { pictureDate, SITE_DESCRIPTION, SITE_NAME } from '../../../domain/unfurl/summaries';
import { frame, teamRow } from './frame';
import { formatRows } from './formatRows';
import type { Palette } from './theme';
import { box, line, type Node } from './tree';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function roleTag(role: PictureMember['role']): Node {
  return box({ alignItems: 'center', gap: 12 }, box({ width: 22, height: 22, borderRadius: 11, background: ROLE_COLORS[role].hex }), line(role, { fontSize: 28 }));
}

export function drawPlayer(palette: Palette, picture: PlayerPicture): Node {
  const rounds = picture.formats.reduce((sum, best) => sum + best.rounds, 0);
  return frame(
    palette,
    'Player',
    null,
    line(picture.name, { fontSize: 92, fontWeight: 700, marginTop: 24, maxWidth: 1088 }),
    line(`Personal bests · ${plural(rounds, 'round')}`, { fontSize: 30, color: palette.muted }),
    formatRows(
      palette,
      picture.formats.map((best) => ({ format: best.format, time: best.time, detail: roleTag(best.role), aside: best.rank ? `#${best.rank}` : plural(best.rounds, 'round') })),
      'No personal best yet',
    ),
  );
}

export function drawTeam(palette: Palette, picture: TeamPicture): Node {
  return frame(
    palette,
    'Team',
    null,
    box({ marginTop: 30 }, teamRow(palette, picture.members)),
    formatRows(
      palette,
      picture.formats.map((best) => ({ format: best.format, time: best.time, detail: 'best', aside: plural(best.rounds, 'round') })),
      'No rounds yet',
    ),
  );
}

export function drawRecords(palette: Palette, picture: RecordsPicture): Node {
  return frame(
    palette,
    'World records',
    null,
    formatRows(
      palette,
      picture.records.map((record) => ({
        format: record.format,
        time: record.time,
        detail: line(record.players.map((member) => member.name).join(', ') || 'Team not recorded', { fontSize: 28, maxWidth: 440 }),
        aside: pictureDate(record.date) ?? undefined,
      })),
      'No world record yet',
    ),
  );
}

export function drawSite(palette: Palette): Node {
  return frame(
    palette,
    '',
    null,
    box(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 20 },
      line(SITE_NAME, { fontSize: 150, fontWeight: 700, color: palette.accent }),
      line(SITE_DESCRIPTION, { fontSize: 40 }),
      box({ gap: 14, marginTop: 30 }, ...[5, 8, 6, 9, 7, 10, 6, 8, 9, 7].map((height) => box({ width: 60, height: height * 9, background: palette.accent, borderRadius: 4, alignSelf: 'flex-end' }))),
    ),
  );
}
