/** What the Following feed can show alone: world records, new PBs, rounds with a regular team. Light, for the app's start. */
export const FEED_KINDS = ['record', 'pb', 'team'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
