import { FORMAT_LABELS, type Format } from '../../../domain/constants';
import { formatTime } from '../../../domain/time';
import type { Palette } from './theme';
import { box, line, type Child, type Node } from './tree';

export interface FormatRow {
  format: Format;
  time: number;
  /** What the time is: a role, a count of rounds, a team. */
  detail: Child;
  /** A place or a count at the row's end. */
  aside?: string;
}

/** One row per format: its label, its time large, and what the time is. */
export function formatRows(palette: Palette, rows: readonly FormatRow[], empty: string): Node {
  if (rows.length === 0) return box({ marginTop: 40, fontSize: 36, color: palette.muted }, empty);
  return box(
    { flexDirection: 'column', gap: 16, marginTop: 28 },
    ...rows.map((row) =>
      box(
        { alignItems: 'center', gap: 28, background: palette.surface, borderRadius: 12, padding: '14px 26px', borderLeft: `10px solid ${palette.accent}` },
        line(FORMAT_LABELS[row.format], { fontSize: 34, fontWeight: 700, width: 190, flexShrink: 0 }),
        line(formatTime(row.time), { fontSize: 60, fontWeight: 700, width: 250, flexShrink: 0 }),
        box({ flexGrow: 1, fontSize: 28, color: palette.muted, overflow: 'hidden' }, row.detail),
        row.aside ? line(row.aside, { fontSize: 30, fontWeight: 700, flexShrink: 0 }) : null,
      ),
    ),
  );
}
