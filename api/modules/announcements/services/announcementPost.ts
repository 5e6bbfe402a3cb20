import { ANNOUNCED_PLACES, type AnnouncementReason } from '../../../../domain/announcements';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatTime, parseUtcTimestamp } from '../../../../domain/time';
import { pictureAddress } from '../../../unfurl/pictureSubject';
import type { RoundToAnnounce } from './readRoundToAnnounce';

/** What is posted to the webhook: one embed, and no mentions whatever a name holds. */
export interface AnnouncementPost {
  embeds: Array<{
    title: string;
    description: string;
    url: string;
    color: number;
    fields: Array<{ name: string; value: string; inline?: boolean }>;
    timestamp?: string;
    /** The round's own picture, as a link to its page unfurls. */
    image: { url: string };
    footer: { text: string };
  }>;
  allowed_mentions: { parse: [] };
}

const COLORS: Record<AnnouncementReason, number> = {
  world_record: 0xf1c40f,
  ties_world_record: 0xe67e22,
  top_three: 0x3498db,
  personal_best: 0x2ecc71,
};

/** Why a round is announced, the board's place first: a record that is also someone's best is one post. */
export function reasonOf(round: RoundToAnnounce): AnnouncementReason | null {
  return round.standing?.reason ?? (round.personalBests.length > 0 ? 'personal_best' : null);
}

/** Names go into markdown: their underscores and the like stay letters. */
function plain(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()-])/g, '\\$1');
}

const seconds = (difference: number) => `${difference.toFixed(1)} s`;

function titleOf(round: RoundToAnnounce, reason: AnnouncementReason): string {
  const format = FORMAT_LABELS[round.format];
  const time = formatTime(round.round_time);
  switch (reason) {
    case 'world_record':
      return `New ${format} world record: ${time}`;
    case 'ties_world_record':
      return `${format} in ${time} ties the world record`;
    case 'top_three':
      return `New #${round.standing!.place} ${format} time: ${time}`;
    case 'personal_best':
      return `${format} personal best: ${time}`;
  }
}

/** What it beat and by how much, where it stands against the record, and whose bests it holds. */
function descriptionOf(round: RoundToAnnounce): string {
  const lines: string[] = [];
  const standing = round.standing;
  if (standing?.reason === 'world_record') {
    lines.push(standing.record === null ? `The first ${FORMAT_LABELS[round.format]} round on BA Times.` : `Beats the previous record of ${formatTime(standing.record)} by ${seconds(standing.record - round.round_time)}.`);
  } else if (standing?.reason === 'ties_world_record') {
    lines.push(`Ties the world record of ${formatTime(standing.record)}.`);
  } else if (standing) {
    lines.push(`Enters the top ${ANNOUNCED_PLACES} at #${standing.place}, ${seconds(round.round_time - standing.record!)} behind the world record of ${formatTime(standing.record)}.`);
    if (standing.beaten !== null) lines.push(`Beats ${formatTime(standing.beaten)} by ${seconds(standing.beaten - round.round_time)}.`);
  }
  for (const best of round.personalBests) {
    lines.push(`Personal best for ${plain(best.character_name)} as ${best.role}: ${seconds(best.earlierBest - round.round_time)} faster than ${formatTime(best.earlierBest)}.`);
  }
  return lines.join('\n');
}

/** The post of a round worth announcing, linking its details page on the site at `siteUrl`. */
export function announcementPost(round: RoundToAnnounce, reason: AnnouncementReason, siteUrl: string): AnnouncementPost {
  const team = round.players.map((p) => `${p.role}: ${plain(p.character_name)}`).join('\n') || 'Not recorded';
  const date = round.round_date ? parseUtcTimestamp(round.round_date) : null;
  const fields = [
    { name: 'Format', value: FORMAT_LABELS[round.format], inline: true },
    { name: 'Time', value: formatTime(round.round_time), inline: true },
    // Discord shows a timestamp tag in each reader's own time zone and language.
    { name: 'Date', value: date ? `<t:${Math.floor(date.getTime() / 1000)}:D>` : 'Unknown', inline: true },
    { name: 'Team', value: team },
  ];
  return {
    embeds: [
      {
        title: titleOf(round, reason),
        description: descriptionOf(round),
        url: `${siteUrl}/details/${round.id}`,
        color: COLORS[reason],
        fields,
        ...(date ? { timestamp: date.toISOString() } : {}),
        image: { url: `${siteUrl}${pictureAddress({ kind: 'round', id: round.id })}` },
        footer: { text: 'BA Times' },
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
