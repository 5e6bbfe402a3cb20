/** What a shared link's picture shows (1200×630, api/unfurl/draw/): worked out from what the page itself shows. */
import { roundHasPersonalBest, isWorldRecord } from '../bests';
import { FORMATS, WAVE_COUNT, type Format, type Role } from '../constants';
import type { PlayerPage, RecordsPage } from '../player/types';
import type { RoundData } from '../roundList/data';
import { sortPlayersByRole } from '../roles';
import type { TeamPage } from '../teams/types';
import type { UnrankedRound } from '../types';
import { sortWaves } from '../waves';

export interface PictureMember {
  name: string;
  role: Role;
}

/** One wave of a round's splits bar, beside the world record's split of the same wave. */
export interface PictureWave {
  wave: number;
  /** Seconds; null where the round has no split for the wave. */
  time: number | null;
  record: number | null;
}

export interface RoundPicture {
  kind: 'round';
  id: number;
  format: Format;
  time: number;
  /** Its place among the format's counted rounds. */
  rank: number;
  badge: 'world_record' | 'personal_best' | null;
  players: PictureMember[];
  /** round_date as the API writes it; null when unknown. */
  date: string | null;
  /** Always WAVE_COUNT waves, in order. */
  waves: PictureWave[];
  /** The format's world record, in seconds. */
  record: number | null;
}

export interface PlayerPicture {
  kind: 'player';
  name: string;
  /** The fastest of the player's role PBs in each format played, in FORMATS order. */
  formats: Array<{ format: Format; time: number; role: Role; rounds: number; rank: number | null }>;
}

export interface TeamPicture {
  kind: 'team';
  /** As its best round of the first format it played writes them, in role order. */
  members: PictureMember[];
  formats: Array<{ format: Format; time: number; rounds: number }>;
}

export interface RecordsPicture {
  kind: 'records';
  /** The format the page shows first; null for every format alike. */
  format: Format | null;
  records: Array<{ format: Format; time: number; players: PictureMember[]; date: string | null }>;
}

/** The site's own picture: for the lists, and whenever a page's own cannot be drawn. */
export interface SitePicture {
  kind: 'site';
}

export type Picture = RoundPicture | PlayerPicture | TeamPicture | RecordsPicture | SitePicture;

const membersOf = (round: Pick<UnrankedRound, 'players' | 'format'>): PictureMember[] =>
  sortPlayersByRole(round.players, round.format).map((player) => ({ name: player.character_name, role: player.role }));

function splitsOf(round: UnrankedRound | null): (number | null)[] {
  const splits: (number | null)[] = Array.from({ length: WAVE_COUNT }, () => null);
  if (!round?.scroller) return splits;
  for (const wave of sortWaves(round.wave_data)) if (wave.wave_number <= WAVE_COUNT) splits[wave.wave_number - 1] = wave.wave_time;
  return splits;
}

/** A counted round's picture: its place and badge among `data`'s rounds, its splits against `recordRound`'s (the format's world record). */
export function roundPicture(round: UnrankedRound & { rank: number }, data: Pick<RoundData, 'pbs' | 'records'>, recordRound: UnrankedRound | null): RoundPicture {
  const own = splitsOf(round);
  const record = splitsOf(recordRound);
  return {
    kind: 'round',
    id: round.id,
    format: round.format,
    time: round.round_time,
    rank: round.rank,
    badge: isWorldRecord(data.records, round) ? 'world_record' : roundHasPersonalBest(data.pbs, round) ? 'personal_best' : null,
    players: membersOf(round),
    date: round.round_date,
    waves: own.map((time, index) => ({ wave: index + 1, time, record: record[index] ?? null })),
    record: data.records[round.format],
  };
}

/** A player's picture from their page; null when the page knows no such player. */
export function playerPicture(page: PlayerPage): PlayerPicture | null {
  if (!page.player) return null;
  return {
    kind: 'player',
    name: page.player.name,
    formats: page.player.formats.flatMap((played) => {
      const best = played.bests.reduce<(typeof played.bests)[number] | null>((fastest, pb) => (!fastest || pb.time < fastest.time ? pb : fastest), null);
      return best ? [{ format: played.format, time: best.time, role: best.role, rounds: played.rounds, rank: played.standing?.rank ?? null }] : [];
    }),
  };
}

/** A team's picture from its page; null when it played no round. */
export function teamPicture(page: TeamPage | null): TeamPicture | null {
  const first = page?.formats[0];
  if (!page || !first) return null;
  return {
    kind: 'team',
    members: first.members.map((member) => ({ name: member.name, role: member.role })),
    formats: page.formats.map((played) => ({ format: played.format, time: played.best.time, rounds: played.count })),
  };
}

/** The standing world record of each format with one, the format asked for first. */
export function recordsPicture(page: RecordsPage, format: Format | null): RecordsPicture {
  const records = page.formats.flatMap(({ format: recordFormat, history }) => {
    const standing = history[history.length - 1];
    return standing ? [{ format: recordFormat, time: standing.time, players: membersOf({ format: recordFormat, players: standing.players }), date: standing.date }] : [];
  });
  const order = (at: Format) => (at === format ? -1 : FORMATS.indexOf(at));
  return { kind: 'records', format, records: records.sort((a, b) => order(a.format) - order(b.format)) };
}
