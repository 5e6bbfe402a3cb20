import type { Region } from '../../domain/constants';
import { REGION_LABELS } from '../../domain/account';

// Emoji flags need no image files; Other has no country, so it shows a globe.
const FLAGS: Record<Region, string> = { NA: '🇺🇸', EU: '🇪🇺', OTHER: '🌐' };

export function RegionFlag({ region }: { region: Region | null }) {
  const known = region ?? 'OTHER';
  return (
    <span role="img" aria-label={REGION_LABELS[known]}>
      {FLAGS[known]}
    </span>
  );
}
