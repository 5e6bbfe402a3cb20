import type { ReactElement } from 'react';
import type { TeamMember } from '../../../domain/teams/types';
import { RoleChip } from '../../ui/Chip';
import { PlayerLink } from '../playerLinks/PlayerLink';
import styles from './TeamMembers.module.css';

/** A team's characters, each to their page, with the role they played in the round shown. */
export function TeamMembers({ members, label }: { members: readonly TeamMember[]; label: string }): ReactElement {
  return (
    <ul className={styles.members} aria-label={label}>
      {members.map((member) => (
        <li key={member.name}>
          <RoleChip role={member.role} /> <PlayerLink name={member.name} />
        </li>
      ))}
    </ul>
  );
}
