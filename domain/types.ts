import type { z } from 'zod';
import type {
  accountClaimListShape,
  accountClaimShape,
  altsShape,
  CLAIM_VIA,
  followShape,
  gameAccountShape,
  LINKED_VIA,
  linkedAccountShape,
  movedAccountShape,
  ownAccountShape,
  unlinkedAccountShape,
  userPageShape,
  userShape,
  userSummaryShape,
} from './shapes/account';
import type { apiKeyShape, KEY_TYPES, pluginTokenShape } from './shapes/apiKey';
import type { userRefShape } from './shapes/fields';
import type { formatStandingShape, leaderboardEntryShape, personalBestsShape, subTimeCountsShape } from './shapes/leaderboard';
import type { replayDataShape, replayEntityShape, roundDetailShape, roundPlayerShape, roundShape, waveEntryShape } from './shapes/round';

/* The shapes the API answers with and a device stores, each inferred from its schema in ./shapes. */

export type RoundPlayer = z.infer<typeof roundPlayerShape>;
export type WaveEntry = z.infer<typeof waveEntryShape>;
export type Round = z.infer<typeof roundShape>;

/** A round without its rank, which moves whenever a faster round lands: as a store of rounds holds it. */
export type UnrankedRound = Omit<Round, 'rank'>;

export type ReplayEntity = z.infer<typeof replayEntityShape>;
export type ReplayData = z.infer<typeof replayDataShape>;
export type RoundDetail = z.infer<typeof roundDetailShape>;

export type GameAccount = z.infer<typeof gameAccountShape>;
export type LinkedAccount = z.infer<typeof linkedAccountShape>;
export type MovedAccount = z.infer<typeof movedAccountShape>;
export type UnlinkedAccount = z.infer<typeof unlinkedAccountShape>;
export type LinkedVia = (typeof LINKED_VIA)[number];
export type OwnAccount = z.infer<typeof ownAccountShape>;
export type User = z.infer<typeof userShape>;
export type UserSummary = z.infer<typeof userSummaryShape>;
export type UserPage = z.infer<typeof userPageShape>;

export type SubTimeCounts = z.infer<typeof subTimeCountsShape>;
export type FormatStanding = z.infer<typeof formatStandingShape>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntryShape>;
export type PersonalBests = z.infer<typeof personalBestsShape>;

export type AltsMap = z.infer<typeof altsShape>;
export type Follow = z.infer<typeof followShape>;

export type UserRef = z.infer<typeof userRefShape>;
export type ClaimVia = (typeof CLAIM_VIA)[number];
export type AccountClaim = z.infer<typeof accountClaimShape>;
export type AccountClaimList = z.infer<typeof accountClaimListShape>;

export type KeyType = (typeof KEY_TYPES)[number];
export type ApiKey = z.infer<typeof apiKeyShape>;
export type PluginToken = z.infer<typeof pluginTokenShape>;
