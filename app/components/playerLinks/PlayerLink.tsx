import type { ReactNode } from 'react';
import { createLink } from '@tanstack/react-router';
import { Link as AriaLink } from 'react-aria-components';
import styles from './PlayerLink.module.css';

// React Aria's link under the router: it navigates in the app and can be a tooltip's trigger itself.
const RouterLink = createLink(AriaLink);

/** A player's name that opens their page: the URL carries the name as shown. */
export function PlayerLink({ name, children, className }: { name: string; children?: ReactNode; className?: string }) {
  return (
    <RouterLink to="/player/$name" params={{ name }} className={className ? `${styles.link} ${className}` : styles.link}>
      {children ?? name}
    </RouterLink>
  );
}
