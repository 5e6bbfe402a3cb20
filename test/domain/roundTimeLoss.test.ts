import { describe, expect, it } from 'vitest';
import { deriveRoundData } from '../../domain/roundList/data';
import { formatReferences, roundTimeLoss } from '../../domain/roundTimeLoss';
import { teamIndex } from '../../domain/teams/teamIndex';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { FIVE_MAN_TEAM, on, round } from '../fixtures/storedRound';

/** Ten waves of `seconds` each, the runners dying last, `runnersLate` seconds after the healers. */
const waves = (seconds: number, runnersLate = 1.2): WaveEntry[] =>
  Array.from({ length: 10 }, (_, i) => ({
    wave_number: i + 1,
    wave_time: seconds,
    qs_time: i === 0 ? null : 4,
    good_premove: null,
    reset: false,
    fighter_death_time: seconds - 6,
    ranger_death_time: seconds - 7.2,
    healer_death_time: seconds - 0.6 - runnersLate,
    runner_death_time: seconds - 0.6,
    ...(i === 9 ? { queen_spawn_time: 20 } : {}),
  }));

const OTHERS: [string, (typeof FIVE_MAN_TEAM)[number][1]][] = FIVE_MAN_TEAM.map(([name, role]) => [`${name} B`, role]);
const withWaves = (r: UnrankedRound, w: WaveEntry[]): UnrankedRound => ({ ...r, wave_data: w });

describe("a round's time lost against a reference", () => {
  const record = withWaves(round(1, 'five_man', 560, on(1), OTHERS), waves(52));
  const teamsBest = withWaves(round(2, 'five_man', 590, on(2), FIVE_MAN_TEAM), waves(55));
  const slow = withWaves(round(3, 'five_man', 620, on(3), FIVE_MAN_TEAM), waves(58, 3.6));
  const untimed = { ...round(4, 'five_man', 630, on(4), FIVE_MAN_TEAM), wave_data: waves(59).map(({ wave_number, wave_time, qs_time, good_premove, reset }) => ({ wave_number, wave_time, qs_time, good_premove, reset })) };
  const rounds = [record, teamsBest, slow, untimed];
  const data = deriveRoundData(rounds);
  const teams = teamIndex(data);
  const references = formatReferences(rounds);

  it("measures against the team's best, the world record or the top ten's medians, wave by wave", () => {
    const against = (reference: 'top_ten' | 'world_record' | 'team_best') => roundTimeLoss(data, teams, references, { roundId: slow.id, reference })!;
    expect(against('team_best').available).toEqual(['top_ten', 'world_record', 'team_best']);
    expect(against('team_best').loss!.waves.map((w) => w.lost)).toEqual(Array(10).fill(3));
    expect(against('world_record').loss!.waves.map((w) => w.lost)).toEqual(Array(10).fill(6));
    // The top ten's median of 52, 55, 58 and 59 second waves is 56.5.
    expect(against('top_ten').loss!.waves.map((w) => w.lost)).toEqual(Array(10).fill(1.5));
    expect(against('team_best').loss!.waves[0]!.bottleneck).toEqual({ kind: 'runner', time: 57.4, margin: 3.6 });
    expect(against('team_best').loss!.waves[9]!.bottleneck?.kind).toBe('queen');
  });

  it('says nothing of a round whose waves timed no penance, nor of one the copy lacks', () => {
    expect(roundTimeLoss(data, teams, references, { roundId: untimed.id, reference: 'top_ten' })).toBeNull();
    expect(roundTimeLoss(data, teams, references, { roundId: 99, reference: 'top_ten' })).toBeNull();
  });

  it('falls back to a reference the copy has when the one asked for is missing', () => {
    // The leech record is not the scroller's: there is no world record's splits to measure against.
    const fastest = withWaves({ ...round(5, 'leech', 640, on(5), [['Fast Fred', 'Attacker']]), scroller: false }, waves(50));
    const ours = withWaves(round(6, 'leech', 700, on(6), [['Solo', 'Attacker']]), waves(60));
    const leech = [fastest, ours];
    const copy = deriveRoundData(leech);
    const answer = roundTimeLoss(copy, teamIndex(copy), formatReferences(leech), { roundId: ours.id, reference: 'world_record' })!;
    expect(answer.available).toEqual(['top_ten', 'team_best']);
    expect(answer.reference).toBe('top_ten');
    expect(answer.loss!.waves.map((w) => w.lost)).toEqual(Array(10).fill(0));
  });
});
