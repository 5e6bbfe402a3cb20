import { Suspense, type ReactElement } from 'react';
import type { LeaderboardFormat } from '../../../../domain/constants';
import { lazyPart } from '../../../lazy/lazyPart';

// React Aria's popover and dialog code is not needed to show or use the board: the server's page
// holds the button, which hydrates (a press on it kept) once this code is in, after the rest.
const AverageToggletip = lazyPart(() => import('./AverageToggletip').then((m) => m.AverageToggletip));

/** The info button beside the time column's title, and the explanation it opens. */
export function AverageHelp({ format }: { format: LeaderboardFormat }): ReactElement {
  return (
    <Suspense fallback={null}>
      <AverageToggletip format={format} />
    </Suspense>
  );
}
