import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { localDateOf } from '../../../domain/activity';
import type { ActivityQuery } from '../../../domain/activityPage';
import { useActivity } from '../../data/waveAnalysis';
import { ActivityCalendar } from '../../ui/ActivityCalendar';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';

/** A phone shows half a year: 26 weeks of days fit its width. */
const PHONE = '(max-width: 40rem)';
const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const weeksShown = (): number => (window.matchMedia(PHONE).matches ? 26 : 52);

/**
 * A year of a team's or a player's rounds, a day a square, each day linking to its rounds on Round
 * Times (`search` names whose): from the device's copy, in the reader's zone.
 */
export function ActivityCard({ of, search }: { of: ActivityQuery['of']; search: string }): ReactElement {
  const weeks = useSyncExternalStore(subscribe, weeksShown, () => 52);
  // The reader's day as the page opened: a calendar left open past midnight keeps its days.
  const [{ today, timeZone }] = useState(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return { today: localDateOf(Date.now(), zone), timeZone: zone };
  });
  const answer = useActivity({ of, weeks, today, timeZone });
  return (
    <Card title={weeks === 52 ? 'A year of activity' : 'Half a year of activity'}>
      <LoadState query={answer} what="activity" inset>
        {({ calendar }) => (
          <ActivityCalendar
            calendar={calendar}
            label={`Rounds per day, last ${weeks} weeks`}
            dayHref={(date) => `/round-times?${new URLSearchParams({ search, day: date }).toString()}`}
          />
        )}
      </LoadState>
    </Card>
  );
}
