import type { ReactElement } from 'react';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, FORMATS, isLeaderboardFormat } from '../../../domain/constants';
import { regionLabel } from '../../../domain/account';
import { usePlayerPage } from '../../data/players';
import { RegionFlag } from '../../ui/flags';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { useHydrated } from '../../ui/useHydrated';
import { PersonalBests } from './parts/PersonalBests';
import { PlayerRounds } from './parts/PlayerRounds';
import { Progression } from './parts/Progression';
import { Standing } from './parts/Standing';
import { Teammates } from './parts/Teammates';
import { PlayerTeams } from './parts/PlayerTeams';
import { WaveSplitsCard } from './parts/splits/WaveSplitsCard';
import { PlayerBottlenecks } from './parts/splits/PlayerBottlenecks';
import { PlanCard } from '../../components/plan/PlanCard';
import { ActivityCard } from '../../components/activity/ActivityCard';
import { FollowButton } from '../../components/follows/FollowButton';
import { EVERY_FORMAT, FormatToggles } from '../../components/playerLinks/FormatToggles';
import type { PlayerPage } from '../../../domain/player/types';
import text from '../../ui/text.module.css';
import styles from './PlayerPage.module.css';

/** A player's page: personal bests and their progression per format, rounds and teammates, from the device's copy. */
export function Player(): ReactElement {
  const { name } = useParams({ from: '/player/$name' });
  const search = useSearch({ from: '/player/$name' });
  const page = (search.page ?? 1) - 1;
  const answer = usePlayerPage({ name, page });
  const hydrated = useHydrated();
  const player = answer.data?.player ?? null;
  const region = player?.region;
  return (
    // One prerendered page stands for every player: its heading names none, and the client names the one asked for.
    <Page
      title={player?.name ?? (hydrated ? name : 'Player')}
      titleId="player-title"
      documentTitle={name}
      stack
      aside={
        (region || player) && (
          <span className={styles.aside}>
            {region && (
              <span className={styles.region}>
                <span aria-hidden="true">
                  <RegionFlag region={region} />
                </span>
                <span>{regionLabel(region)}</span>
              </span>
            )}
            {player && <FollowButton name={player.name} />}
          </span>
        )
      }
    >
      {/* While the player's page comes (and in the page prerendered before it), a format can be chosen already. */}
      {answer.data === undefined && answer.status !== 'error' && <FormatToggles formats={EVERY_FORMAT} shown={search.format ?? FORMATS[0]} />}
      <LoadState query={answer} what="player">
        {(found) =>
          found.player ? (
            <PlayerBody player={found.player} page={page} />
          ) : (
            <>
              <p role="alert">No rounds recorded for {name}.</p>
              <p>
                <Link to="/round-times">Back to Round Times</Link>
              </p>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}

/** A known player's formats, rounds and teammates. */
function PlayerBody({ player, page }: { player: NonNullable<PlayerPage['player']>; page: number }): ReactElement {
  const search = useSearch({ from: '/player/$name' });
  const formats = player.formats;
  const shown = formats.find((f) => f.format === search.format) ?? formats[0];
  const others = player.characters.filter((character) => character.toLowerCase() !== player.name.toLowerCase());
  return (
    <>
      {others.length > 0 && <p className={text.muted}>Also plays as {others.join(', ')}</p>}
      {shown ? (
        <Card title="Personal bests">
          <FormatToggles formats={formats.map((f) => ({ format: f.format, count: f.rounds }))} shown={shown.format} />
          {isLeaderboardFormat(shown.format) && shown.standing && <Standing format={shown.format} standing={shown.standing} />}
          <PersonalBests caption={`${FORMAT_LABELS[shown.format]} personal bests by role`} bests={shown.bests} />
          <h3 className={styles.subheading}>PB progression</h3>
          <Progression key={shown.format} format={shown.format} progression={shown.progression} />
        </Card>
      ) : (
        <p className={text.muted}>No rounds recorded for {player.name} yet.</p>
      )}
      {shown && <WaveSplitsCard name={player.name} format={shown.format} />}
      {shown && <PlayerBottlenecks name={player.name} format={shown.format} />}
      {shown && <PlanCard format={shown.format} of={{ player: player.name, role: null }} whose={player.name} />}
      <ActivityCard of={{ player: player.name }} search={player.name} />
      <div className={styles.columns}>
        <PlayerRounds
          rows={player.rounds.rows}
          total={player.rounds.total}
          page={page}
        />
        <div className={styles.sideColumn}>
          <Teammates teammates={player.teammates} />
          {shown && <PlayerTeams shown={shown} />}
        </div>
      </div>
    </>
  );
}
