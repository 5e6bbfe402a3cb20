import type { CSSProperties, ReactNode } from 'react';
import { ROLE_COLORS } from '../../domain/roles';
import type { Role } from '../../domain/constants';
import styles from './ui.module.css';

const TONES = {
  gold: { background: '#d4af37', color: '#241a00' },
  silver: { background: '#b8bec6', color: '#1b1f24' },
  bronze: { background: '#c07a3a', color: '#1f1206' },
  accent: { background: 'var(--accent)', color: 'var(--on-accent)' },
  flame: { background: 'linear-gradient(90deg, #d9480f, #f59f00)', color: '#fff' },
  muted: { background: 'var(--surface-2)', color: 'var(--text)' },
} satisfies Record<string, CSSProperties>;

export type ChipTone = keyof typeof TONES;

export function Chip(props: { tone: ChipTone; children: ReactNode; title?: string }) {
  return (
    <span className={styles.chip} style={TONES[props.tone]} title={props.title}>
      {props.children}
    </span>
  );
}

/** A role in its SPEC colour: attackers red, Collector amber, Healer green, Defender blue. */
export function RoleChip({ role }: { role: Role }) {
  return (
    <span className={styles.chip} style={{ background: ROLE_COLORS[role].hex, color: '#fff' }} data-role-color={ROLE_COLORS[role].name}>
      {role}
    </span>
  );
}
