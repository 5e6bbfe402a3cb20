import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { validate } from '../../http/validation';
import { interactionSchema } from './interaction';
import { handleInteraction } from './services/handleInteraction';
import { replayGuard } from './services/replayGuard';
import { discordPublicKey, signedByDiscord } from './signature';

const BODY_LIMIT = 64 * 1024;

/** Discord's HTTP interactions endpoint for the slash commands: /link, /main, /pb and /round. */
export function discordRoutes({ db, config, unfurl }: AppDeps): Router {
  const router = new Router();
  const signed = signedByDiscord(discordPublicKey(config.discord.publicKey), BODY_LIMIT);
  const interaction = validate({ body: interactionSchema });
  const refuseReplay = replayGuard(db);

  // Answered in Discord's own reply format, not in the API's envelope.
  router.post('/discord/interactions', signed, interaction, async (ctx) => {
    const { body } = interaction.input(ctx);
    await refuseReplay(body.id);
    ctx.body = await handleInteraction(db, unfurl, body);
  });

  return router;
}
