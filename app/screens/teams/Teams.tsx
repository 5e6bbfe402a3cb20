import type { ReactElement } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, FORMATS, PAGE_SIZE } from '../../../domain/constants';
import { formatTime } from '../../../domain/time';
import { useTeams } from '../../data/teams';
import { EVERY_FORMAT, FormatToggles } from '../../components/playerLinks/FormatToggles';
import { TeamLink } from '../../components/teams/TeamLink';
import { TeamMembers } from '../../components/teams/TeamMembers';
import { Card } from '../../ui/Card';
import { FiguresTable } from '../../ui/FiguresTable';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { RoundDate } from '../roundTimes/parts/RoundCells';
import styles from './Teams.module.css';

// A phone gives the team's names the width: the dates are on each team's page.
const COLUMNS = [{ title: 'Rank' }, { title: 'Team' }, { title: 'Best' }, { title: 'Rounds' }, { title: 'First played', className: styles.wideOnly }, { title: 'Last played', className: styles.wideOnly }];

/** Teams: per format, each set of characters once, by its best time, with how often and when it played. */
export function Teams(): ReactElement {
  const search = useSearch({ from: '/teams' });
  const format = search.format ?? FORMATS[0];
  const page = (search.page ?? 1) - 1;
  const answer = useTeams({ format, page });
  return (
    <Page title="Teams" titleId="teams-title" stack>
      <FormatToggles formats={EVERY_FORMAT} shown={format} pagedByFormat />
      <Card title={`${FORMAT_LABELS[format]} teams`}>
        <LoadState query={answer} what="teams" inset empty={{ text: `No ${FORMAT_LABELS[format]} rounds recorded yet.`, when: (teams) => teams.total === 0 }}>
          {(teams) => (
            <>
              <FiguresTable className={styles.cards} caption={`${FORMAT_LABELS[format]} teams by their best time`} columns={COLUMNS}>
                {teams.rows.map((team) => (
                  <tr key={team.key}>
                    {/* On a phone, where the column headers are hidden, each figure shows its label beside it. */}
                    <td className={`${styles.figure} ${styles.rank}`} data-label="Rank">
                      {team.rank}
                    </td>
                    <th scope="row" className={styles.team}>
                      <TeamMembers members={team.members} label={`Team ranked ${team.rank}`} />
                      <TeamLink teamKey={team.key} label={`Team page of ${team.members.map((member) => member.name).join(', ')}`}>
                        Team page
                      </TeamLink>
                    </th>
                    <td className={styles.figure} data-label="Best">
                      <Link to="/details/$id" params={{ id: String(team.best.roundId) }}>
                        {formatTime(team.best.time)}
                      </Link>
                    </td>
                    <td className={styles.figure} data-label="Rounds">
                      {team.rounds}
                    </td>
                    <td className={styles.wideOnly}>
                      <RoundDate date={team.firstPlayed} />
                    </td>
                    <td className={styles.wideOnly}>
                      <RoundDate date={team.lastPlayed} />
                    </td>
                  </tr>
                ))}
              </FiguresTable>
              <Pagination page={page} pageSize={PAGE_SIZE} total={teams.total} moves={{ inAddress: true }} />
            </>
          )}
        </LoadState>
      </Card>
    </Page>
  );
}
