import { SITE_NAME } from '../../../domain/unfurl/summaries';
import { ROLE_COLORS } from '../../../domain/roles';
import type { PictureMember } from '../../../domain/unfurl/pictures';
import type { Palette } from './theme';
import { box, line, type Child, type Node } from './tree';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 630;
/** The margin around everything: Discord crops nothing, but a thumbnail's corners are rounded. */
export const MARGIN = 56;

/** The whole picture: the site's name and what the picture is of across the top, then its content. */
export function frame(palette: Palette, kicker: string, badge: Node | null, ...content: Child[]): Node {
  return box(
    { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, flexDirection: 'column', background: palette.bg, color: palette.text, fontFamily: 'Inter', padding: MARGIN, position: 'relative' },
    box(
      { justifyContent: 'space-between', alignItems: 'center', height: 56 },
      box({ alignItems: 'center', gap: 18 }, box({ width: 18, height: 44, background: palette.accent, borderRadius: 4 }), line(SITE_NAME, { fontSize: 34, fontWeight: 700, color: palette.accent }), line(kicker, { fontSize: 30, color: palette.muted, maxWidth: 640 })),
      badge,
    ),
    ...content,
  );
}

/** A pill: the world record's in the accent colour, a personal best's in green, a place in the surface's. */
export function badge(text: string, background: string, color: string): Node {
  return box({ padding: '8px 22px', borderRadius: 28, background, color, fontSize: 30, fontWeight: 700 }, text);
}

/** A team's characters in a row, each under its role's colour. */
export function teamRow(palette: Palette, members: readonly PictureMember[]): Node {
  const width = Math.floor((1200 - 2 * MARGIN - (Math.max(members.length, 1) - 1) * 16) / Math.max(members.length, 1));
  return box(
    { gap: 16 },
    ...members.map((member) =>
      box(
        { flexDirection: 'column', width, background: palette.surface, borderRadius: 10, borderTop: `10px solid ${ROLE_COLORS[member.role].hex}`, padding: '10px 16px' },
        // Five names to a row fit at a smaller size: a character name is up to 12 letters.
        line(member.name, { fontSize: members.length > 4 ? 27 : 32, fontWeight: 700 }),
        line(member.role, { fontSize: 24, color: palette.muted }),
      ),
    ),
  );
}
