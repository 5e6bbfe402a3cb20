import type { OperationNotes } from '../../http/openapi/notes';
import { ACCOUNT_NOTES } from '../accounts/docs';
import { ANNOUNCEMENT_NOTES } from '../announcements/docs';
import { ARENA_NOTES } from '../arena/docs';
import { AUTH_NOTES } from '../auth/docs';
import { COPY_NOTES } from '../copy/docs';
import { DISCORD_NOTES } from '../discord/docs';
import { FOLLOW_NOTES } from '../follows/docs';
import { PUSH_NOTES } from '../push/docs';
import { LIVE_NOTES } from '../live/docs';
import { PLAYER_NOTES } from '../players/docs';
import { REVIEW_NOTES } from '../reviews/docs';
import { ROUND_TIMES_NOTES } from '../roundTimes/docs';
import { ROUND_NOTES } from '../rounds/docs';
import { EVENT_NOTES } from '../sync/docs';
import { TOKEN_NOTES } from '../tokens/docs';
import { USER_NOTES } from '../users/docs';
import { API_DOCS_NOTES } from './docs';

/** Every route's note, as each module writes them beside its routes. */
export const OPERATION_NOTES: OperationNotes = {
  ...AUTH_NOTES,
  ...ROUND_NOTES,
  ...REVIEW_NOTES,
  ...COPY_NOTES,
  ...ROUND_TIMES_NOTES,
  ...ACCOUNT_NOTES,
  ...PLAYER_NOTES,
  ...USER_NOTES,
  ...FOLLOW_NOTES,
  ...PUSH_NOTES,
  ...TOKEN_NOTES,
  ...DISCORD_NOTES,
  ...EVENT_NOTES,
  ...ARENA_NOTES,
  ...ANNOUNCEMENT_NOTES,
  ...LIVE_NOTES,
  ...API_DOCS_NOTES,
};
