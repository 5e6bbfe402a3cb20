import { useRef, useState, type ComponentProps, type CSSProperties, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Link, type RegisteredRouter } from '@tanstack/react-router';
import { activityDayLabel, activitySummary, formatActivityDate, WEEKDAYS, type ActivityCalendarData, type ActivityDay } from '../../domain/activity';
import { BodyCell } from './DataTable';
import { FiguresTable } from './FiguresTable';
import { ShowAsTable } from './ShowAsTable';
import styles from './ActivityCalendar.module.css';

export interface ActivityCalendarProps {
  calendar: ActivityCalendarData;
  /** The grid's and the table's name, such as 'Rounds per day, last 52 weeks'. */
  label: string;
  /** The address of a day's rounds. */
  dayHref(date: string): string;
}

/** Rows whose weekday shows beside them; every row is named for screen readers. */
const SHOWN_WEEKDAYS: ReadonlySet<number> = new Set([0, 2, 4]);
const LEVELS = [0, 1, 2, 3, 4] as const;
/** How far an arrow key moves through the days, which run down each week's column. */
const ARROW_STEPS: ReadonlyMap<string, number> = new Map([['ArrowUp', -1], ['ArrowDown', 1], ['ArrowLeft', -7], ['ArrowRight', 7]]);

/**
 * A link to an address given whole, path and query: the router reads `href` as it would `to` and
 * `search`, but its types leave `to` out only for a route left open (a string).
 */
function DayLink(props: { href: string; className?: string; children: ReactNode } & Pick<ComponentProps<'a'>, 'ref' | 'tabIndex' | 'onFocus' | 'title'>): ReactElement {
  return <Link<RegisteredRouter, string, string> {...props} />;
}

/**
 * A player's rounds per day, a column a week, shaded by how many: each day with rounds links to
 * them. One day at a time takes focus (today first); arrows move by a day or a week, Home and End
 * to the first and last day. Its days also read as a table of the days with rounds.
 */
export function ActivityCalendar({ calendar, label, dayHref }: ActivityCalendarProps): ReactElement {
  const [asTable, setAsTable] = useState(false);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const cells = useRef<(HTMLElement | null)[]>([]);
  const { days, weeks } = calendar;
  const lastIndex = days.length - 1;
  const tabbable = Math.min(focusedIndex ?? lastIndex, lastIndex);

  function onKeyDown(event: KeyboardEvent) {
    const step = ARROW_STEPS.get(event.key);
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = lastIndex;
    else if (step !== undefined) {
      next = tabbable + step;
      // The last week ends today: a step right into it past today stops at today.
      if (next > lastIndex && event.key === 'ArrowRight' && Math.floor(tabbable / 7) < weeks.length - 1) next = lastIndex;
    } else return;
    event.preventDefault();
    if (next < 0 || next > lastIndex) return;
    setFocusedIndex(next);
    cells.current[next]?.focus();
  }

  function dayCell(day: ActivityDay, index: number): ReactElement {
    const name = activityDayLabel(day);
    const focus = {
      ref: (element: HTMLElement | null) => {
        cells.current[index] = element;
      },
      tabIndex: index === tabbable ? 0 : -1,
      onFocus: () => setFocusedIndex(index),
      title: name,
    };
    if (day.rounds === 0) {
      return (
        <div key={day.date} role="gridcell" className={styles.day} data-level={0} {...focus}>
          <span className="visually-hidden">{name}</span>
        </div>
      );
    }
    return (
      <div key={day.date} role="gridcell" className={styles.day} data-level={day.level}>
        <DayLink href={dayHref(day.date)} className={styles.dayLink} {...focus}>
          <span className="visually-hidden">{name}</span>
        </DayLink>
      </div>
    );
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.chart} style={{ '--weeks': weeks.length } as CSSProperties}>
        {/* Each day's name holds its date: the month names are for the eye. */}
        <div className={styles.months} aria-hidden="true">
          {calendar.months.map((month) => (
            <span key={month.weekIndex} className={styles.month} style={{ gridColumnStart: month.weekIndex + 2 }}>
              {month.label}
            </span>
          ))}
        </div>
        <div role="grid" aria-label={label} className={styles.grid} onKeyDown={onKeyDown}>
          {WEEKDAYS.map((weekday, row) => (
            <div key={weekday} role="row" className={styles.row}>
              <div role="rowheader" className={styles.weekday}>
                <span className={SHOWN_WEEKDAYS.has(row) ? undefined : 'visually-hidden'}>{weekday}</span>
              </div>
              {weeks.flatMap((week, column) => {
                const day = week[row];
                return day ? [dayCell(day, column * 7 + row)] : [];
              })}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.footer}>
        <p className={styles.summary}>{activitySummary(calendar)}</p>
        <span className={styles.legend} aria-hidden="true">
          Less
          {LEVELS.map((level) => (
            <span key={level} className={styles.swatch} data-level={level} />
          ))}
          More
        </span>
        {calendar.activeDays > 0 && (
          <ShowAsTable asTable={asTable} onChange={setAsTable} />
        )}
      </div>
      {asTable && calendar.activeDays > 0 && (
        <FiguresTable label={`${label}: days with rounds`} columns={[{ title: 'Date' }, { title: 'Rounds' }]}>
          {days
            .filter((day) => day.rounds > 0)
            .map((day) => (
              <tr key={day.date}>
                <BodyCell rowHeader>
                  <DayLink href={dayHref(day.date)}>{formatActivityDate(day.date)}</DayLink>
                </BodyCell>
                <td className={styles.count}>{day.rounds}</td>
              </tr>
            ))}
        </FiguresTable>
      )}
    </div>
  );
}
