import type { ReactElement } from 'react';
import type { Region } from '../../domain/constants';
import { REGION_LABELS } from '../../domain/account';

// Drawn, not emoji: Windows has no flag emoji (it shows the letters 'US'), and systems without an
// emoji font show empty boxes. Other has no country, so it shows a globe.
const STAR_ANGLES = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6);

/**
 * A coordinate to a thousandth of a unit: the prerendered page (app/prerender) and the browser must
 * write the same attribute, and trigonometry's last digits differ between builds.
 */
function coordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const FLAGS: Record<Region, ReactElement> = {
  NA: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  EU: (
    <>
      <rect width="30" height="20" fill="#039" />
      {STAR_ANGLES.map((angle) => (
        <circle key={angle} cx={coordinate(15 + 6 * Math.sin(angle))} cy={coordinate(10 - 6 * Math.cos(angle))} r="1.1" fill="#fc0" />
      ))}
    </>
  ),
  OTHER: (
    <g fill="none" stroke="#cfe8ff" strokeWidth="1.2">
      <circle cx="15" cy="10" r="9" fill="#2f6fa3" />
      <ellipse cx="15" cy="10" rx="4" ry="9" />
      <path d="M6 10h18M7.5 5.5h15M7.5 14.5h15" />
    </g>
  ),
};

export function RegionFlag({ region }: { region: Region | null }) {
  const known = region ?? 'OTHER';
  return (
    <span role="img" aria-label={REGION_LABELS[known]} style={{ display: 'inline-flex', verticalAlign: '-0.15em' }}>
      <svg width="1.5em" height="1em" viewBox="0 0 30 20" aria-hidden="true" style={{ borderRadius: 2 }}>
        {FLAGS[known]}
      </svg>
    </span>
  );
}
