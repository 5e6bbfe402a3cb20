import type { AnnouncementConfig } from '../../api/config';
import type { Db } from '../../api/db/connection';
import { createReportWriter } from '../../api/modules/rounds/services/createReportWriter';
import type { ReportOutcome } from '../../api/modules/rounds/services/writeReports';
import type { RoundSubmission } from '../../domain/schemas';
import type { AnnouncementEntry, AnnouncementLog } from '../../domain/announcements';
import type { User } from '../../domain/types';
import { pluginHeaders, pluginReport } from '../fixtures/plugin';
import type { HttpClient, Reply } from './server';

/** For writes made straight through the services: no outbox rows, as on a site without a webhook. */
export const ANNOUNCEMENTS_OFF: AnnouncementConfig = { webhookUrl: null, settleMs: 0 };

/** The uploads' report writer, each report sent as it is with a plugin token, as the plugin sends them. */
export function pluginReportWriter(db: Db): (report: RoundSubmission) => Promise<ReportOutcome> {
  const write = createReportWriter(db, ANNOUNCEMENTS_OFF);
  return (report) => write(report, report, { keyId: 0, keyType: 'public' });
}

/** Fails with the call and the server's whole answer, so a setup step that went wrong says why rather than leaving an undefined for a later assertion. */
function expectStatus(reply: Reply, status: number, call: string): void {
  if (reply.status !== status) throw new Error(`${call} answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body)}`);
}

/** Submits a round as the admin form does and answers its id; anything but 201 fails. */
export async function submitRound(client: HttpClient, adminToken: string, body: unknown): Promise<number> {
  const reply = await client.request('POST', '/api/v1/rounds/', { token: adminToken, body });
  expectStatus(reply, 201, 'POST /api/v1/rounds/');
  return reply.body.data.id as number;
}

/** A public token got as the RuneLite plugin gets one: a signed request naming the character. */
export async function pluginToken(client: HttpClient, character: string): Promise<string> {
  const reply = await client.request('POST', '/api/v1/tokens/public/', { headers: pluginHeaders(), body: { description: character } });
  expectStatus(reply, 200, 'POST /api/v1/tokens/public/');
  return reply.body.data.token as string;
}

/** Who holds the session `token`, as GET /auth/me answers. */
export async function signedInUser(client: HttpClient, token: string): Promise<User> {
  const reply = await client.request('GET', '/api/v1/auth/me', { token });
  expectStatus(reply, 200, 'GET /api/v1/auth/me');
  return reply.body.data as User;
}

/** The signed-in user's own record, as GET /users answers it. */
export async function ownUser(client: HttpClient, token: string): Promise<User> {
  const reply = await client.request('GET', '/api/v1/users', { token });
  expectStatus(reply, 200, 'GET /api/v1/users');
  return reply.body.data.data as User;
}

/** Links a character to a user as an admin does and answers the new account's id; anything but 201 (a new link) fails. */
export async function linkAccount(client: HttpClient, adminToken: string, userId: number, characterName: string): Promise<number> {
  const reply = await client.request('POST', '/api/v1/accounts/', { token: adminToken, body: { user_id: userId, character_name: characterName } });
  expectStatus(reply, 201, 'POST /api/v1/accounts/');
  return reply.body.data.data.id as number;
}

/** A round's entry in the announcement outbox, as the Admin Panel reads it; undefined when it has none. */
export async function announcementOf(client: HttpClient, adminToken: string, roundId: number): Promise<AnnouncementEntry | undefined> {
  const reply = await client.request('GET', '/api/v1/announcements', { token: adminToken });
  expectStatus(reply, 200, 'GET /api/v1/announcements');
  return (reply.body.data as AnnouncementLog).data.find((entry) => entry.round_id === roundId);
}

/** The moment an API timestamp names, in milliseconds since the epoch: the API sends UTC without a zone. */
export function epochOf(timestamp: string): number {
  return Date.parse(`${timestamp.slice(0, 23)}Z`);
}

/** An API key an admin makes: its reports are confirmed at once, as the admins' own. */
export async function adminApiKey(client: HttpClient, adminToken: string): Promise<string> {
  const reply = await client.request('POST', '/api/v1/tokens/', { token: adminToken, body: { description: 'admin uploads' } });
  expectStatus(reply, 201, 'POST /api/v1/tokens/');
  return reply.body.data.data.token as string;
}

/**
 * Registered users for these characters, as players who set their UUID key in the plugin: each
 * character's report, with its own key on its own entry, identifies its user (and, first come,
 * links the character to them). Gives the players as one of them reports them.
 */
export async function identifiedTeam<P extends { character_name: string }>(client: HttpClient, players: readonly P[]): Promise<(submitter: string) => (P & { uuid_key?: string })[]> {
  const keys = new Map<string, string>();
  for (const player of players) {
    const token = await client.signIn(`user of ${player.character_name}`.slice(0, 64));
    keys.set(player.character_name, (await signedInUser(client, token)).uuid_key);
  }
  return (submitter) => players.map((p) => (p.character_name === submitter ? { ...p, uuid_key: keys.get(p.character_name)! } : { ...p }));
}

let heldTeams = 0;

/** A round held for review: a plugin token's report, by a team of its own, faster than any round can be beaten. */
export async function heldRound(client: HttpClient): Promise<number> {
  const tag = `Held ${++heldTeams}`;
  const players = pluginReport().players.map((p, i) => ({ ...p, character_name: `${tag} ${i}` }));
  const token = await pluginToken(client, players[0]!.character_name);
  return submitRound(client, token, pluginReport({ players, submitted_by: players[0]!.character_name, round_time: 300, wave_data: [] }));
}
