import { z } from 'zod';

/** Discord's interaction and response type numbers. */
export const InteractionType = { Ping: 1, ApplicationCommand: 2 } as const;
const ResponseType = { Pong: 1, ChannelMessage: 4 } as const;
const EPHEMERAL = 64;

const snowflake = z.string().regex(/^\d{1,20}$/, 'must be a Discord ID');

const discordUserSchema = z.object({
  id: snowflake,
  username: z.string().min(1).max(32),
});
export type DiscordUser = z.infer<typeof discordUserSchema>;

const optionSchema = z.object({ name: z.string(), value: z.unknown() });

/**
 * The interactions we answer; any other type is refused. Guild commands carry member.user, DMs user.
 * Every one carries its own id, which is what tells a replay apart.
 */
export const interactionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ id: snowflake, type: z.literal(InteractionType.Ping) }),
    z.object({
      id: snowflake,
      type: z.literal(InteractionType.ApplicationCommand),
      data: z.object({ name: z.string(), options: z.array(optionSchema).max(25).default([]) }),
      member: z.object({ user: discordUserSchema }).optional(),
      user: discordUserSchema.optional(),
    }),
  ],
  { error: 'is not an interaction type this endpoint answers' },
);
export type Interaction = z.infer<typeof interactionSchema>;
export type CommandInteraction = Extract<Interaction, { type: typeof InteractionType.ApplicationCommand }>;

/** A link's card in a reply: the page's title and summary, its address and its picture. */
export interface Embed {
  title: string;
  description: string;
  url: string;
  color: number;
  image: { url: string };
  footer: { text: string };
}

export type InteractionResponse =
  | { type: typeof ResponseType.Pong }
  | { type: typeof ResponseType.ChannelMessage; data: { content: string; flags: number; allowed_mentions: { parse: never[] } } }
  | { type: typeof ResponseType.ChannelMessage; data: { embeds: Embed[]; allowed_mentions: { parse: never[] } } };

export const pong = (): InteractionResponse => ({ type: ResponseType.Pong });

/** Seen only by the player who ran the command, and never pings anyone named in it. */
export const ephemeralReply = (content: string): InteractionResponse => ({
  type: ResponseType.ChannelMessage,
  data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } },
});

/** Seen by the whole channel: a round or a player's bests, shown off where the command was run. */
export const embedReply = (embed: Embed): InteractionResponse => ({
  type: ResponseType.ChannelMessage,
  data: { embeds: [embed], allowed_mentions: { parse: [] } },
});
