/**
 * A calendar of the days a player played: weeks as columns of seven days, Monday first (the ISO week),
 * each day shaded by how many rounds it holds. Days are the reader's, in their time zone.
 */
import { parseUtcTimestamp } from './time';

/** 0 for a day without rounds; 1–4 by the quartile of its count among the days with rounds. */
export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

export interface ActivityDay {
  /** YYYY-MM-DD in the reader's time zone. */
  date: string;
  rounds: number;
  level: ActivityLevel;
}

/** Consecutive days with at least one round each, from and to inclusive. */
export interface ActivityStreak {
  days: number;
  from: string;
  to: string;
}

/** A month's name over the first week whose Monday is in it. */
export interface MonthLabel {
  label: string;
  weekIndex: number;
}

export interface ActivityCalendarData {
  /** Every day from the Monday of the first week through today, oldest first. */
  days: ActivityDay[];
  /** The days in columns of seven, Monday to Sunday; the last ends today, so it may be shorter. */
  weeks: ActivityDay[][];
  months: MonthLabel[];
  total: number;
  activeDays: number;
  /** The longest streak in the window, the earliest on a tie; null without rounds. */
  longestStreak: ActivityStreak | null;
  /** The streak ending today, or yesterday while today has no round yet; 0 when neither has one. */
  currentStreak: number;
  /** The day with the most rounds, the earliest on a tie; null without rounds. */
  busiestDay: { date: string; rounds: number } | null;
}

export interface ActivityCalendarOptions {
  /** YYYY-MM-DD in `timeZone`: the window's last day. */
  today: string;
  /** How many week columns: 52 fits a wide card, 26 a phone. */
  weeks: number;
  /** IANA name, such as Intl.DateTimeFormat().resolvedOptions().timeZone gives. */
  timeZone: string;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A month's name needs about three columns: one with less room before the next name or the edge goes unnamed. */
const MONTH_LABEL_WEEKS = 3;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl formatter costs far more than using one.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDateOf(instant: Date | number, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dateFormatter(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date; a RangeError for anything else. */
function dayNumberOf(date: string): number {
  const match = CALENDAR_DATE.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`Invalid date: ${date}`);
  return ms / DAY_MS;
}

function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday; 1970-01-01 was a Thursday. */
function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/**
 * Rounds per local date from `first` to `last`. Round dates are read as strings (the API's one
 * zero-padded UTC format, as in rank.ts): no zone's date is more than a day off UTC's, so a round
 * dated further outside the window is skipped unparsed; and since local dates only move forward, a
 * UTC hour whose first and last instants share a date lies wholly on it, sparing an Intl call a round.
 */
function roundsPerLocalDate(dates: readonly (string | null)[], first: string, last: string, timeZone: string): Map<string, number> {
  const earliestUtcDate = dateOfDayNumber(dayNumberOf(first) - 1);
  const latestUtcDate = dateOfDayNumber(dayNumberOf(last) + 1);
  const dateOfHour = new Map<string, string | null>();
  const counts = new Map<string, number>();
  for (const value of dates) {
    if (value === null) continue;
    const utcDate = value.slice(0, 10);
    if (utcDate < earliestUtcDate || utcDate > latestUtcDate) continue;
    const hour = value.slice(0, 13);
    let hourDate = dateOfHour.get(hour);
    if (hourDate === undefined) {
      const start = parseUtcTimestamp(`${hour}:00:00`).getTime();
      const startDate = localDateOf(start, timeZone);
      hourDate = startDate === localDateOf(start + HOUR_MS - 1, timeZone) ? startDate : null;
      dateOfHour.set(hour, hourDate);
    }
    const date = hourDate ?? localDateOf(parseUtcTimestamp(value), timeZone);
    if (date >= first && date <= last) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** Levels by quartile (nearest rank) of the active days' counts: each shade holds about a quarter of them, however skewed the counts. */
function levelsOf(activeCounts: readonly number[]): (rounds: number) => ActivityLevel {
  const sorted = [...activeCounts].sort((a, b) => a - b);
  const quartile = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const [q1, q2, q3] = [quartile(0.25), quartile(0.5), quartile(0.75)];
  return (rounds) => (rounds === 0 ? 0 : ((1 + Number(rounds > q1) + Number(rounds > q2) + Number(rounds > q3)) as ActivityLevel));
}

function longestStreakOf(days: readonly ActivityDay[]): ActivityStreak | null {
  let longest: ActivityStreak | null = null;
  let start = 0;
  for (let i = 0; i < days.length; i++) {
    if (days[i]!.rounds === 0) start = i + 1;
    else if (i - start + 1 > (longest?.days ?? 0)) longest = { days: i - start + 1, from: days[start]!.date, to: days[i]!.date };
  }
  return longest;
}

function currentStreakOf(days: readonly ActivityDay[]): number {
  let end = days.length - 1;
  if (days[end]?.rounds === 0) end -= 1;
  let start = end;
  while (start >= 0 && days[start]!.rounds > 0) start -= 1;
  return end - start;
}

function monthLabelsOf(weeks: readonly ActivityDay[][]): MonthLabel[] {
  const starts = weeks.flatMap((week, weekIndex) => {
    const month = week[0]!.date.slice(0, 7);
    return weekIndex === 0 || month !== weeks[weekIndex - 1]![0]!.date.slice(0, 7) ? [{ label: MONTHS[Number(month.slice(5)) - 1]!, weekIndex }] : [];
  });
  return starts.filter((start, i) => (starts[i + 1]?.weekIndex ?? weeks.length) - start.weekIndex >= MONTH_LABEL_WEEKS);
}

/** The rounds of `dates` (UTC round_date values; undated ones are left out) per day of the reader's last `weeks` weeks. */
export function activityCalendar(dates: readonly (string | null)[], options: ActivityCalendarOptions): ActivityCalendarData {
  if (!Number.isInteger(options.weeks) || options.weeks < 1) throw new RangeError(`Invalid number of weeks: ${options.weeks}`);
  const last = dayNumberOf(options.today);
  const first = last - weekdayOfDayNumber(last) - (options.weeks - 1) * 7;
  const counts = roundsPerLocalDate(dates, dateOfDayNumber(first), options.today, options.timeZone);
  const levelOf = levelsOf([...counts.values()]);

  const days: ActivityDay[] = [];
  for (let dayNumber = first; dayNumber <= last; dayNumber++) {
    const date = dateOfDayNumber(dayNumber);
    const rounds = counts.get(date) ?? 0;
    days.push({ date, rounds, level: levelOf(rounds) });
  }
  const weeks: ActivityDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));

  let busiestDay: ActivityCalendarData['busiestDay'] = null;
  for (const day of days) if (day.rounds > (busiestDay?.rounds ?? 0)) busiestDay = { date: day.date, rounds: day.rounds };

  return {
    days,
    weeks,
    months: monthLabelsOf(weeks),
    total: days.reduce((sum, day) => sum + day.rounds, 0),
    activeDays: counts.size,
    longestStreak: longestStreakOf(days),
    currentStreak: currentStreakOf(days),
    busiestDay,
  };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function dayAndMonth(date: string): string {
  return `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** 'Tue 24 Nov 2026'. */
export function formatActivityDate(date: string): string {
  return `${WEEKDAYS[weekdayOfDayNumber(dayNumberOf(date))]} ${dayAndMonth(date)} ${date.slice(0, 4)}`;
}

/** A day's name for screen readers: '3 rounds on Tue 24 Nov 2026', 'No rounds on …'. */
export function activityDayLabel(day: Pick<ActivityDay, 'date' | 'rounds'>): string {
  return `${day.rounds === 0 ? 'No rounds' : plural(day.rounds, 'round')} on ${formatActivityDate(day.date)}`;
}

/** '2–7 Nov', '30 Oct – 2 Nov'; no year, since a window of at most 52 weeks holds each day of the year once. */
function formatDayRange(from: string, to: string): string {
  if (from === to) return dayAndMonth(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${dayAndMonth(to)}`;
  return `${dayAndMonth(from)} – ${dayAndMonth(to)}`;
}

/** One line under the calendar: '142 rounds on 38 days · longest streak 6 days (2–7 Nov) · busiest day 14 Nov, 12 rounds'. */
export function activitySummary(calendar: ActivityCalendarData): string {
  const { longestStreak, busiestDay } = calendar;
  if (!busiestDay) return `No rounds in the last ${plural(calendar.weeks.length, 'week')}`;
  const parts = [`${plural(calendar.total, 'round')} on ${plural(calendar.activeDays, 'day')}`];
  // A one-day streak says nothing the busiest day does not.
  if (longestStreak && longestStreak.days > 1) parts.push(`longest streak ${plural(longestStreak.days, 'day')} (${formatDayRange(longestStreak.from, longestStreak.to)})`);
  parts.push(`busiest day ${dayAndMonth(busiestDay.date)}, ${plural(busiestDay.rounds, 'round')}`);
  return parts.join(' · ');
}

/** Zones are at most 14 hours from UTC: a day starts within that of its UTC midnight. */
const WIDEST_OFFSET_MS = 14 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The first instant, to the minute, whose date in `timeZone` is `date` or later. */
function startOfDay(date: string, timeZone: string): number {
  const midnight = dayNumberOf(date) * DAY_MS;
  let low = midnight - WIDEST_OFFSET_MS;
  let high = midnight + WIDEST_OFFSET_MS;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (localDateOf(middle, timeZone) >= date) high = middle;
    else low = middle;
  }
  return high;
}

/** The instants a calendar date spans in `timeZone`, from its start to the next day's: what its rounds were dated within. */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  return { from: new Date(startOfDay(date, timeZone)), to: new Date(startOfDay(dateOfDayNumber(dayNumberOf(date) + 1), timeZone)) };
}
