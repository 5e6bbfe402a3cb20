import { parseUtcTimestamp } from '../../../../domain/time';
import type { LinkedVia, OwnAccount } from '../../../../domain/types';

const HOW: Record<LinkedVia, string> = {
  plugin: 'linked by the plugin',
  discord: 'linked through Discord',
  admin: 'linked by an admin',
  user: 'linked by you',
};

// Day, short month, year ('3 Nov 2026') in the viewer's own time zone.
const linkDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** How and when a character came to its user; null for links made before that was kept. */
export function linkedHow(account: OwnAccount): string | null {
  if (!account.linked_via || !account.created_at) return null;
  return `${HOW[account.linked_via]} on ${linkDate.format(parseUtcTimestamp(account.created_at))}`;
}
