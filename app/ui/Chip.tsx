import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ROLE_COLORS } from '../../domain/roles';
import type { Role } from '../../domain/constants';
import styles from './ui.module.css';

const TONES = {
  gold: { background: '#d4af37', color: '#241a00' },
  silver: { background: '#b8bec6', color: '#1b1f24' },
  bronze: { background: '#c07a3a', color: '#1f1206' },
  accent: { background: 'var(--accent)', color: 'var(--on-accent)' },
  // Dark text: white on the amber end of the gradient would fall below 4.5:1.
  flame: { background: 'linear-gradient(90deg, #e8590c, #fab005)', color: '#1a0800' },
  muted: { background: 'var(--surface-2)', color: 'var(--text)' },
} satisfies Record<string, CSSProperties>;

export type ChipTone = keyof typeof TONES;

export function Chip(props: { tone: ChipTone; children: ReactNode; title?: string }) {
  return (
    <span className={styles.chip} style={TONES[props.tone]} title={props.title} data-tone={props.tone}>
      {props.children}
    </span>
  );
}

/** A chip for a filter or a choice in force, with the ✕ that clears it. */
export function ClearableChip(props: { children: ReactNode; clearLabel: string; onClear(): void }) {
  return (
    <Chip tone="accent">
      <span className={styles.chipText}>{props.children}</span>
      <Button className={styles.chipClear} aria-label={props.clearLabel} onPress={props.onClear}>
        <span aria-hidden="true">✕</span>
      </Button>
    </Chip>
  );
}

/**
 * The role hexes are tuned as text colours (4:1 on either theme); behind a chip's small white text they
 * go a shade darker so the label passes 4.5:1.
 */
function chipShade(hex: string): string {
  return `#${[1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.85).toString(16).padStart(2, '0')).join('')}`;
}

/** A role in its SPEC colour: attackers red, Collector amber, Healer green, Defender blue. */
export function RoleChip({ role }: { role: Role }) {
  return (
    <span className={styles.chip} style={{ background: chipShade(ROLE_COLORS[role].hex), color: '#fff' }} data-role-color={ROLE_COLORS[role].name}>
      {role}
    </span>
  );
}
