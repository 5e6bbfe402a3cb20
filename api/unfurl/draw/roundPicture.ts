import { FORMAT_LABELS, WAVE_COUNT } from '../../../domain/constants';
import { formatTime } from '../../../domain/time';
import type { RoundPicture } from '../../../domain/unfurl/pictures';
import { pictureDate } from '../../../domain/unfurl/summaries';
import { badge, frame, MARGIN, PICTURE_HEIGHT, PICTURE_WIDTH, teamRow } from './frame';
import type { Palette } from './theme';
import { box, line, type Node } from './tree';

/** Where the splits bar is drawn: ten slots of two bars each, the round's then the world record's, on one baseline. */
export const SPLITS_CHART = { left: MARGIN, top: 424, width: PICTURE_WIDTH - 2 * MARGIN, height: 118 };
const SLOT = Math.floor(SPLITS_CHART.width / WAVE_COUNT);
const BAR = 38;
const GAP = 6;

/** The box of a wave's bar (0-based wave) at full height: the round's own, or the world record's beside it. */
export function splitBarColumn(wave: number, whose: 'round' | 'record'): { x: number; width: number; bottom: number } {
  const x = SPLITS_CHART.left + wave * SLOT + Math.floor((SLOT - 2 * BAR - GAP) / 2) + (whose === 'record' ? BAR + GAP : 0);
  return { x, width: BAR, bottom: SPLITS_CHART.top + SPLITS_CHART.height };
}

function bar(wave: number, whose: 'round' | 'record', seconds: number | null, longest: number, color: string): Node | null {
  if (seconds === null || longest <= 0) return null;
  const column = splitBarColumn(wave, whose);
  const height = Math.max(6, Math.round((seconds / longest) * SPLITS_CHART.height));
  return box({ position: 'absolute', left: column.x, top: column.bottom - height, width: column.width, height, background: color, borderRadius: 4 });
}

function splits(palette: Palette, picture: RoundPicture): Node[] {
  const longest = Math.max(0, ...picture.waves.flatMap((wave) => [wave.time ?? 0, wave.record ?? 0]));
  const baseline = SPLITS_CHART.top + SPLITS_CHART.height;
  const labels = picture.waves.map((wave, index) =>
    line(`W${wave.wave}`, { position: 'absolute', left: SPLITS_CHART.left + index * SLOT, top: baseline + 6, width: SLOT, justifyContent: 'center', fontSize: 22, color: palette.muted }),
  );
  const bars = picture.waves.flatMap((wave, index) => [bar(index, 'round', wave.time, longest, palette.accent), bar(index, 'record', wave.record, longest, palette.record)]);
  const legend = box(
    { position: 'absolute', left: SPLITS_CHART.left, top: SPLITS_CHART.top - 40, gap: 26, fontSize: 24, color: palette.muted, alignItems: 'center' },
    box({ width: 18, height: 18, background: palette.accent, borderRadius: 3 }),
    'Wave splits',
    box({ width: 18, height: 18, background: palette.record, borderRadius: 3 }),
    'World record',
    longest === 0 ? 'not timed' : null,
  );
  return [legend, ...bars.filter((node): node is Node => node !== null), ...labels];
}

export function drawRound(palette: Palette, picture: RoundPicture): Node {
  const standing =
    picture.badge === 'world_record'
      ? badge('World record', palette.accent, palette.onAccent)
      : picture.badge === 'personal_best'
        ? badge(`#${picture.rank} · PB`, palette.personalBest, '#ffffff')
        : badge(`#${picture.rank}`, palette.surface, palette.text);
  const played = pictureDate(picture.date);
  return frame(
    palette,
    `${FORMAT_LABELS[picture.format]} round`,
    standing,
    box(
      { alignItems: 'flex-end', gap: 28, marginTop: 18 },
      line(formatTime(picture.time), { fontSize: 112, fontWeight: 700, lineHeight: 1 }),
      box({ flexDirection: 'column', paddingBottom: 10 }, line(FORMAT_LABELS[picture.format], { fontSize: 36, fontWeight: 700 }), line(played ?? 'Date unknown', { fontSize: 26, color: palette.muted })),
    ),
    box({ marginTop: 22 }, teamRow(palette, picture.players)),
    ...splits(palette, picture),
    box({ position: 'absolute', left: 0, top: PICTURE_HEIGHT - 8, width: PICTURE_WIDTH, height: 8, background: palette.accent }),
  );
}
