import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest } from '../../http/errors';
import { parse } from '../../http/validation';
import { interactionSchema } from './interaction';
import { readRawBody } from './rawBody';
import { handleInteraction } from './service';
import { discordPublicKey, isSignedByDiscord } from './signature';

const BODY_LIMIT = 64 * 1024;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.', 'invalid_json');
  }
}

/** Discord's HTTP interactions endpoint for the /link and /main slash commands. */
export function discordRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const publicKey = discordPublicKey(config.discord.publicKey);

  router.post('/discord/interactions', async (ctx) => {
    const body = await readRawBody(ctx, BODY_LIMIT);
    if (!isSignedByDiscord(publicKey, ctx.get('X-Signature-Ed25519'), ctx.get('X-Signature-Timestamp'), body)) {
      // Discord requires a 401 here and checks for it with deliberately bad signatures.
      throw new ApiError(401, 'invalid_signature', 'The request signature is missing or invalid.');
    }
    ctx.body = await handleInteraction(db, parse(interactionSchema, parseJson(body)));
  });

  return router;
}
