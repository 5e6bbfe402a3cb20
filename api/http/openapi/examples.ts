import type { AnnouncementEntry } from '../../../domain/announcements';
import type { LiveRound } from '../../../domain/live';
import type { ReviewRound } from '../../../domain/review';
import type { ApiKey, LeaderboardEntry, Round, User, UserSummary } from '../../../domain/types';

/** Examples the modules' notes build their answers from: one 5 Man round and the people around it. */

export const exampleRound: Round = {
  id: 4211,
  format: 'five_man',
  round_time: 612.6,
  round_date: '2026-05-01T18:30:00.000000',
  rank: 3,
  scroller: true,
  has_replay: false,
  players: [
    { character_name: 'Main Man', role: 'Main Attacker' },
    { character_name: 'Second Sam', role: '2nd Attacker' },
    { character_name: 'Heal Hannah', role: 'Healer' },
    { character_name: 'Coll Lector', role: 'Collector' },
    { character_name: 'Defender Dan', role: 'Defender' },
  ],
  wave_data: [
    { wave_number: 1, wave_time: 30, qs_time: null, good_premove: null, reset: false },
    { wave_number: 2, wave_time: 36, qs_time: 4, good_premove: true, reset: false, queen_spawn_time: 21.6 },
  ],
};

export const exampleUser: User = {
  id: 12,
  discord_id: '700000000000000001',
  discord_username: 'defender_dan',
  role: 'user',
  uuid_key: '5b0f7c1e-2d4a-4e8b-9c61-3a7d2f90b184',
  accounts: [
    { id: 31, character_name: 'Defender Dan' },
    { id: 32, character_name: 'Dan Alt' },
  ],
  main_account_id: 31,
  region: 'EU',
  announce_pbs: false,
};

const { uuid_key: _private, ...userSummaryFields } = exampleUser;
export const exampleUserSummary: UserSummary = userSummaryFields;

export const exampleApiKey: ApiKey = {
  id: 7,
  token: 'q4Zt7Yw1mX0bK9sVd3LfN8pRc2HgJ6uA5eTo1iWyQkE',
  description: 'Clan uploader',
  created_at: '2026-05-01T18:00:00.000000',
  active: true,
  type: 'private',
  expires_at: '2027-05-01T18:00:00.000000',
};

export const exampleLeaderboardEntry: LeaderboardEntry = {
  player_name: 'Defender Dan',
  region: 'EU',
  role_times: {
    five_man: { roles: { Defender: 612.6, Collector: null }, average_time: 640.2, rank: 4, sub_time_counts: { total: 0, per_role: {} } },
    leech: { roles: {}, average_time: null, rank: null, sub_time_counts: { total: 0, per_role: {} } },
  },
};

export const exampleAnnouncement: AnnouncementEntry = {
  id: 3,
  round_id: 4211,
  format: 'five_man',
  round_time: 612.6,
  reason: 'top_three',
  state: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-05-01T18:31:02.000000',
  updated_at: '2026-05-01T18:31:04.000000',
  sent_at: '2026-05-01T18:31:04.000000',
};

export const exampleLiveRound: LiveRound = {
  id: 311,
  format: 'five_man',
  players: exampleRound.players.map(({ character_name, role }) => ({ character_name, role })),
  reporter: exampleRound.players[0]!.character_name,
  round_started_at: '2026-05-01T18:30:00.000000',
  state: 'live',
  round_id: null,
  round_time: null,
  finished_at: null,
  checkpoints: [{ wave_number: 2, qs_time: 4, good_premove: true, x_qs_spawn: 12, y_qs_spawn: 30, received_at: '2026-05-01T18:31:02.400000' }],
};

export const exampleReviewRound: ReviewRound = {
  id: 4212,
  format: 'five_man',
  round_time: 559.8,
  round_date: '2026-05-01T18:30:00.000000',
  received_at: '2026-05-01T18:40:12.000000',
  status: 'held',
  review_reason: null,
  place: 1,
  players: exampleRound.players.map(({ character_name, role }) => ({ character_name, role })),
  real_time: 561.6,
  chosen_report_id: null,
  reports: [
    {
      id: 9001,
      received_at: '2026-05-01T18:40:12.000000',
      submitted_by: exampleRound.players[0]!.character_name,
      scroller: true,
      round_time: 559.8,
      waves: 10,
      key_type: 'public',
      identified_as: { id: 17, discord_username: 'defender_dan' },
      dropped: false,
      shown: true,
      filled: [],
    },
    {
      id: 9002,
      received_at: '2026-05-01T18:40:13.000000',
      submitted_by: exampleRound.players[2]!.character_name,
      scroller: false,
      round_time: 560.4,
      waves: 10,
      key_type: 'public',
      identified_as: null,
      dropped: false,
      shown: false,
      filled: [{ wave_number: 10, field: 'queen_spawn_time' }],
    },
  ],
};
