import { useState, type ReactElement } from 'react';
import { Card } from '../../../../ui/Card';
import { RoundsList } from '../../../roundTimes/parts/RoundsList';
import { DEFAULT_ROUNDS_VIEW, type RoundsView } from '../../../roundTimes/parts/view';

/** Opened, so each flagged run shows why it was flagged. */
const SUSPICIOUS_VIEW: RoundsView = { ...DEFAULT_ROUNDS_VIEW, expandAll: true };

/**
 * Recent runs SPEC §5's rules flag, worked out by the data worker from the synced rounds, with the
 * same delete action as Round Times. The 48-hour window is measured from when the panel opened.
 */
export function SuspiciousRunsCard(): ReactElement {
  const [view, setView] = useState(SUSPICIOUS_VIEW);
  const [openedAt] = useState(() => Date.now());
  return (
    <Card title="Potentially Suspicious Runs">
      <RoundsList label="Potentially suspicious runs" view={view} onViewChange={(patch) => setView((held) => ({ ...held, ...patch }))} suspiciousAt={openedAt} />
    </Card>
  );
}
