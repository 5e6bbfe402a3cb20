import type { Config } from '../../api/config';
import { createDb } from '../../api/db/connection';
import type { RoundsTableRow } from '../../api/db/rows';
import { teamKey } from '../../api/modules/rounds/services/roundRows';
import type { TeamOutcome } from './uploads';

export interface RoundCheck {
  teams: number;
  /** Teams with no round; teams with more than one, and rounds of no team that uploaded. */
  lost: number;
  duplicated: number;
  /** Rounds without their five players or ten waves. */
  incomplete: number;
  /** Answers naming another round than the team's, or a team whose reports were not all kept. */
  misanswered: number;
  problems: string[];
}

const countByRound = (rows: { round_id: number; n: number | string }[]) => new Map(rows.map((row) => [Number(row.round_id), Number(row.n)]));

/** Reads the database directly: exactly one round per team's round uploaded, whole, and the one every teammate was answered with. */
export async function checkRounds(database: Config['database'], outcomes: readonly TeamOutcome[]): Promise<RoundCheck> {
  const db = createDb(database);
  try {
    const rounds = await db<RoundsTableRow>('rounds').where('team_key', 'like', 'load %').select('id', 'team_key', 'round_time', 'scroller', 'submitted_by');
    const players = countByRound(await db('round_players').whereIn('round_id', db('rounds').where('team_key', 'like', 'load %').select('id')).groupBy('round_id').select('round_id').count({ n: '*' }));
    const waves = countByRound(await db('waves').whereIn('round_id', db('rounds').where('team_key', 'like', 'load %').select('id')).groupBy('round_id').select('round_id').count({ n: '*' }));
    const reports = countByRound(await db('round_reports').whereIn('round_id', db('rounds').where('team_key', 'like', 'load %').select('id')).groupBy('round_id').select('round_id').count({ n: '*' }));
    // A regular team plays many rounds: each is known by its team and time.
    const keyOf = (team: string, roundTime: number) => `${team}|${roundTime}`;
    const byTeam = new Map<string, typeof rounds>();
    for (const round of rounds) {
      const key = keyOf(round.team_key, Number(round.round_time));
      byTeam.set(key, [...(byTeam.get(key) ?? []), round]);
    }

    const check: RoundCheck = { teams: outcomes.length, lost: 0, duplicated: 0, incomplete: 0, misanswered: 0, problems: [] };
    const problem = (text: string) => {
      if (check.problems.length < 10) check.problems.push(text);
    };
    for (const { team, ids: answered } of outcomes) {
      const found = byTeam.get(keyOf(teamKey(team.names), team.roundTime)) ?? [];
      if (found.length !== 1) {
        if (found.length === 0) check.lost++;
        else check.duplicated++;
        problem(`team ${team.index}: ${found.length} rounds`);
        continue;
      }
      const round = found[0]!;
      if (players.get(round.id) !== 5 || waves.get(round.id) !== 10) {
        check.incomplete++;
        problem(`round ${round.id}: ${players.get(round.id) ?? 0} players, ${waves.get(round.id) ?? 0} waves`);
      } else if (team.scroller && (!round.scroller || round.submitted_by !== team.scroller)) {
        // Teammates' reports agree with the scroller's, so it holds the round whichever arrived first.
        check.incomplete++;
        problem(`round ${round.id}: shows ${round.submitted_by}'s report, not the scroller's`);
      }
      const wrongAnswer = [...answered.values()].some((id) => id !== round.id);
      // Every teammate's report is kept beside the round, whichever the round shows.
      const reportsLost = (reports.get(round.id) ?? 0) !== answered.size;
      if (wrongAnswer || reportsLost) {
        check.misanswered++;
        problem(`team ${team.index}: answered ${[...answered.values()].join(',')} for round ${round.id}${reportsLost ? `, ${reports.get(round.id) ?? 0} of ${answered.size} reports kept` : ''}`);
      }
    }
    const uploaded = new Set(outcomes.map(({ team }) => keyOf(teamKey(team.names), team.roundTime)));
    const strays = rounds.filter((r) => !uploaded.has(keyOf(r.team_key, Number(r.round_time)))).length;
    if (strays > 0) {
      check.duplicated += strays;
      problem(`${strays} rounds of teams that never uploaded`);
    }
    return check;
  } finally {
    await db.destroy();
  }
}
