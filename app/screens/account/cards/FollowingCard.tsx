import type { ReactElement } from 'react';
import { unfollowPlayer, useFollows } from '../../../data/follows';
import { useAction } from '../../../data/action';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import { AppButton } from '../../../ui/AppButton';
import { Card } from '../../../ui/Card';
import { LoadState } from '../../../ui/LoadState';
import styles from './account.module.css';

/** The players the user follows, each to their page, with Unfollow. */
export function FollowingCard(): ReactElement {
  const follows = useFollows();
  const { busy, run } = useAction();
  const unfollow = async (name: string) => {
    const done = await run(() => unfollowPlayer(name));
    if (done.ok) follows.update((held) => held.filter((follow) => follow.player_name !== done.data.player_name));
  };
  return (
    <Card title="Following">
      <LoadState query={follows} what="followed players" inset empty={{ text: 'You follow no one yet: a player page has a Follow button.', when: (held) => held.length === 0 }}>
        {(held) => (
          <ul className={styles.follows} aria-label="Players you follow">
            {held.map((follow) => (
              <li key={follow.player_name}>
                <PlayerLink name={follow.player_name} />
                <AppButton size="small" isDisabled={busy} onPress={() => void unfollow(follow.character_name)} aria-label={`Unfollow ${follow.player_name}`}>
                  Unfollow
                </AppButton>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Card>
  );
}
