import type { Format, Role } from '../../../../../domain/constants';
import { timedWaveCount, type RoundDraft, type WaveDraft } from './roundDraft';

/** Wave 1 carries only its time (SPEC §9). */
export type WavePayload =
  | { wave_number: 1; wave_time: number }
  | { wave_number: number; wave_time: number; qs_time: number; good_premove: boolean; reset: boolean };

/**
 * The body of POST /api/v1/rounds/ (SPEC §7). The client enforces nothing (SPEC §5): a missing format,
 * time or role goes as null, and the server's refusal names the field.
 */
export interface RoundPayload {
  submitted_by: string | null;
  format: Format | null;
  round_time: number | null;
  /** Left out when the date was cleared: the server then dates the round now. */
  round_date?: string;
  players: { character_name: string; role: Role | null }[];
  wave_data: WavePayload[];
  scroller: true;
}

const numberOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);
const numberOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

function wavePayload(wave: WaveDraft): WavePayload {
  const wave_time = numberOrZero(wave.wave_time);
  if (wave.wave_number === 1) return { wave_number: 1, wave_time };
  return { wave_number: wave.wave_number, wave_time, qs_time: numberOrZero(wave.qs_time), good_premove: wave.good_premove, reset: wave.reset };
}

/** The datetime-local value, read in the browser's time zone, as an ISO timestamp. */
function isoDate(localDateTime: string): string | undefined {
  const date = new Date(localDateTime);
  return localDateTime && Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}

export function toRoundPayload(draft: RoundDraft, submittedBy: string | null): RoundPayload {
  return {
    submitted_by: submittedBy,
    format: draft.format,
    round_time: numberOrNull(draft.round_time),
    round_date: isoDate(draft.created_at),
    players: draft.players.map(({ character_name, role }) => ({ character_name, role })),
    // Ten zero waves would read as a round timed at zero; none reads 'No wave times available'.
    wave_data: timedWaveCount(draft.waves) === 0 ? [] : draft.waves.map(wavePayload),
    scroller: true,
  };
}
