import { ROLES_BY_FORMAT, type Format } from '../../domain/constants';
import { characterNames } from './names';
import type { DemoPeople } from './players';
import type { Random } from './random';
import { completeRound, teamOf, type PlannedRound } from './rounds';

const HOUR_MS = 3_600_000;

/**
 * Recent rounds that the admin's review of SPEC §5 flags, one or more per rule, so the
 * 'Potentially Suspicious Runs' card has something to show.
 */
export function planFlaggedRounds(rng: Random, people: DemoPeople, now: Date, adminName: string): PlannedRound[] {
  const ago = (hours: number) => new Date(now.getTime() - Math.round(hours * HOUR_MS));
  // The fastest teams that still play: a jump well past their usual pace is what gets reviewed.
  const fastest = (format: Format) =>
    people.groups.filter((g) => g.format === format && g.endMs === now.getTime()).sort((a, b) => a.bestSeconds - b.bestSeconds);
  const [fiveManTeam, otherFiveManTeam] = fastest('five_man').map((g) => teamOf(people, g));
  const [leechTeam] = fastest('leech').map((g) => teamOf(people, g));
  const strangers = characterNames(rng, ROLES_BY_FORMAT.leech.length, people.nameKeys).map((character_name, i) => ({
    character_name,
    role: ROLES_BY_FORMAT.leech[i]!,
  }));
  const submitter = (players: PlannedRound['players']) => players[0]!.character_name;

  return [
    // 9:21.0 in 5 man: under ten minutes.
    completeRound(rng, {
      format: 'five_man', ticks: 935, date: ago(5.2), source: 'plugin', scroller: true,
      submittedBy: submitter(fiveManTeam!), players: fiveManTeam!, detailed: true, slowTicks: 0,
    }),
    // 10:51.6 in leech by four names seen nowhere else.
    completeRound(rng, {
      format: 'leech', ticks: 1086, date: ago(19.5), source: 'plugin', scroller: true,
      submittedBy: submitter(strangers), players: strangers, detailed: false, slowTicks: 0,
    }),
    // 11:42.35, typed in by hand: no run lasts a fraction of a tick.
    completeRound(rng, {
      format: 'five_man', ticks: 1170, roundTime: 702.35, date: ago(31), createdAt: ago(30), source: 'admin', scroller: true,
      submittedBy: adminName, players: otherFiveManTeam!, detailed: false, slowTicks: 0,
    }),
    // 9:58.2 in leech: under ten minutes.
    completeRound(rng, {
      format: 'leech', ticks: 997, date: ago(42), source: 'plugin', scroller: false,
      submittedBy: submitter(leechTeam!), players: leechTeam!, detailed: false, slowTicks: 0,
    }),
  ];
}
