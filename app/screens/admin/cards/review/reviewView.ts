import type { Format } from '../../../../../domain/constants';
import type { RecordEntry } from '../../../../../domain/player/types';
import type { ReviewReport, ReviewRound } from '../../../../../domain/review';
import type { FillableWaveField } from '../../../../../domain/roundReports';
import type { RoundStatus } from '../../../../../domain/trust';
import type { ChipTone } from '../../../../ui/Chip';

export const STATUS_LABELS: Record<RoundStatus, string> = {
  held: 'Awaiting review',
  reported: 'Reported',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** A mark beside each status's name, so the badges differ by more than their colour. */
export const STATUS_MARKS: Record<RoundStatus, string> = {
  held: '…',
  reported: '○',
  confirmed: '✓',
  rejected: '✕',
};

const FILLED_FIELD_LABELS: Record<FillableWaveField, string> = {
  x_qs_spawn: 'QS spawn x',
  y_qs_spawn: 'QS spawn y',
  ranger_death_time: 'last ranger',
  fighter_death_time: 'last fighter',
  runner_death_time: 'last runner',
  healer_death_time: 'last healer',
  queen_spawn_time: 'queen spawn',
};

/** What the round takes from a report besides the shown one, wave by wave: "wave 10: queen spawn". */
export function filledSummary(report: ReviewReport): string | null {
  if (report.filled.length === 0) return null;
  const waves = [...new Set(report.filled.map((f) => f.wave_number))].sort((a, b) => a - b);
  return waves.map((wave) => `wave ${wave}: ${report.filled.filter((f) => f.wave_number === wave).map((f) => FILLED_FIELD_LABELS[f.field]).join(', ')}`).join('; ');
}

export const KEY_TYPE_LABELS: Record<ReviewReport['key_type'], string> = { public: 'Public', private: 'Private' };

/** Each format's world-record history (oldest first), from the device's copy of the counted rounds. */
export type RecordHistories = Partial<Record<Format, readonly RecordEntry[]>>;

/**
 * Whether a first place ties the record rather than setting it. A counted round is in its format's
 * history and says so itself; a held one is not, and meets the standing record or beats it.
 */
function tiesRecord(round: ReviewRound, histories: RecordHistories): boolean {
  const history = histories[round.format] ?? [];
  const own = history.find((entry) => entry.roundId === round.id);
  if (own) return own.tie;
  return history.at(-1)?.time === round.round_time;
}

/** The place the round takes (or would take) on its format's board, as a badge; null outside the top 3. */
export function placeBadge(round: ReviewRound, histories: RecordHistories): { label: string; tone: ChipTone } | null {
  switch (round.place) {
    case 1:
      return { label: tiesRecord(round, histories) ? 'Ties the world record' : 'World record', tone: 'gold' };
    case 2:
      return { label: '#2', tone: 'silver' };
    case 3:
      return { label: '#3', tone: 'bronze' };
    default:
      return null;
  }
}
