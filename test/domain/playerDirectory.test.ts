import { describe, expect, it } from 'vitest';
import { playerDirectory } from '../../domain/player/directory';
import type { FormatStanding, LeaderboardEntry } from '../../domain/types';

const standing: FormatStanding = { roles: {}, average_time: null, rank: null, sub_time_counts: { total: 0, per_role: {} } };
const entry = (player_name: string, region: LeaderboardEntry['region']): LeaderboardEntry => ({
  player_name,
  region,
  role_times: { five_man: standing, leech: standing },
});

// One user of three characters (Mainy its main account), another of two that the Leaderboard does not list.
const alts = {
  Mainy: ['Alty', 'Third'],
  Alty: ['Mainy', 'Third'],
  Third: ['Mainy', 'Alty'],
  Quiet: ['Hush'],
  Hush: ['Quiet'],
};
const leaderboard = [entry('Mainy', 'EU'), entry('Solo', 'NA'), entry('Zed', null)];
const directory = playerDirectory(alts, leaderboard);

describe('playerDirectory', () => {
  it('counts every linked character, in any case, as its main account', () => {
    for (const name of ['Mainy', 'alty', 'THIRD', 'Alty']) {
      expect(directory.playerOf(name)).toEqual({ name: 'Mainy', region: 'EU', characters: ['Mainy', 'Alty', 'Third'], entry: leaderboard[0] });
    }
  });

  it('names a linked character none of whose names the Leaderboard lists as the alts map writes it', () => {
    expect(directory.playerOf('hush')).toEqual({ name: 'Hush', region: null, characters: ['Hush', 'Quiet'], entry: null });
    expect(directory.playerOf('QUIET')).toEqual({ name: 'Quiet', region: null, characters: ['Quiet', 'Hush'], entry: null });
  });

  it('takes the main account’s name as the Leaderboard writes it', () => {
    const other = playerDirectory(alts, [entry('MAINY', 'NA')]);
    expect(other.playerOf('third')).toMatchObject({ name: 'MAINY', region: 'NA', characters: ['MAINY', 'Alty', 'Third'] });
  });

  it('finds the main account through any of the linked names', () => {
    const listedAsAlt = playerDirectory(alts, [entry('Third', 'OTHER')]);
    expect(listedAsAlt.playerOf('Mainy')).toMatchObject({ name: 'Third', region: 'OTHER', characters: ['Third', 'Mainy', 'Alty'] });
  });

  it('makes an unlinked character a player of its own, its entry found in any case', () => {
    expect(directory.playerOf('solo')).toEqual({ name: 'Solo', region: 'NA', characters: ['Solo'], entry: leaderboard[1] });
    expect(directory.playerOf('zed').region).toBeNull();
  });

  it('keeps an unlisted, unlinked name as asked', () => {
    expect(directory.playerOf('nobody')).toEqual({ name: 'nobody', region: null, characters: ['nobody'], entry: null });
  });

  it('does not take a leaderboard entry that merely contains the name', () => {
    expect(playerDirectory({}, [entry('Solo Two', 'EU')]).playerOf('Solo').entry).toBeNull();
  });

  it('looks the alts map up in any case, as Round Times does for its rows', () => {
    expect(directory.alts.get('alty')).toEqual(['Mainy', 'Third']);
    expect(directory.alts.get('solo')).toBeUndefined();
  });
});
