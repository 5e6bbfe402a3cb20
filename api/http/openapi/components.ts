import { z } from 'zod';
import { arenaCollisionSchema } from '../../../domain/arena';
import { accountClaimShape, gameAccountShape, ownAccountShape, userPageShape, userShape, userSummaryShape } from '../../../domain/shapes/account';
import { announcementEntryShape } from '../../../domain/shapes/announcements';
import { apiKeyShape } from '../../../domain/shapes/apiKey';
import { leaderboardEntryShape } from '../../../domain/shapes/leaderboard';
import { liveRoundShape } from '../../../domain/shapes/live';
import { reviewReportShape, reviewRoundShape } from '../../../domain/shapes/review';
import { replayDataShape, roundDetailShape, roundPlayerShape, roundShape, waveEntryShape } from '../../../domain/shapes/round';
import { roundPageShape, roundRowShape } from '../../../domain/shapes/roundList';
import { copyManifestShape, roundBlockShape, roundChangesShape } from '../../../domain/shapes/sync';

/** The error envelope every refusal and failure is answered with (api/http/errors.ts). */
export const errorAnswer = z.object({
  status: z.literal('error'),
  error: z.string(),
  code: z.string(),
  request_id: z.string().optional(),
});

/** The names the document gives the domain's shapes, as its reusable components. */
export const COMPONENT_SHAPES: Readonly<Record<string, z.ZodType>> = {
  RoundPlayer: roundPlayerShape,
  WaveEntry: waveEntryShape,
  Round: roundShape,
  ReplayData: replayDataShape,
  RoundDetail: roundDetailShape,
  ReviewRound: reviewRoundShape,
  LiveRound: liveRoundShape,
  ReviewReport: reviewReportShape,
  RoundChanges: roundChangesShape,
  RoundRow: roundRowShape,
  RoundPage: roundPageShape,
  CopyManifest: copyManifestShape,
  RoundBlock: roundBlockShape,
  GameAccount: gameAccountShape,
  OwnAccount: ownAccountShape,
  AccountClaim: accountClaimShape,
  User: userShape,
  UserSummary: userSummaryShape,
  UserPage: userPageShape,
  LeaderboardEntry: leaderboardEntryShape,
  ApiKey: apiKeyShape,
  AnnouncementEntry: announcementEntryShape,
  ArenaCollision: arenaCollisionSchema,
  ErrorAnswer: errorAnswer,
};
