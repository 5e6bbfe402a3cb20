import type { ReactElement } from 'react';
import { ToggleButton } from 'react-aria-components';
import { followPlayer, isFollowed, unfollowPlayer, useFollows } from '../../data/follows';
import { useAction } from '../../data/action';
import { useSession } from '../../data/session';
import { startLogin } from '../../data/signIn';
import { AppButton } from '../../ui/AppButton';
import ui from '../../ui/ui.module.css';

/** Follow a player (pressed: "Following"; pressed again: unfollowed); signed out, the way to sign in. */
export function FollowButton({ name }: { name: string }): ReactElement {
  const { isAuthenticated } = useSession();
  const follows = useFollows();
  const { busy, run } = useAction();
  if (!isAuthenticated) return <AppButton onPress={() => void startLogin()}>Sign in to follow</AppButton>;
  const following = isFollowed(follows.data, name);
  const toggle = async (follow: boolean) => {
    const done = await run(() => (follow ? followPlayer(name) : unfollowPlayer(name)));
    if (done.ok) follows.update((held) => (follow ? [...held, done.data] : held.filter((other) => other.player_name !== done.data.player_name)));
  };
  return (
    <ToggleButton className={ui.button} data-variant={following ? undefined : 'primary'} isSelected={following} isDisabled={busy || follows.data === undefined} onChange={(follow) => void toggle(follow)}>
      {following ? 'Following' : 'Follow'}
    </ToggleButton>
  );
}
