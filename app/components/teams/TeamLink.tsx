import type { ReactElement, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/** A team's page: its address is its characters' sorted names (domain/teams/teamKey). */
export function TeamLink({ teamKey, children, label }: { teamKey: string; children: ReactNode; label?: string }): ReactElement {
  return (
    <Link to="/team/$team" params={{ team: teamKey }} aria-label={label}>
      {children}
    </Link>
  );
}
