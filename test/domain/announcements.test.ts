import { describe, expect, it } from 'vitest';
import { beatsEarlierBest, standingOf } from '../../domain/announcements';

describe('a round’s standing as it landed', () => {
  it('is the world record when it is the first of its format, or faster than every earlier round', () => {
    expect(standingOf(600, [])).toEqual({ reason: 'world_record', place: 1, beaten: null, record: null });
    expect(standingOf(598.8, [600, 603, 606])).toEqual({ reason: 'world_record', place: 1, beaten: 600, record: 600 });
  });

  it('ties the world record at the record’s time exactly, beating the next slower time', () => {
    expect(standingOf(600, [600, 603])).toEqual({ reason: 'ties_world_record', place: 1, beaten: 603, record: 600 });
  });

  it('enters the top 3 by competition rank: equal earlier times share a place', () => {
    expect(standingOf(601.8, [600, 603, 606])).toEqual({ reason: 'top_three', place: 2, beaten: 603, record: 600 });
    expect(standingOf(601.8, [600, 600, 603])).toEqual({ reason: 'top_three', place: 3, beaten: 603, record: 600 });
    expect(standingOf(603, [600, 603, 606])).toEqual({ reason: 'top_three', place: 2, beaten: 606, record: 600 });
    expect(standingOf(607.2, [600, 603])).toEqual({ reason: 'top_three', place: 3, beaten: null, record: 600 });
  });

  it('stands nowhere announced from fourth place on', () => {
    expect(standingOf(606.6, [600, 603, 606])).toBeNull();
    expect(standingOf(603, [600, 600, 600, 603])).toBeNull();
  });
});

describe('a personal best', () => {
  it('is strictly faster than the earlier best; a first time or an equal one is not', () => {
    expect(beatsEarlierBest(640.2, 660)).toBe(true);
    expect(beatsEarlierBest(660, 660)).toBe(false);
    expect(beatsEarlierBest(640.2, null)).toBe(false);
  });
});
