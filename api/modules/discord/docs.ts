import { z } from 'zod';
import { bare } from '../../http/openapi/answers';
import type { OperationNotes } from '../../http/openapi/notes';

/** Discord's own reply format: a pong to its ping, or a message only the command's user sees. */
const interactionReply = z.union([
  z.object({ type: z.literal(1) }),
  z.object({
    type: z.literal(4),
    data: z.object({ content: z.string(), flags: z.number().int(), allowed_mentions: z.object({ parse: z.array(z.never()) }) }),
  }),
]);

/** The API document's notes on the routes in ./routes.ts. */
export const DISCORD_NOTES: OperationNotes = {
  'POST /api/v1/discord/interactions': {
    summary: "Discord's slash commands",
    description: "Discord's HTTP interactions endpoint for /link and /main, answered in Discord's reply format, not in the envelope.",
    bodyExample: { id: '1300000000000000001', type: 1 },
    answer: bare(interactionReply, { type: 1 }, 'A pong to a ping, or a reply only the command\'s user sees.'),
    refusals: {
      400: 'The body is not JSON, not an interaction answered here, or a command that names no user.',
      401: 'The signature is missing or wrong (`invalid_signature`), its timestamp is too far from now (`stale_interaction`), or the interaction id was seen before (`replayed_interaction`).',
      413: 'The body is larger than 64 KB.',
    },
  },
};
