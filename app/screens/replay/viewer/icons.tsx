import type { ReactElement } from 'react';

/** Media-player glyphs; the buttons carry the names, so these are hidden from assistive technology. */
const PATHS = {
  start: 'M6 5h2v14H6zM20 5v14L9.5 12z',
  back: 'M11 5v14L2.5 12zM21 5v14l-8.5-7z',
  play: 'M7 4.5v15L19.5 12z',
  pause: 'M6 5h4.5v14H6zM13.5 5H18v14h-4.5z',
  forward: 'M3 5v14l8.5-7zM13 5v14l8.5-7z',
  end: 'M4 5v14l10.5-7zM16 5h2v14h-2z',
} as const;

export type ControlIcon = keyof typeof PATHS;

export function Icon({ name }: { name: ControlIcon }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
