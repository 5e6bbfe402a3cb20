import { describe, expect, it } from 'vitest';
import { FEED_LENGTH, followFeed, OFTEN_TOGETHER } from '../../domain/feed';
import type { FeedKind } from '../../domain/feedKinds';
import { buildLeaderboard, type PlayerIdentity } from '../../domain/leaderboard';
import { playerDirectory } from '../../domain/player/directory';
import { recordRoundIds, recordsPage } from '../../domain/player/records';
import { deriveRoundData } from '../../domain/roundList/data';
import { teamIndex } from '../../domain/teams/teamIndex';
import type { AltsMap, UnrankedRound } from '../../domain/types';
import { on, round } from '../fixtures/storedRound';

const ALTS: AltsMap = { Mainy: ['Alty'], Alty: ['Mainy'] };
const MAINY: PlayerIdentity = { key: 'u:1', player_name: 'Mainy', region: null };

/** The feed as the device works it out: players named as the Leaderboard built from the same rounds names them. */
function feedOf(rounds: UnrankedRound[], followed: string[], only?: FeedKind) {
  const data = deriveRoundData(rounds);
  const board = buildLeaderboard(rounds, new Map([['mainy', MAINY], ['alty', MAINY]]));
  const directory = playerDirectory(ALTS, board);
  return followFeed(data, directory, teamIndex(data), recordRoundIds(recordsPage(data, directory)), followed, only);
}
const brief = (events: ReturnType<typeof feedOf>) => events.map((event) => [event.kind, event.player, event.roundId]);

describe('the Following feed', () => {
  const rounds = [
    // The first five-man round ever: a world record, Zed's.
    round(4, 'five_man', 630, on(1), [['Zed', 'Healer'], ['Bob', 'Defender']]),
    // Mainy's first Healer round is no new PB, and slower than the record.
    round(1, 'five_man', 650.4, on(2), [['Mainy', 'Healer'], ['Bob', 'Defender']]),
    round(2, 'five_man', 660, on(3), [['Alty', 'Healer'], ['Cat', 'Defender']]),
    // Faster than Mainy's Healer best, not than the record: a PB, played on an alt.
    round(3, 'five_man', 645, on(4), [['ALTY', 'Healer'], ['Dee', 'Defender']]),
    // The first Leech round: a world record.
    round(5, 'leech', 700.2, on(5), [['Mainy', 'Attacker'], ['Bob', 'Healer']]),
  ];

  it("lists the followed player's world records and new PBs, newest first, each once whichever of their characters is followed", () => {
    for (const followed of [['Mainy'], ['alty'], ['Mainy', 'Alty']]) {
      expect(brief(feedOf(rounds, followed))).toEqual([
        ['record', 'Mainy', 5],
        ['pb', 'Mainy', 3],
      ]);
    }
    const pb = feedOf(rounds, ['Mainy'])[1]!;
    expect(pb).toEqual({ kind: 'pb', player: 'Mainy', roundId: 3, date: on(4), time: 645, format: 'five_man', role: 'Healer' });
  });

  it('leaves out players not followed, and says nothing for a name without rounds', () => {
    expect(brief(feedOf(rounds, ['Zed']))).toEqual([['record', 'Zed', 4]]);
    expect(feedOf(rounds, ['Nobody'])).toEqual([]);
    expect(feedOf(rounds, [])).toEqual([]);
  });

  it(`marks a round with a team the player has played ${OFTEN_TOGETHER} rounds with, naming the teammates`, () => {
    const regular = Array.from({ length: OFTEN_TOGETHER }, (_, i) => round(10 + i, 'five_man', 700 + i * 0.6, on(10 + i), [['Mainy', 'Healer'], ['Reg One', 'Defender']]));
    const events = feedOf([...rounds, ...regular], ['Mainy']).filter((event) => event.kind === 'team');
    expect(events.map((event) => event.roundId)).toEqual([12, 11, 10]);
    expect(events[0]).toMatchObject({ teammates: ['Reg One'], together: OFTEN_TOGETHER });
    expect(feedOf([...rounds, ...regular.slice(1)], ['Mainy']).filter((event) => event.kind === 'team')).toEqual([]);
  });

  it('shows one kind alone when asked: its events, none of the others', () => {
    const regular = Array.from({ length: OFTEN_TOGETHER }, (_, i) => round(10 + i, 'five_man', 700 + i * 0.6, on(10 + i), [['Mainy', 'Healer'], ['Reg One', 'Defender']]));
    const all = feedOf([...rounds, ...regular], ['Mainy']);
    for (const kind of ['record', 'pb', 'team'] as const) {
      expect(feedOf([...rounds, ...regular], ['Mainy'], kind)).toEqual(all.filter((event) => event.kind === kind));
    }
    expect(brief(feedOf([...rounds, ...regular], ['Mainy'], 'pb'))).toEqual([['pb', 'Mainy', 3]]);
  });

  it(`keeps the newest ${FEED_LENGTH} events`, () => {
    const many = Array.from({ length: FEED_LENGTH + 20 }, (_, i) => round(100 + i, 'duo_heal', 900 - i * 0.6, on(1 + (i % 28), i % 24), [['Mainy', 'Attacker']]));
    const events = feedOf(many, ['Mainy']);
    expect(events).toHaveLength(FEED_LENGTH);
    const dates = events.map((event) => event.date!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it(`keeps the newest ${FEED_LENGTH} of the kind shown, however many newer events of other kinds there are`, () => {
    const teamRounds = Array.from({ length: FEED_LENGTH + 5 }, (_, i) => round(200 + i, 'five_man', 720 + i, on(10 + (i % 18), 6 + (i % 12)), [['Mainy', 'Healer'], ['Reg One', 'Defender']]));
    const pbs = feedOf([...rounds, ...teamRounds], ['Mainy'], 'pb');
    expect(brief(pbs)).toEqual([['pb', 'Mainy', 3]]);
  });
});
