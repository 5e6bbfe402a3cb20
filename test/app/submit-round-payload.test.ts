import { describe, expect, it } from 'vitest';
import { ROLES_BY_FORMAT } from '../../domain/constants';
import { roundSubmissionSchema } from '../../domain/schemas';
import type { User } from '../../domain/types';
import {
  initialDraft,
  withFormat,
  withPlayerAdded,
  withPlayerChanged,
  withPlayerRemoved,
  withWaveChanged,
  withWavesCleared,
  type RoundDraft,
} from '../../app/screens/admin/cards/submit/roundDraft';
import { mainAccountName } from '../../domain/account';
import { toRoundPayload } from '../../app/screens/admin/cards/submit/roundPayload';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];

/** A 5 Man round as an admin fills it in: names, a time, a date and three waves. */
function filledFiveMan(): RoundDraft {
  let draft = withFormat(initialDraft(new Date(2025, 0, 1, 12, 0)), 'five_man');
  draft.players.forEach((player, i) => (draft = withPlayerChanged(draft, player.key, { character_name: NAMES[i]! })));
  draft = { ...draft, round_time: 587.4, created_at: '2024-03-05T18:42' };
  draft = withWaveChanged(draft, 1, { wave_time: 54.6 });
  draft = withWaveChanged(draft, 2, { wave_time: 61.2, qs_time: 5, good_premove: false });
  return withWaveChanged(draft, 10, { wave_time: 70.8, qs_time: 4, reset: true });
}

describe('the Submit Round form state', () => {
  it('starts with no format, 4 empty player rows, no time, the date of now and 10 default waves', () => {
    const draft = initialDraft(new Date(2025, 6, 4, 9, 5, 59));
    expect(draft.format).toBeNull();
    expect(draft.players.map(({ character_name, role }) => ({ character_name, role }))).toEqual(Array(4).fill({ character_name: '', role: null }));
    expect(draft.round_time).toBeNaN();
    expect(draft.created_at).toBe('2025-07-04T09:05');
    expect(draft.waves).toHaveLength(10);
    expect(draft.waves.map((w) => w.wave_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(draft.waves.map(({ wave_time, qs_time, good_premove, reset }) => JSON.stringify({ wave_time, qs_time, good_premove, reset })))).toEqual(
      new Set([JSON.stringify({ wave_time: 0, qs_time: 0, good_premove: true, reset: false })]),
    );
  });

  it("replaces the players with a format's roles, in order, and with none when the format is cleared", () => {
    const typed = withPlayerChanged(initialDraft(), initialDraft().players[0]!.key, { character_name: 'Ann' });
    const fiveMan = withFormat(typed, 'five_man');
    expect(fiveMan.players.map((p) => p.role)).toEqual(ROLES_BY_FORMAT.five_man);
    expect(fiveMan.players.every((p) => p.character_name === '')).toBe(true);
    expect(withFormat(fiveMan, 'leech').players.map((p) => p.role)).toEqual(ROLES_BY_FORMAT.leech);
    expect(withFormat(fiveMan, null).players).toEqual([]);
  });

  it('adds an empty row and removes exactly the row asked for', () => {
    const draft = withPlayerAdded(withFormat(initialDraft(), 'leech'));
    expect(draft.players).toHaveLength(5);
    expect(draft.players[4]).toMatchObject({ character_name: '', role: null });
    const collector = draft.players[1]!;
    const removed = withPlayerRemoved(draft, collector.key);
    expect(removed.players.map((p) => p.role)).toEqual(['Attacker', 'Healer', 'Defender', null]);
    expect(new Set(draft.players.map((p) => p.key)).size).toBe(5);
  });

  it('clears every wave back to its defaults', () => {
    const cleared = withWavesCleared(filledFiveMan());
    expect(cleared.waves).toEqual(initialDraft().waves);
  });
});

describe('the Submit Round payload', () => {
  it("is SPEC's body: mapped format, time, ISO date, players, wave 1 with its time only, scroller true", () => {
    const payload = toRoundPayload(filledFiveMan(), 'Adm Main');
    expect(payload).toEqual({
      submitted_by: 'Adm Main',
      format: 'five_man',
      round_time: 587.4,
      round_date: new Date(2024, 2, 5, 18, 42).toISOString(),
      players: ROLES_BY_FORMAT.five_man.map((role, i) => ({ character_name: NAMES[i], role })),
      wave_data: [
        { wave_number: 1, wave_time: 54.6 },
        { wave_number: 2, wave_time: 61.2, qs_time: 5, good_premove: false, reset: false },
        ...[3, 4, 5, 6, 7, 8, 9].map((wave_number) => ({ wave_number, wave_time: 0, qs_time: 0, good_premove: true, reset: false })),
        { wave_number: 10, wave_time: 70.8, qs_time: 4, good_premove: true, reset: true },
      ],
      scroller: true,
    });
    expect(payload.round_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('is accepted by the schema the server parses submissions with, unchanged', () => {
    const payload = toRoundPayload(filledFiveMan(), 'Adm Main');
    const parsed = roundSubmissionSchema.parse(payload);
    expect(parsed).toMatchObject({ ...payload, wave_data: payload.wave_data.map((w) => ({ reset: false, ...w })) });
  });

  it('sends no waves when no wave time was entered, whatever else was ticked', () => {
    let draft = withWaveChanged(filledFiveMan(), 1, { wave_time: 0 });
    draft = withWaveChanged(draft, 2, { wave_time: NaN });
    draft = withWaveChanged(draft, 10, { wave_time: 0 });
    expect(toRoundPayload(draft, null).wave_data).toEqual([]);
  });

  it('sends emptied numbers as null (round time) or 0 (waves), and leaves a cleared date out', () => {
    let draft: RoundDraft = { ...filledFiveMan(), round_time: NaN, created_at: '' };
    draft = withWaveChanged(draft, 2, { qs_time: NaN });
    draft = withWaveChanged(draft, 3, { wave_time: NaN });
    const payload = toRoundPayload(draft, null);
    expect(payload.round_time).toBeNull();
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('round_date');
    expect(payload.wave_data[1]).toMatchObject({ wave_number: 2, qs_time: 0 });
    expect(payload.wave_data[2]).toMatchObject({ wave_number: 3, wave_time: 0 });
  });

  it('sends what is missing as null, for the server to name', () => {
    const payload = toRoundPayload(initialDraft(), null);
    expect(payload.format).toBeNull();
    expect(payload.players).toEqual(Array(4).fill({ character_name: '', role: null }));
    expect(roundSubmissionSchema.safeParse(payload).success).toBe(false);
  });
});

describe('the submitter', () => {
  const user = (main: number | null): User => ({
    id: 1,
    discord_id: '1',
    discord_username: 'admin',
    role: 'admin',
    uuid_key: 'k',
    accounts: [
      { id: 7, character_name: 'Alt Acc' },
      { id: 8, character_name: 'Main Acc' },
    ],
    main_account_id: main,
    region: null,
    announce_pbs: false,
  });

  it("is the admin's main account, or null without one", () => {
    expect(mainAccountName(user(8))).toBe('Main Acc');
    expect(mainAccountName(user(null))).toBeNull();
    expect(mainAccountName(null)).toBeNull();
  });
});
