import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityCalendar, activityDayLabel, activitySummary, formatActivityDate, localDateOf, type ActivityCalendarData } from '../../domain/activity';
import { toUtcTimestamp } from '../../domain/time';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const DAY_MS = 86_400_000;

/** A round_date as the API sends it, at the given UTC date and time. */
const at = (date: string, time = '18:00') => `${date}T${time}:00.000000`;

/** The rounds of each date, as a map of the calendar's non-empty days. */
const countsOf = (calendar: ActivityCalendarData) => Object.fromEntries(calendar.days.filter((day) => day.rounds > 0).map((day) => [day.date, day.rounds]));

describe('activityCalendar', () => {
  it('counts a round on the date it fell on in the reader’s zone', () => {
    const dates = [at('2026-11-23', '23:30')];
    expect(countsOf(activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: BERLIN }))).toEqual({ '2026-11-24': 1 });
    expect(countsOf(activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: NEW_YORK }))).toEqual({ '2026-11-23': 1 });
  });

  it('tells apart rounds of one UTC hour that a local midnight splits', () => {
    // Kolkata is UTC+5:30: its midnight is 18:30 UTC.
    const dates = [at('2026-11-20', '18:10'), at('2026-11-20', '18:40'), at('2026-11-20', '18:50')];
    expect(countsOf(activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: 'Asia/Kolkata' }))).toEqual({ '2026-11-20': 1, '2026-11-21': 2 });
  });

  it('counts local dates across a change of summer time', () => {
    // Berlin leaves summer time (UTC+2) at 01:00 UTC on 25 Oct 2026: 22:30 UTC falls on the next day before it, the same day after.
    const dates = [at('2026-10-24', '22:30'), at('2026-10-25', '22:30'), at('2026-10-25', '23:30')];
    expect(countsOf(activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: BERLIN }))).toEqual({ '2026-10-25': 2, '2026-10-26': 1 });
  });

  it('spans whole weeks from a Monday through today, the last week cut at today', () => {
    const calendar = activityCalendar([], { today: '2026-11-24', weeks: 52, timeZone: BERLIN });
    expect(calendar.days[0]!.date).toBe('2025-12-01');
    expect(formatActivityDate(calendar.days[0]!.date)).toBe('Mon 1 Dec 2025');
    expect(calendar.days.at(-1)!.date).toBe('2026-11-24');
    expect(calendar.days).toHaveLength(51 * 7 + 2);
    expect(calendar.weeks).toHaveLength(52);
    expect(calendar.weeks.at(-1)!.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(activityCalendar([], { today: '2026-11-29', weeks: 26, timeZone: BERLIN }).weeks.map((week) => week.length)).toEqual(Array(26).fill(7));
  });

  it('counts only the window’s days: not before its first Monday, not after today, not undated', () => {
    const dates = [at('2026-11-15', '12:00'), at('2026-11-15', '23:30'), null, at('2026-11-16'), null, at('2026-11-27', '23:30'), at('2026-11-28')];
    const calendar = activityCalendar(dates, { today: '2026-11-27', weeks: 2, timeZone: BERLIN });
    expect(calendar.days[0]!.date).toBe('2026-11-16');
    expect(countsOf(calendar)).toEqual({ '2026-11-16': 2 });
    expect(calendar.total).toBe(2);
    expect(calendar.activeDays).toBe(1);
  });

  it('finds the longest streak across a month’s end, the earliest of equal ones', () => {
    const dates = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-10', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'].map((date) => at(date));
    const calendar = activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: NEW_YORK });
    expect(calendar.longestStreak).toEqual({ days: 4, from: '2026-10-30', to: '2026-11-02' });
    expect(calendar.activeDays).toBe(9);
  });

  it('keeps the current streak alive through today while today has no round yet', () => {
    const calendarOf = (dates: string[], today = '2026-11-27', weeks = 52) => activityCalendar(dates.map((date) => at(date, '12:00')), { today, weeks, timeZone: BERLIN });
    expect(calendarOf(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']).currentStreak).toBe(4);
    expect(calendarOf(['2026-11-24', '2026-11-25', '2026-11-26']).currentStreak).toBe(3);
    expect(calendarOf(['2026-11-24', '2026-11-25']).currentStreak).toBe(0);
    expect(calendarOf([]).currentStreak).toBe(0);
    // Today a Monday, of a one-week window: yesterday is outside it.
    expect(calendarOf(['2026-11-22'], '2026-11-23', 1).currentStreak).toBe(0);
  });

  it('takes the earliest of the days with the most rounds as the busiest', () => {
    const dates = [at('2026-11-03'), at('2026-11-03', '19:00'), at('2026-11-05'), at('2026-11-09'), at('2026-11-09', '19:00')];
    expect(activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: BERLIN }).busiestDay).toEqual({ date: '2026-11-03', rounds: 2 });
  });

  it('has no streak and no busiest day without rounds', () => {
    const calendar = activityCalendar([null], { today: '2026-11-27', weeks: 26, timeZone: BERLIN });
    expect(calendar).toMatchObject({ total: 0, activeDays: 0, longestStreak: null, currentStreak: 0, busiestDay: null });
    expect(calendar.days.every((day) => day.level === 0)).toBe(true);
  });

  it('shades the active days by quartile of their counts', () => {
    // Counts 1, 2, 3, 4, 5, 6, 7, 8: quartiles (nearest rank) 2, 4 and 6.
    const dates = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((count, day) => Array.from({ length: count }, (_, i) => at(`2026-11-${String(day + 10)}`, `1${i}:00`)));
    const calendar = activityCalendar(dates, { today: '2026-11-27', weeks: 52, timeZone: 'UTC' });
    expect(calendar.days.filter((day) => day.rounds > 0).map((day) => day.level)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    const even = activityCalendar([at('2026-11-10'), at('2026-11-11')], { today: '2026-11-27', weeks: 52, timeZone: 'UTC' });
    expect(even.days.filter((day) => day.rounds > 0).map((day) => day.level)).toEqual([1, 1]);
  });

  it('names each month over its first Monday’s week, where the name has room', () => {
    const months = activityCalendar([], { today: '2026-11-24', weeks: 52, timeZone: BERLIN }).months;
    expect(months.map((month) => month.label)).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(months.slice(0, 3)).toEqual([{ label: 'Dec', weekIndex: 0 }, { label: 'Jan', weekIndex: 5 }, { label: 'Feb', weekIndex: 9 }]);
    expect(months.at(-1)).toEqual({ label: 'Nov', weekIndex: 48 });
    // The window starts on 22 Dec and ends on a Monday two weeks into December: neither December has room.
    const cramped = activityCalendar([], { today: '2026-12-14', weeks: 52, timeZone: BERLIN }).months;
    expect(cramped[0]).toEqual({ label: 'Jan', weekIndex: 2 });
    expect(cramped.at(-1)!.label).toBe('Nov');
  });

  it('refuses a malformed today or number of weeks', () => {
    expect(() => activityCalendar([], { today: '2026-02-30', weeks: 52, timeZone: BERLIN })).toThrow(RangeError);
    expect(() => activityCalendar([], { today: '27/11/2026', weeks: 52, timeZone: BERLIN })).toThrow(RangeError);
    expect(() => activityCalendar([], { today: '2026-11-27', weeks: 0, timeZone: BERLIN })).toThrow(RangeError);
  });

  const ZONES = ['UTC', BERLIN, NEW_YORK, 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const TODAY_FROM = Date.UTC(2024, 0, 1);
  const TODAY_TO = Date.UTC(2027, 11, 31);
  const input = fc
    .record({
      today: fc.integer({ min: TODAY_FROM / DAY_MS, max: TODAY_TO / DAY_MS }).map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10)),
      weeks: fc.constantFrom(1, 2, 26, 52),
      timeZone: fc.constantFrom(...ZONES),
    })
    .chain((options) => {
      const end = Date.parse(options.today) + 2 * DAY_MS;
      const start = end - (options.weeks * 7 + 4) * DAY_MS;
      // Rounds come in sittings: clusters a few minutes apart, some across a window's edge.
      const sitting = fc.tuple(fc.integer({ min: start, max: end }), fc.array(fc.integer({ min: 0, max: 40 * 60_000 }), { maxLength: 6 }));
      const dates = fc.array(fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 6, arbitrary: sitting }), { maxLength: 40 });
      return fc.record({ options: fc.constant(options), dates });
    })
    .map(({ options, dates }) => ({
      options,
      dates: dates.flatMap((entry) => (entry === null ? [null] : [entry[0], ...entry[1].map((offset) => entry[0] + offset)].map((ms) => toUtcTimestamp(new Date(ms))))),
    }));

  it('counts every dated round whose local date is in the window, once, on that date', () => {
    fc.assert(
      fc.property(input, ({ options, dates }) => {
        const calendar = activityCalendar(dates, options);
        const first = calendar.days[0]!.date;
        const expected = new Map<string, number>();
        for (const date of dates) {
          if (date === null) continue;
          // sv-SE writes dates as YYYY-MM-DD: a second reading of the local date, apart from the module's.
          const local = new Date(`${date.slice(0, 23)}Z`).toLocaleDateString('sv-SE', { timeZone: options.timeZone });
          if (local >= first && local <= options.today) expected.set(local, (expected.get(local) ?? 0) + 1);
        }
        const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
        expect(countsOf(calendar)).toEqual(Object.fromEntries(expected));
        expect(calendar.days.reduce((sum, day) => sum + day.rounds, 0)).toBe(calendar.total);
        expect(calendar.total).toBe(total);
        expect(calendar.activeDays).toBe(expected.size);
      }),
    );
  });

  it('keeps its figures consistent: whole weeks but the last, streaks, busiest day and shades', () => {
    fc.assert(
      fc.property(input, ({ options, dates }) => {
        const calendar = activityCalendar(dates, options);
        expect(calendar.weeks).toHaveLength(options.weeks);
        expect(calendar.weeks.slice(0, -1).every((week) => week.length === 7)).toBe(true);
        expect(calendar.weeks.at(-1)!.length).toBeGreaterThanOrEqual(1);
        expect(calendar.weeks.flat()).toEqual(calendar.days);
        expect(formatActivityDate(calendar.days[0]!.date)).toMatch(/^Mon /);
        expect(calendar.days.at(-1)!.date).toBe(options.today);
        calendar.days.slice(1).forEach((day, i) => expect(Date.parse(day.date) - Date.parse(calendar.days[i]!.date)).toBe(DAY_MS));

        expect(calendar.longestStreak?.days ?? 0).toBeGreaterThanOrEqual(calendar.currentStreak);
        const most = Math.max(0, ...calendar.days.map((day) => day.rounds));
        expect(calendar.busiestDay?.rounds ?? 0).toBe(most);
        if (calendar.busiestDay) expect(calendar.days.find((day) => day.rounds === most)!.date).toBe(calendar.busiestDay.date);

        const byCount = [...calendar.days].sort((a, b) => a.rounds - b.rounds);
        byCount.forEach((day, i) => {
          expect(day.level === 0).toBe(day.rounds === 0);
          if (i > 0) expect(day.level).toBeGreaterThanOrEqual(byCount[i - 1]!.level);
        });
      }),
    );
  });
});

describe('localDateOf', () => {
  it('gives the YYYY-MM-DD date of an instant in a zone', () => {
    const instant = Date.UTC(2026, 10, 23, 23, 30);
    expect(localDateOf(instant, BERLIN)).toBe('2026-11-24');
    expect(localDateOf(new Date(instant), NEW_YORK)).toBe('2026-11-23');
  });
});

describe('activityDayLabel and activitySummary', () => {
  it('names a day by its rounds and full date', () => {
    expect(activityDayLabel({ date: '2026-11-24', rounds: 3 })).toBe('3 rounds on Tue 24 Nov 2026');
    expect(activityDayLabel({ date: '2026-11-24', rounds: 1 })).toBe('1 round on Tue 24 Nov 2026');
    expect(activityDayLabel({ date: '2026-11-29', rounds: 0 })).toBe('No rounds on Sun 29 Nov 2026');
  });

  it('sums the window up in a line', () => {
    const dates = [
      ...['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map((date) => at(date)),
      ...Array.from({ length: 12 }, (_, i) => at('2026-11-14', `${String(10 + i)}:00`)),
    ];
    const options = { today: '2026-11-27', weeks: 52, timeZone: 'UTC' };
    expect(activitySummary(activityCalendar(dates, options))).toBe('18 rounds on 7 days · longest streak 6 days (2–7 Nov) · busiest day 14 Nov, 12 rounds');
    expect(activitySummary(activityCalendar([at('2026-10-31'), at('2026-11-01')], options))).toBe(
      '2 rounds on 2 days · longest streak 2 days (31 Oct – 1 Nov) · busiest day 31 Oct, 1 round',
    );
    expect(activitySummary(activityCalendar([at('2026-11-14')], options))).toBe('1 round on 1 day · busiest day 14 Nov, 1 round');
    expect(activitySummary(activityCalendar([], { ...options, weeks: 26 }))).toBe('No rounds in the last 26 weeks');
  });
});
