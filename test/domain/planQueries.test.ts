import { describe, expect, it } from 'vitest';
import { activityOf } from '../../domain/activityPage';
import { planFor, projectionsFor } from '../../domain/planQueries';
import { playerDirectory } from '../../domain/player/directory';
import { deriveRoundData } from '../../domain/roundList/data';
import { formatReferences } from '../../domain/roundTimeLoss';
import { teamIndex } from '../../domain/teams/teamIndex';
import { teamKey } from '../../domain/teams/teamKey';
import type { UnrankedRound, WaveEntry } from '../../domain/types';
import { FIVE_MAN_TEAM, on, round } from '../fixtures/storedRound';

/** Ten waves of `seconds` each, the round `gap` seconds longer than their sum. */
const waves = (seconds: number): WaveEntry[] => Array.from({ length: 10 }, (_, i) => ({ wave_number: i + 1, wave_time: seconds, qs_time: i === 0 ? null : 4, good_premove: null, reset: false }));
const withWaves = (r: UnrankedRound, seconds: number): UnrankedRound => ({ ...r, wave_data: waves(seconds) });

describe("a team's plan, activity and projected finish", () => {
  const OTHERS = FIVE_MAN_TEAM.map(([name, role]) => [`${name} B`, role] as (typeof FIVE_MAN_TEAM)[number]);
  // The team's four rounds: waves of 55, 56, 57 and 58 s, five seconds between them in all.
  const ours = [55, 56, 57, 58].map((seconds, i) => withWaves(round(i + 1, 'five_man', seconds * 10 + 5, on(i + 1), FIVE_MAN_TEAM), seconds));
  const theirs = withWaves(round(9, 'five_man', 505, on(9), OTHERS), 50);
  const rounds = [...ours, theirs];
  const data = deriveRoundData(rounds);
  const teams = teamIndex(data);
  const directory = playerDirectory({}, []);
  const key = teamKey(FIVE_MAN_TEAM.map(([name]) => name));

  it("plans from the team's own rounds: splits and the time between waves add up to the target", () => {
    const answer = planFor(data, teams, directory, formatReferences(rounds), { format: 'five_man', of: { team: key }, target: 560 });
    expect(answer).toMatchObject({ rounds: 4, bestTotal: 555, typicalTotal: 570 });
    const splits = answer.plan!.waves.map((wave) => wave.split);
    expect(Math.round((splits.reduce((a, b) => a + b, 0) + answer.plan!.overhead) * 10) / 10).toBe(560);
    expect(splits.every((split) => split >= 55)).toBe(true);
  });

  it("counts the team's rounds per day, and none of another team's", () => {
    const calendar = activityOf(data, teams, directory, { of: { team: key }, weeks: 52, today: '2026-01-20', timeZone: 'UTC' });
    expect([calendar.total, calendar.activeDays, calendar.longestStreak?.days]).toEqual([4, 4, 4]);
  });

  it("projects from the team's own rounds once it has three, else from the format's", () => {
    const [own, format] = projectionsFor(data, teams, [
      { format: 'five_man', names: FIVE_MAN_TEAM.map(([name]) => name), progress: { wavesDone: 5, elapsed: 290 } },
      { format: 'five_man', names: ['Nobody Yet'], progress: { wavesDone: 5, elapsed: 290 } },
    ]);
    expect(own).toMatchObject({ source: 'team', rounds: 4, pbChance: expect.any(Number) });
    expect(format).toMatchObject({ source: 'format', rounds: 5, pbChance: null });
    expect(projectionsFor(data, teams, [{ format: 'five_man', names: ['Nobody Yet'], progress: null }])).toEqual([null]);
  });
});
