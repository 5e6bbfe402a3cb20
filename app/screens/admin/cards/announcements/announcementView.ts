import type { AnnouncementReason, AnnouncementState } from '../../../../../domain/announcements';

export const REASON_LABELS: Record<AnnouncementReason, string> = {
  world_record: 'World record',
  ties_world_record: 'Ties the world record',
  top_three: 'Top 3',
  personal_best: 'Personal best',
};

export const STATE_LABELS: Record<AnnouncementState, string> = {
  sent: 'Sent',
  pending: 'Pending',
  sending: 'Sending',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A mark beside each state's name, so the badges differ by more than their colour. */
export const STATE_MARKS: Record<AnnouncementState, string> = {
  sent: '✓',
  pending: '…',
  sending: '↻',
  failed: '✕',
  cancelled: '○',
};

export function triesLabel(attempts: number): string {
  return `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
}
