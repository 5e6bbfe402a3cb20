import type { ReactElement } from 'react';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../domain/constants';
import { teamKeyOfParam } from '../../../domain/teams/teamKey';
import type { TeamAnswer } from '../../../domain/dataWorker';
import { formatTime } from '../../../domain/time';
import { useTeam } from '../../data/teams';
import { FormatToggles } from '../../components/playerLinks/FormatToggles';
import { TeamMembers } from '../../components/teams/TeamMembers';
import { BottleneckCard } from '../../components/bottlenecks/BottleneckCard';
import { PlanCard } from '../../components/plan/PlanCard';
import { ActivityCard } from '../../components/activity/ActivityCard';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { useHydrated } from '../../ui/useHydrated';
import { PlayerRounds } from '../player/parts/PlayerRounds';
import { WaveRecords } from '../records/parts/WaveRecords';
import { Sittings } from './parts/Sittings';
import { TeamProgression } from './parts/TeamProgression';
import styles from './parts/team.module.css';

type FoundTeam = NonNullable<TeamAnswer['team']>;

/** A team's page: its characters, best, rounds together and sittings, per format it played, from the device's copy. */
export function Team(): ReactElement {
  const { team: param } = useParams({ from: '/team/$team' });
  const search = useSearch({ from: '/team/$team' });
  const page = (search.page ?? 1) - 1;
  const key = teamKeyOfParam(param);
  const answer = useTeam({ key, page });
  const hydrated = useHydrated();
  const names = answer.data?.team?.formats[0]?.members.map((member) => member.name).join(', ');
  return (
    // One prerendered page stands for every team: its heading names none until the team is in.
    <Page title={names ?? 'Team'} titleId="team-title" documentTitle={hydrated && names ? names : 'Team'} stack>
      <LoadState query={answer} what="team">
        {(found) =>
          found.team ? (
            <TeamBody team={found.team} page={page} />
          ) : (
            <>
              <p role="alert">No rounds recorded for this team.</p>
              <p>
                <Link to="/teams">All teams</Link>
              </p>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}

function TeamBody({ team, page }: { team: FoundTeam; page: number }): ReactElement {
  const search = useSearch({ from: '/team/$team' });
  const shown = team.formats.find((played) => played.format === search.format) ?? team.formats[0]!;
  const label = FORMAT_LABELS[shown.format];
  return (
    <>
      {team.formats.length > 1 && <FormatToggles formats={team.formats.map((played) => ({ format: played.format, count: played.count }))} shown={shown.format} pagedByFormat />}
      <Card title={`${label} team`}>
        <dl className={styles.figures}>
          <div>
            <dt>Best</dt>
            <dd>
              <Link to="/details/$id" params={{ id: String(shown.best.roundId) }}>
                {formatTime(shown.best.time)}
              </Link>
            </dd>
          </div>
          <div>
            <dt>Together</dt>
            <dd data-testid="team-rounds">
              {shown.count} {shown.count === 1 ? 'round' : 'rounds'}
            </dd>
          </div>
          <div>
            <dt>Sittings</dt>
            <dd>{shown.sittings.length}</dd>
          </div>
        </dl>
        <TeamMembers members={shown.members} label={`The team, as in its best ${label} round`} />
        <h3 className={styles.subheading}>Best over time</h3>
        <TeamProgression key={shown.format} format={shown.format} progression={shown.progression} />
      </Card>
      <Card title={`${label} wave bests`}>
        <WaveRecords records={{ format: shown.format, waves: shown.waves, sumOfBest: shown.sumOfBest }} against={{ label: 'Team best', time: shown.best.time }} whose="by this team's scroller" />
      </Card>
      <BottleneckCard query={{ format: shown.format, of: { team: team.key } }} whose="this team's" />
      <PlanCard format={shown.format} of={{ team: team.key }} whose="this team" />
      <ActivityCard of={{ team: team.key }} search={shown.members[0]!.name} />
      <div className={styles.columns}>
        <PlayerRounds title="Rounds together" label="Rounds of this team" rows={shown.rounds.rows} total={shown.rounds.total} page={page} />
        <Card title="Sittings">
          <Sittings caption={`${label} sittings, newest first: rounds no more than 30 minutes apart`} sittings={shown.sittings} />
        </Card>
      </div>
    </>
  );
}
