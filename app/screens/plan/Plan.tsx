import type { ReactElement } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, FORMATS, type Format } from '../../../domain/constants';
import type { RoundScope } from '../../../domain/scopeRounds';
import { teamKeyOfParam } from '../../../domain/teams/teamKey';
import { PlanCard } from '../../components/plan/PlanCard';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/Page';
import { AppSelect } from '../../ui/Select';
import text from '../../ui/text.module.css';
import styles from './Plan.module.css';

const DEFAULT_FORMAT: Format = 'five_man';
const FORMAT_OPTIONS = FORMATS.map((id) => ({ id, label: FORMAT_LABELS[id] }));

interface Whose {
  of: RoundScope;
  /** As the card's empty line names them. */
  whose: string;
  /** "for Alice", "for the team", linking to the player's or the team's page. */
  link: ReactElement;
}

/** The player or the team the address names (the player when it names both); null when it names neither. */
function whoseOf(player: string | undefined, team: string | undefined): Whose | null {
  const name = player?.trim();
  if (name) {
    return {
      of: { player: name, role: null },
      whose: name,
      link: (
        <Link to="/player/$name" params={{ name }}>
          {name}
        </Link>
      ),
    };
  }
  const key = team === undefined ? '' : teamKeyOfParam(team);
  if (key === '') return null;
  return {
    of: { team: key },
    whose: 'this team',
    link: (
      <Link to="/team/$team" params={{ team: key }}>
        the team
      </Link>
    ),
  };
}

/** /plan: a shared split plan, for the player or the team its address names, at its target. */
export function Plan(): ReactElement {
  const search = useSearch({ from: '/plan' });
  const navigate = useNavigate({ from: '/plan' });
  const format = search.format ?? DEFAULT_FORMAT;
  const found = whoseOf(search.player, search.team);
  return (
    <Page title="Split planner" titleId="plan-title" stack aside={found && <p className={`${text.muted} ${styles.whose}`}>for {found.link}</p>}>
      {found ? (
        <>
          <div className={styles.controls}>
            <AppSelect
              label="Format"
              options={FORMAT_OPTIONS}
              value={format}
              onChange={(picked) => void navigate({ search: (held) => ({ ...held, format: picked }), replace: true, resetScroll: false })}
            />
          </div>
          <PlanCard
            format={format}
            of={found.of}
            whose={found.whose}
            initialTarget={search.target}
            onTargetChange={(target) => void navigate({ search: (held) => ({ ...held, target }), replace: true, resetScroll: false })}
          />
        </>
      ) : (
        <Card title="Whose splits?">
          <p className={styles.explain}>
            A split plan is worked from one player&apos;s or one team&apos;s own rounds: the split each wave must take to finish at a target time. Open a team from the{' '}
            <Link to="/teams">Teams list</Link> or a player from the <Link to="/leaderboard">Leaderboard</Link>, and plan from their page.
          </p>
        </Card>
      )}
    </Page>
  );
}
