import type { ReactElement } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../domain/constants';
import type { FeedEvent } from '../../../domain/feed';
import type { FeedKind } from '../../../domain/feedKinds';
import { formatTime } from '../../../domain/time';
import { useFeed, useFollowedNames } from '../../data/follows';
import { useSession } from '../../data/session';
import { startLogin } from '../../data/signIn';
import { AppButton } from '../../ui/AppButton';
import { Card } from '../../ui/Card';
import { LinkToggles } from '../../ui/LinkToggles';
import { LoadState, Loading } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { RoundDate } from '../roundTimes/parts/RoundCells';
import styles from './Following.module.css';

/** What an event says, in a line. */
function headline(event: FeedEvent): string {
  const time = `${formatTime(event.time)} in ${FORMAT_LABELS[event.format]}`;
  if (event.kind === 'record') return `${event.player}: world record, ${time}`;
  if (event.kind === 'pb') return `${event.player}: new ${event.role} PB, ${time}`;
  return `${event.player} with ${event.teammates.join(', ')}: ${time} (${event.together} rounds together)`;
}

/** Following: the followed players' new PBs, world records and rounds with their regular teams, newest first. */
export function Following(): ReactElement {
  const { isAuthenticated } = useSession();
  return (
    <Page title="Following" titleId="following-title" stack>
      {isAuthenticated ? (
        <FollowedFeed />
      ) : (
        <Card title="Your feed">
          <p>Sign in to follow players and see their new PBs, world records and rounds with their teams here.</p>
          <AppButton variant="primary" onPress={() => void startLogin()}>
            Sign in
          </AppButton>
        </Card>
      )}
    </Page>
  );
}

function FollowedFeed(): ReactElement {
  const followed = useFollowedNames();
  if (followed === null) return <Loading what="followed players" />;
  if (followed.length === 0) return <p>You follow no one yet: a player page has a Follow button.</p>;
  return <Feed followed={followed} />;
}

const SHOWN: readonly { value: FeedKind | undefined; label: string; none: string }[] = [
  { value: undefined, label: 'All', none: 'Nothing new from the players you follow yet.' },
  { value: 'record', label: 'World records', none: 'No world records from the players you follow yet.' },
  { value: 'pb', label: 'PBs', none: 'No new PBs from the players you follow yet.' },
  { value: 'team', label: 'Teams', none: 'No rounds with their regular teams yet.' },
];

function Feed({ followed }: { followed: readonly string[] }): ReactElement {
  const { show } = useSearch({ from: '/following' });
  const feed = useFeed(followed, show);
  const shown = SHOWN.find((choice) => choice.value === show)!;
  return (
    <>
      <LinkToggles label="Show" param="show" options={SHOWN} shown={show} />
      <LoadState query={feed} what="feed" empty={{ text: shown.none, when: (answer) => answer.events.length === 0 }}>
      {({ events }) => (
        <ol className={styles.feed} aria-label="Feed">
          {events.map((event) => (
            <li key={`${event.player} ${event.roundId}`} data-kind={event.kind}>
              <Link to="/details/$id" params={{ id: String(event.roundId) }}>
                {headline(event)}
              </Link>
              <RoundDate date={event.date} />
            </li>
          ))}
        </ol>
      )}
      </LoadState>
    </>
  );
}
