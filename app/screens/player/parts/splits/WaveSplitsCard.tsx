import type { ReactElement } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, ROLES_BY_FORMAT, type Format, type Role } from '../../../../../domain/constants';
import { usePlayerSplits } from '../../../../data/players';
import { Card } from '../../../../ui/Card';
import { LoadState } from '../../../../ui/LoadState';
import { AppSelect } from '../../../../ui/Select';
import text from '../../../../ui/text.module.css';
import { WaveSplitChart } from './WaveSplitChart';
import { WaveSplitsTable } from './WaveSplitsTable';
import styles from './splits.module.css';

const EVERY_ROLE = 'all';

/** The role the address asks for, when the format has it; null (every role) otherwise. */
export function roleIn(format: Format, asked: Role | undefined): Role | null {
  return asked !== undefined && ROLES_BY_FORMAT[format].includes(asked) ? asked : null;
}

/** Where the player loses time in a format: each wave's splits, the sum of best and what it would save. */
export function WaveSplitsCard({ name, format }: { name: string; format: Format }): ReactElement {
  const search = useSearch({ from: '/player/$name' });
  const navigate = useNavigate({ from: '/player/$name' });
  const role = roleIn(format, search.role);
  const answer = usePlayerSplits({ name, format, role });
  const options = [{ id: EVERY_ROLE, label: 'All roles' }, ...ROLES_BY_FORMAT[format].map((id) => ({ id, label: id }))];
  return (
    <Card title="Wave splits">
      <div className={styles.controls}>
        <AppSelect
          label="Role"
          options={options}
          value={role ?? EVERY_ROLE}
          onChange={(picked) =>
            void navigate({ search: (held) => ({ ...held, role: picked === EVERY_ROLE ? undefined : (picked as Role) }), replace: true, resetScroll: false })
          }
        />
        <p className={text.muted}>From the rounds the team&apos;s scroller submitted: only their splits are exact.</p>
      </div>
      <LoadState
        query={answer}
        what="wave splits"
        inset
        empty={{ text: `No ${FORMAT_LABELS[format]} round${role ? ` as ${role}` : ''} submitted by the scroller has wave times yet.`, when: (splits) => splits.waves.length === 0 }}
      >
        {(splits) => (
          <>
            <WaveSplitsTable format={format} splits={splits} />
            <WaveSplitChart key={`${format} ${role ?? EVERY_ROLE}`} format={format} series={splits.series} />
          </>
        )}
      </LoadState>
    </Card>
  );
}
