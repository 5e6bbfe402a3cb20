import { characterNameSchema } from '../../../../domain/schemas';
import type { Db } from '../../../db/connection';
import { isUniqueViolation } from '../../../db/errors';
import type { AccountRow, UserRow } from '../../../db/rows';
import { writeTransaction } from '../../../db/transaction';
import { ApiError, badRequest } from '../../../http/errors';
import { linkOrClaim } from '../../accounts/services/linkOrClaim';
import { createUser } from '../../users/services/createUser';
import { findUser } from '../../users/services/findUser';
import { setMainAccount } from '../../users/services/setMainAccount';
import type { Unfurl } from '../../../unfurl/unfurl';
import { CHARACTER_NAME_OPTION, ROUND_ID_OPTION, type CommandName } from '../commands';
import { embedReply, ephemeralReply, InteractionType, pong, type CommandInteraction, type DiscordUser, type Interaction, type InteractionResponse } from '../interaction';

const INVALID_NAME = 'That is not a valid character name. Names are 1 to 12 characters: letters, digits, spaces, hyphens and underscores.';

/** Bold, with the one markdown character a valid name can hold escaped. */
const bold = (name: string) => `**${name.replace(/_/g, '\\_')}**`;

async function userOf(db: Db, discordUser: DiscordUser): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ discord_id: discordUser.id }).first();
}

async function findOrCreateUser(db: Db, discordUser: DiscordUser): Promise<UserRow> {
  const existing = await userOf(db, discordUser);
  if (existing) return existing;
  return createUser(db, { discord_id: discordUser.id, discord_username: discordUser.username }).catch(async (err: unknown) => {
    // The same player's two commands at once: the other one created the user.
    if (err instanceof ApiError && err.code === 'user_exists') return (await userOf(db, discordUser))!;
    throw err;
  });
}

const claimedReply = (name: string) => `${bold(name)} is linked to another user; an admin has been told of your claim.`;

/**
 * Links a character nobody holds; one another user holds stays theirs and the try is kept as a claim
 * for the admins, which needs the claimant to be a user: a first command makes them one either way.
 */
async function link(db: Db, discordUser: DiscordUser, name: string): Promise<string> {
  const user = await findOrCreateUser(db, discordUser);
  const attempt = () =>
    writeTransaction(db, async (trx) => {
      const outcome = await linkOrClaim(trx, user.id, name, 'discord');
      const account = (await trx<AccountRow>('accounts').where({ name_key: name.toLowerCase() }).first())!;
      return { outcome, account };
    });
  // Two links of one name at once: the loser tries again and sees the winner's row.
  const { outcome, account } = await attempt().catch((err: unknown) => {
    if (isUniqueViolation(err)) return attempt();
    throw err;
  });
  if (outcome === 'claimed') return claimedReply(account.character_name);
  if (outcome === 'already') return `${bold(account.character_name)} is already linked to your account.`;
  const becameMain = (await findUser(db, user.id))?.main_account_id === account.id;
  return `Linked ${bold(account.character_name)} to your account.${becameMain ? ' It is now your main account.' : ''}`;
}

async function setMain(db: Db, discordUser: DiscordUser, name: string): Promise<string> {
  const user = await userOf(db, discordUser);
  const account = user && (await db<AccountRow>('accounts').where({ user_id: user.id, name_key: name.toLowerCase() }).first());
  if (!user || !account) return `${bold(name)} is not linked to your account. Link it first with \`/link ${name}\`.`;
  await setMainAccount(db, user.id, account.id);
  return `${bold(account.character_name)} is now your main account.`;
}

/** The site's accent colour, down the side of a link's card. */
const EMBED_COLOR = 0xd4ae3a;

/** A page of the site as a card with its picture, the same a link to it unfurls as; null where it has nothing to show. */
async function pageCard(unfurl: Unfurl, path: string): Promise<InteractionResponse | null> {
  const link = await unfurl.linkOf(path);
  if (!link) return null;
  return embedReply({ title: link.summary.title, description: link.summary.description, url: link.url, color: EMBED_COLOR, image: { url: link.image }, footer: { text: 'BA Times' } });
}

type Command = (context: { db: Db; unfurl: Unfurl; invoker: DiscordUser; interaction: CommandInteraction }) => Promise<InteractionResponse>;

const optionOf = (interaction: CommandInteraction, name: string) => interaction.data.options.find((o) => o.name === name)?.value;

/** The commands that take a character's name, the name checked once for them all. */
function withName(run: (db: Db, invoker: DiscordUser, name: string, unfurl: Unfurl) => Promise<InteractionResponse>): Command {
  return async ({ db, unfurl, invoker, interaction }) => {
    const name = characterNameSchema.safeParse(optionOf(interaction, CHARACTER_NAME_OPTION));
    return name.success ? run(db, invoker, name.data, unfurl) : ephemeralReply(INVALID_NAME);
  };
}

const commands: Record<CommandName, Command> = {
  link: withName(async (db, invoker, name) => ephemeralReply(await link(db, invoker, name))),
  main: withName(async (db, invoker, name) => ephemeralReply(await setMain(db, invoker, name))),
  pb: withName(async (_db, _invoker, name, unfurl) => (await pageCard(unfurl, `/player/${encodeURIComponent(name)}`)) ?? ephemeralReply(`No round on BA Times names ${bold(name)}.`)),
  round: async ({ unfurl, interaction }) => {
    const id = optionOf(interaction, ROUND_ID_OPTION);
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return ephemeralReply('A round is named by its id, a whole number above 0, as in its address on the site.');
    return (await pageCard(unfurl, `/details/${id}`)) ?? ephemeralReply(`No counted round on BA Times has the id ${id}.`);
  },
};

function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}

export async function handleInteraction(db: Db, unfurl: Unfurl, interaction: Interaction): Promise<InteractionResponse> {
  if (interaction.type === InteractionType.Ping) return pong();
  const invoker = interaction.member?.user ?? interaction.user;
  if (!invoker) throw badRequest('An application command must name the Discord user who ran it.', 'invalid_input');
  const command = interaction.data.name;
  if (!isCommandName(command)) return ephemeralReply('Unknown command.');
  return commands[command]({ db, unfurl, invoker, interaction });
}
