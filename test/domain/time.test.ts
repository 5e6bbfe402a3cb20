import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatLocalDate,
  formatTime,
  formatTimeOrNA,
  isStorableTimestamp,
  parseUtcTimestamp,
  ticksToSeconds,
  toUtcTimestamp,
} from '../../domain/time';

describe('formatTime', () => {
  it.each([
    [0, '0:00.0'],
    [0.04, '0:00.0'],
    [0.05, '0:00.1'],
    [59.9, '0:59.9'],
    [59.96, '1:00.0'],
    [61.25, '1:01.3'],
    [599.94, '9:59.9'],
    [599.95, '10:00.0'],
    [600, '10:00.0'],
    [600.6, '10:00.6'],
    [725.4, '12:05.4'],
    [3600, '60:00.0'],
  ])('shows %s s as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, -0.1, -600, Number.POSITIVE_INFINITY])('shows %s as N/A', (value) => {
    expect(formatTime(value)).toBe('N/A');
  });
});

describe('formatTimeOrNA', () => {
  it.each([0, null, undefined, Number.NaN])('shows %s as N/A', (value) => {
    expect(formatTimeOrNA(value)).toBe('N/A');
  });

  it('formats any other time', () => {
    expect(formatTimeOrNA(612.6)).toBe('10:12.6');
    expect(formatTimeOrNA(0.1)).toBe('0:00.1');
  });
});

describe('toUtcTimestamp', () => {
  it('writes UTC with six fractional digits and no zone', () => {
    expect(toUtcTimestamp(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)))).toBe('2024-01-02T03:04:05.006000');
    expect(toUtcTimestamp(new Date(0))).toBe('1970-01-01T00:00:00.000000');
    expect(toUtcTimestamp(new Date(Date.UTC(2024, 11, 31, 23, 59, 59, 999)))).toBe('2024-12-31T23:59:59.999000');
  });

  it('rejects dates the format cannot hold', () => {
    expect(() => toUtcTimestamp(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toUtcTimestamp(new Date(Date.UTC(10000, 0, 1)))).toThrow(RangeError);
    expect(() => toUtcTimestamp(new Date(Date.UTC(-1, 0, 1)))).toThrow(RangeError);
  });
});

describe('parseUtcTimestamp', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads the API format as UTC whatever the local zone', () => {
    process.env.TZ = 'America/New_York';
    expect(parseUtcTimestamp('2024-01-02T03:04:05.006000').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
  });

  it('reads fewer or no fractional digits, keeping milliseconds', () => {
    expect(parseUtcTimestamp('2024-01-02T03:04:05').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(parseUtcTimestamp('2024-01-02T03:04:05.5').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 500));
    expect(parseUtcTimestamp('2024-01-02T03:04:05.12').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 120));
    expect(parseUtcTimestamp('2024-01-02T03:04:05.123999999').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 123));
  });

  it('honours a Z or an offset', () => {
    expect(parseUtcTimestamp('2024-01-02T03:04:05Z').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(parseUtcTimestamp('2024-01-02T03:04:05.250Z').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 250));
    expect(parseUtcTimestamp('2024-01-02T03:04:05+02:00').getTime()).toBe(Date.UTC(2024, 0, 2, 1, 4, 5));
    expect(parseUtcTimestamp('2024-01-02T03:04:05-05:30').getTime()).toBe(Date.UTC(2024, 0, 2, 8, 34, 5));
    expect(parseUtcTimestamp('2024-01-01T01:00:00+02:00').getTime()).toBe(Date.UTC(2023, 11, 31, 23));
  });

  it('reads a leap day and two-digit years literally', () => {
    expect(parseUtcTimestamp('2024-02-29T12:00:00').getTime()).toBe(Date.UTC(2024, 1, 29, 12));
    expect(parseUtcTimestamp('0050-06-01T00:00:00').getUTCFullYear()).toBe(50);
  });

  it('reads back what toUtcTimestamp writes', () => {
    const date = new Date(Date.UTC(2023, 6, 14, 22, 1, 2, 345));
    expect(parseUtcTimestamp(toUtcTimestamp(date)).getTime()).toBe(date.getTime());
  });

  it.each([
    '',
    'yesterday',
    '2024-01-02',
    '2024-01-02 03:04:05',
    '2024-01-02T03:04',
    '2024-1-02T03:04:05',
    '2024-01-02T03:04:05.',
    '2024-01-02T03:04:05.1234567890',
    '2024-01-02T03:04:05z',
    '2024-01-02T03:04:05+0200',
    '2024-01-02T03:04:05+24:00',
    '2024-01-02T03:04:05+02:60',
    '2024-13-01T00:00:00',
    '2024-00-01T00:00:00',
    '2024-02-30T00:00:00',
    '2023-02-29T00:00:00',
    '2024-01-00T00:00:00',
    '2024-01-01T24:00:00',
    '2024-01-01T00:60:00',
    '2024-01-01T00:00:60',
  ])('rejects %j', (value) => {
    expect(() => parseUtcTimestamp(value)).toThrow(RangeError);
  });
});

describe('formatLocalDate', () => {
  it('shows the date and time in the given zone with its name', () => {
    expect(formatLocalDate('2024-03-05T14:30:12.000000', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '5 Mar 2024, 14:30 UTC',
    );
    expect(formatLocalDate('2024-03-05T14:30:12.000000', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      '5 Mar 2024, 15:30 CET',
    );
    expect(formatLocalDate('2024-07-05T08:05:00', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      '5 Jul 2024, 10:05 CEST',
    );
  });

  it('crosses the date line into the next local day', () => {
    expect(formatLocalDate('2024-12-31T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      '1 Jan 2025, 00:30 CET',
    );
  });

  it.each([null, undefined, '', 'not a date', '2024-02-30T00:00:00'])('shows %j as -', (value) => {
    expect(formatLocalDate(value, { locale: 'en-GB', timeZone: 'UTC' })).toBe('-');
  });
});

describe('ticksToSeconds', () => {
  it.each([
    [0, 0],
    [1, 0.6],
    [3, 1.8],
    [13, 7.8],
    [1000, 600],
    [1001, 600.6],
  ])('%s ticks are exactly %s s', (ticks, seconds) => {
    expect(ticksToSeconds(ticks)).toBe(seconds);
  });
});

describe('isStorableTimestamp', () => {
  it.each(['2024-01-02T03:04:05', '2024-01-02T03:04:05.006Z', '0000-01-01T00:00:00', '0000-01-01T00:30:00-01:00', '9999-12-31T23:59:59.999+01:00'])('accepts %s', (value) => {
    expect(isStorableTimestamp(value)).toBe(true);
  });

  it.each(['2024-01-02T03:04', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00', '2024-02-30T00:00:00', 'yesterday'])('refuses %s', (value) => {
    expect(isStorableTimestamp(value)).toBe(false);
  });
});

describe('formatDuration', () => {
  const minute = 60_000;
  const day = 24 * 60 * minute;
  it('says how long in its largest sensible unit, singular for one', () => {
    expect(formatDuration(0)).toBe('0 minutes');
    expect(formatDuration(minute)).toBe('1 minute');
    expect(formatDuration(45 * minute)).toBe('45 minutes');
    expect(formatDuration(90 * minute)).toBe('2 hours');
    expect(formatDuration(day)).toBe('1 day');
    expect(formatDuration(60 * day)).toBe('60 days');
    expect(formatDuration(152 * day)).toBe('5 months');
    expect(formatDuration(730 * day)).toBe('1 year');
    expect(formatDuration(3 * 366 * day)).toBe('3 years');
  });
});
