import { TICK_MS } from './constants';

const NA = 'N/A';

/** m:ss.s, rounded to the nearest tenth before splitting so 599.95 reads 10:00.0, never 9:60.0. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return NA;
  const tenths = Math.round(seconds * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = tenths % 600;
  const wholeSeconds = Math.floor(rest / 10);
  return `${minutes}:${String(wholeSeconds).padStart(2, '0')}.${rest % 10}`;
}

/** Leaderboard cells: a zero, empty or missing time shows 'N/A'. */
export function formatTimeOrNA(seconds: number | null | undefined): string {
  return seconds === 0 ? NA : formatTime(seconds);
}

/** 'YYYY-MM-DDTHH:mm:ss.SSSSSS' in UTC without a zone suffix: the one timestamp format the API sends. */
export function toUtcTimestamp(date: Date): string {
  const iso = date.toISOString();
  // toISOString switches to '+YYYYYY' years outside 0000–9999, which this format cannot carry.
  if (iso.length !== 24) throw new RangeError(`Year out of range for a timestamp: ${iso}`);
  return `${iso.slice(0, 23)}000`;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z|([+-])(\d{2}):(\d{2}))?$/;

/** Reads toUtcTimestamp's format, with 0–9 fractional digits, and with an optional Z or ±hh:mm; zone-less means UTC. */
export function parseUtcTimestamp(value: string): Date {
  const match = TIMESTAMP.exec(value);
  if (!match) throw new RangeError(`Invalid timestamp: ${value}`);
  const part = (group: number): number => Number(match[group]);
  const [y, mo, d, h, mi, s] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));

  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  const rolledOver =
    date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d ||
    date.getUTCHours() !== h || date.getUTCMinutes() !== mi || date.getUTCSeconds() !== s;
  if (rolledOver) throw new RangeError(`Invalid timestamp: ${value}`);

  const sign = match[8];
  if (sign) {
    const offsetHours = part(9);
    const offsetMinutes = part(10);
    if (offsetHours > 23 || offsetMinutes > 59) throw new RangeError(`Invalid timestamp: ${value}`);
    const offsetMs = (offsetHours * 60 + offsetMinutes) * 60_000;
    date.setTime(date.getTime() + (sign === '+' ? -offsetMs : offsetMs));
  }
  return date;
}

/** Whether parseUtcTimestamp reads the value (seconds included) and toUtcTimestamp can store it: in UTC, the years 0000 to 9999. */
export function isStorableTimestamp(value: string): boolean {
  try {
    toUtcTimestamp(parseUtcTimestamp(value));
    return true;
  } catch {
    return false;
  }
}

// Building an Intl formatter costs far more than using one, and lists format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function localFormatter(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A stored UTC timestamp in local date and time with the zone name, or '-' when empty or invalid. */
export function formatLocalDate(
  value: string | null | undefined,
  options: { locale?: string; timeZone?: string } = {},
): string {
  if (!value) return '-';
  let date: Date;
  try {
    date = parseUtcTimestamp(value);
  } catch {
    return '-';
  }
  return localFormatter(options.locale, options.timeZone).format(date);
}

/** Whole milliseconds first, so the one division rounds once: 3 ticks → 1.8, not 1.7999999999999998. */
export function ticksToSeconds(ticks: number): number {
  return (ticks * TICK_MS) / 1000;
}

const DAY_MS = 86_400_000;

/** How long something lasted, in its largest sensible unit: '45 minutes', '3 days', '5 months', '2 years'. */
export function formatDuration(ms: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (ms < 3_600_000) return unit(Math.max(0, Math.round(ms / 60_000)), 'minute');
  if (ms < DAY_MS) return unit(Math.round(ms / 3_600_000), 'hour');
  if (ms < 61 * DAY_MS) return unit(Math.round(ms / DAY_MS), 'day');
  if (ms < 730 * DAY_MS) return unit(Math.round(ms / (30.44 * DAY_MS)), 'month');
  return unit(Math.floor(ms / (365.25 * DAY_MS)), 'year');
}

const LENIENT_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 instant as clients write it: seconds, fractional seconds and the zone each optional
 * (no zone means UTC), `z` in either case, and an offset with or without its colon. Null when it is none.
 */
export function parseInstant(value: string): Date | null {
  const match = LENIENT_INSTANT.exec(value);
  if (!match) return null;
  const zone = (match[3] ?? '').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  try {
    return parseUtcTimestamp(`${match[1]}${match[2] ?? ':00'}${zone}`);
  } catch {
    return null;
  }
}

/** Seconds in whole tenths: splits are whole ticks, so anything finer is floating-point noise. */
export function toTenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** Seconds as a split or a gap reads: '36.6 s'. */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}
