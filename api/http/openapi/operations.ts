import { z } from 'zod';
import { bare, ok, redirect, text, type Answer } from './answers';
import { exampleLiveRound, exampleReviewRound, exampleAnnouncement, exampleApiKey, exampleLeaderboardEntry, exampleRound, exampleUser, exampleUserSummary } from './examples';
import type { RefusalStatus } from './refusals';
import * as shape from './shapes';

/** What the routes' schemas and guards cannot say about an operation. */
export interface OperationNote {
  summary: string;
  description?: string;
  answer: Answer;
  /** Refusals beyond those its validation and guards imply, each with when it happens. */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** Query parameters read without a schema, each with what it holds. */
  query?: Readonly<Record<string, string>>;
  /** The body's media type when it is not JSON. */
  bodyType?: 'application/x-www-form-urlencoded';
  /** A body the route takes. */
  bodyExample?: unknown;
}

/** Most answers hold their data under a `data` key of their own, inside the envelope's (SPEC §7). */
const inData = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

const JSON_BODY = {
  413: 'The body is larger than 64 KB.',
  415: 'The body is not sent as application/json.',
} as const;

const userSummaryAnswer = ok(inData(shape.userSummary), { data: exampleUserSummary }, 'The user as changed.');
const ANOTHER_USER = { 403: "`user_id` names another user and the caller is not an admin.", 404: '`user_id` names no user.' } as const;

/**
 * One note per route, keyed 'METHOD path' as the router matches it. The API document fails to build,
 * and its test fails, when a route has no note or a note no route.
 */
export const OPERATION_NOTES: Readonly<Record<string, OperationNote>> = {
  'GET /api/v1/auth/discord/login': {
    summary: 'Where to send the browser to sign in',
    description:
      "Discord's authorize address when Discord sign-in is set up; otherwise, where the development sign-in is on, its page. Either leads back to `redirect_uri` with a one-time `code` in the fragment. `redirect_uri` must be on an origin the site's configuration names (`PUBLIC_URL`, `ALLOWED_ORIGINS`; loopback in development). `verifier` is for the browser that asked alone: keep it, and send it with the code to `POST /auth/session`.",
    answer: ok(
      z.object({ url: z.url(), verifier: z.string() }),
      {
        url: 'https://discord.com/oauth2/authorize?client_id=1234&response_type=code&scope=identify&redirect_uri=https%3A%2F%2Fba-times.example%2Fapi%2Fv1%2Fauth%2Fdiscord%2Fcallback&state=Zm9v&prompt=none',
        verifier: 'q3Vx8mQ0a1nF2cZkP7yR5tW9eH4jL6uB0sD3gA1iK8o',
      },
      'The address to open, and the verifier that binds the sign-in to this browser.',
    ),
    refusals: { 400: '`redirect_uri` is missing, not http(s), or not an address of this site (`redirect_not_allowed`).', 503: 'Neither Discord sign-in nor the development sign-in is on.' },
  },
  'GET /api/v1/auth/discord/callback': {
    summary: "Discord's return from sign-in",
    description: "Discord sends the browser here. Whatever goes wrong, the browser lands on the app's /login page with nothing created.",
    query: { code: "Discord's authorization code.", state: 'The state this server gave the sign-in.', error: 'Set by Discord when the player declined.' },
    answer: redirect("To the sign-in's `redirect_uri` with `#code=`, a one-time code; on any failure to the app's /login page."),
  },
  'GET /api/v1/auth/dev': {
    summary: 'The development sign-in page',
    description: 'A page to sign in as a listed user or a new one, where no Discord sign-in is set up; it says that it is for development. An unknown or expired `state` is sent to the app\'s /login page.',
    answer: text('text/html', '<!doctype html><html lang="en"><title>Development sign-in</title>…</html>', 'The page.'),
    refusals: { 400: '`state` is missing.', 503: 'The development sign-in is off.' },
  },
  'POST /api/v1/auth/dev': {
    summary: 'Sign in through the development sign-in',
    description: 'Signs in as the user with `discord_id`, or makes a user named `discord_username` (with `discord_id` if given).',
    bodyType: 'application/x-www-form-urlencoded',
    bodyExample: { state: 'Zm9vYmFyYmF6cXV4', discord_username: 'defender_dan' },
    answer: redirect("To the sign-in's `redirect_uri` with `#code=`, a one-time code; an unknown or expired `state` to the app's /login page."),
    refusals: { 400: 'A field is wrong, or neither a known `discord_id` nor a `discord_username` is given.', 413: 'The form is larger than 8 KB.', 503: 'The development sign-in is off.' },
  },
  'POST /api/v1/auth/session': {
    summary: 'Trade a sign-in code for a session',
    description:
      'The app sends the one-time `code` its sign-in returned with and the `verifier` it was given when it started that sign-in. A code works once, for two minutes, and only with its own verifier, so a sign-in finished in another browser does not sign anyone in.',
    bodyExample: { code: 'b0Jx3kq8L2mN5pR7sT9uV1wX4yZ6aC8dE0fG2hI4jK6', verifier: 'q3Vx8mQ0a1nF2cZkP7yR5tW9eH4jL6uB0sD3gA1iK8o' },
    answer: ok(z.object({ token: z.string() }), { token: 'pG4hJ6kL8mN0pQ2rS4tU6vW8xY0zA2bC4dE6fG8hI0j' }, 'The new session token; send it as `Authorization: Bearer`.', { status: 201 }),
    refusals: { 400: 'The code is unknown, used or expired (`sign_in_expired`), or the verifier is not the one its sign-in was started with (`sign_in_other_browser`).', ...JSON_BODY },
  },
  'GET /api/v1/auth/me': {
    summary: 'The signed-in user',
    answer: ok(shape.user, exampleUser, 'The caller, with their UUID key.'),
  },
  'POST /api/v1/auth/logout': {
    summary: 'Sign out',
    description: 'Ends the session the request is made with.',
    answer: ok(z.object({ signed_out: z.literal(true) }), { signed_out: true }, 'The session is over.'),
  },
  'GET /api/v1/rounds': {
    summary: 'Every round, or the changes after a cursor',
    description:
      'Without `since`: every round by id and the cursor to pull changes from afterwards, streamed. With `since`: the rounds changed and the ids deleted after that cursor, `limit` at a time (1000 by default); `has_more` asks for the next page.',
    answer: ok(
      z.union([shape.roundChanges, shape.fullRoundList]),
      { data: [exampleRound], deleted: [4190], cursor: 98231, has_more: false },
      'With `since`, a page of changes (as the example); without it, `{ data, cursor }`.',
    ),
  },
  'GET /api/v1/rounds/:id': {
    summary: 'One round, with its replay',
    answer: ok(inData(shape.roundDetail), { data: { ...exampleRound, replay_data: null } }, 'The round.'),
    refusals: { 404: 'No round has this id.' },
  },
  'POST /api/v1/rounds': {
    summary: 'Report or submit a round',
    description:
      "With an API key: a plugin's report, merged with teammates' reports of the same round into one; every report is kept as sent, and the round is derived from them (an identified report over an unidentified one, the scroller's over another's). A plugin token's round is dated when it arrived, or when it started (`round_started_at`) if that was within two hours; a `round_date` it sends is ignored. A plugin token's round that would set or tie a world record or enter the top 3 of its format is held for review: kept and answered 201, but counted nowhere until an admin or a second identified teammate confirms it. `round_time` must be 5 minutes to an hour. Signed in as an admin, or with an admin's API key: a round entered by hand, dated as sent, confirmed at once.",
    bodyExample: {
      format: 'five_man',
      round_time: 612.6,
      round_date: '2026-05-01T18:30:00.000Z',
      scroller: true,
      players: exampleRound.players,
      wave_data: [{ wave_number: 1, wave_time: 30 }],
    },
    answer: ok(z.object({ id: shape.round.shape.id }), { id: 4211 }, 'The round the report made or joined.', { status: 201 }),
    refusals: { 413: 'The body is larger than the largest real report, a replay of an hour-long round (13.75 MB).', 415: JSON_BODY[415] },
  },
  'DELETE /api/v1/rounds/:id': {
    summary: 'Delete a round',
    answer: ok(z.object({ id: shape.round.shape.id }), { id: 4211 }, 'The round deleted.'),
    refusals: { 404: 'No round has this id.' },
  },
  'POST /api/v1/run-sessions/checkpoints': {
    summary: "A live round's QS checkpoint",
    description:
      "The scroller's plugin sends one at the start of each wave 2 to 10: the first QS attempt with a good premove and at least 4 ticks. A live round is one team with one `round_started_at`; it is finished by the round's upload, and abandoned after 15 minutes without a checkpoint or upload. 201 the first time a (live round, wave) arrives, 200 for the same one again: nothing is stored twice.",
    bodyExample: {
      format: 'five_man',
      players: exampleRound.players.map(({ character_name, role }) => ({ character_name, role })),
      reporter: exampleRound.players[0]!.character_name,
      scroller: true,
      // A start the route accepts when the document is built: within the last two hours.
      round_started_at: new Date(Date.now() - 90_000).toISOString(),
      wave_number: 2,
      qs_time: 4,
      good_premove: true,
      x_qs_spawn: 12,
      y_qs_spawn: 30,
    },
    answer: ok(inData(z.object({ live_round_id: shape.liveRound.shape.id, wave_number: z.number().int() })), { data: { live_round_id: 311, wave_number: 2 } }, 'The live round the checkpoint is of.', { status: [200, 201] }),
    refusals: JSON_BODY,
  },
  'GET /api/v1/live': {
    summary: 'Rounds being played now',
    description: 'Live rounds, newest start first, each with its checkpoints; a round finished within the last minute stays, with its round id and time. Each checkpoint and each finish moves the change stream (GET /api/v1/events).',
    answer: ok(inData(z.array(shape.liveRound)), { data: [exampleLiveRound] }, 'The live rounds.'),
  },
  'GET /api/v1/rounds/:id/checkpoints': {
    summary: "A round's live checkpoints",
    description: "Each wave's QS as the scroller's plugin sent it while the round was played; empty when it was not played live. The round's own answer carries them too, with its replay.",
    answer: ok(inData(z.array(z.object({ wave_number: z.number().int(), qs_time: z.number().int() }))), { data: [{ wave_number: 2, qs_time: 4 }, { wave_number: 3, qs_time: 5 }] }, 'The checkpoints, by wave.'),
  },
  'GET /api/v1/reviews': {
    summary: 'Rounds for the admins to review',
    description:
      'Held rounds first, oldest first: rounds a plugin token reported that would set or tie a world record or enter the top 3 of their format. Then the most recent other rounds that more than one report names. Each with its reports and evidence.',
    answer: ok(inData(z.array(shape.reviewRound)), { data: [exampleReviewRound] }, 'The rounds to review.'),
  },
  'POST /api/v1/rounds/:id/approve': {
    summary: 'Approve a round',
    description: 'Confirms a held or reported round. A held round then counts everywhere at once, and is announced if it is a record.',
    answer: ok(inData(z.object({ id: shape.round.shape.id, status: z.literal('confirmed') })), { data: { id: 4212, status: 'confirmed' } }, 'The round, confirmed.'),
    refusals: { 404: 'No round has this id.', 409: 'The round is confirmed or rejected already (`not_held`).' },
  },
  'POST /api/v1/rounds/:id/reject': {
    summary: 'Reject a round',
    description: 'Turns a held or reported round down, with a reason its details page then shows. It counts nowhere.',
    bodyExample: { reason: 'The team was in another world at the time.' },
    answer: ok(
      inData(z.object({ id: shape.round.shape.id, status: z.literal('rejected'), review_reason: z.string() })),
      { data: { id: 4212, status: 'rejected', review_reason: 'The team was in another world at the time.' } },
      'The round, rejected.',
    ),
    refusals: { 404: 'No round has this id.', 409: 'The round is confirmed or rejected already (`not_held`).', ...JSON_BODY },
  },
  'PUT /api/v1/rounds/:id/shown-report': {
    summary: 'Choose the report a round shows',
    description: "The round takes its time, splits and replay from this report; `null` hands the choice back to the rule (an identified report over an unidentified one, the scroller's over another's).",
    bodyExample: { report_id: 9001 },
    answer: ok(inData(shape.reviewRound), { data: exampleReviewRound }, 'The round as the review shows it now.'),
    refusals: { 404: 'No round has this id, or the round has no such report.', 409: 'The report was dropped (`report_dropped`).', ...JSON_BODY },
  },
  'POST /api/v1/rounds/:id/reports/:reportId/drop': {
    summary: "Drop one of a round's reports",
    description: 'The round is derived again from its other reports; the dropped one is kept, and shown as dropped.',
    answer: ok(inData(shape.reviewRound), { data: exampleReviewRound }, 'The round as the review shows it now.'),
    refusals: { 404: 'No round has this id, or the round has no such report.' },
  },
  'GET /api/v1/copy': {
    summary: 'The offline copy: its blocks',
    description: 'The blocks of rounds a device copies, each at its version, and the cursor to pull changes from after them.',
    answer: ok(inData(shape.copyManifest), { data: { cursor: 98231, block_size: 2000, blocks: [{ from: 0, version: 97120, rounds: 1998 }, { from: 2000, version: 98231, rounds: 2211 }] } }, 'The manifest.'),
  },
  'GET /api/v1/copy/rounds/:from': {
    summary: 'One block of the offline copy',
    description:
      'The rounds with ids from `from` up to the next block, in columns. Asked for at the `version` the manifest names, the answer never changes and may be cached for a year.',
    answer: ok(
      inData(shape.roundBlock),
      {
        data: {
          names: ['Main Man', 'Second Sam'],
          ids: [4211, 1],
          formats: [0, 1],
          round_times: [612.6, 690],
          dates: [1777660200000, 86400000],
          scrollers: [1, 0],
          replays: [0, 0],
          players: [[0, 0, 1, 1], [1, 2]],
          waves: [[[1, 30, null, null, 0]], []],
        },
      },
      'The block.',
      { etag: true },
    ),
    refusals: { 404: '`from` is not a multiple of the block size.' },
  },
  'GET /api/v1/round-times': {
    summary: 'A page of Round Times',
    description: 'The rows, ranks and badges Round Times shows, for a device that has no copy of its own yet.',
    answer: ok(
      inData(shape.roundPage),
      {
        data: {
          rows: [{ round: (({ wave_data: _splits, ...listed }) => listed)(exampleRound), rank: 3, worldRecord: false, pbNames: ['Defender Dan'], alts: { 'Defender Dan': ['Dan Alt'] } }],
          total: 1,
        },
      },
      'The page.',
    ),
  },
  'GET /api/v1/accounts': {
    summary: 'Alts of every character',
    description: 'Each character name linked to a user with more than one, with the other names of that user.',
    answer: ok(inData(shape.alts), { data: { 'Defender Dan': ['Dan Alt'], 'Dan Alt': ['Defender Dan'] } }, 'The alts.', { etag: true }),
  },
  'POST /api/v1/accounts': {
    summary: 'Link a character to a user',
    description:
      "A user's first character becomes their main account. With `move: true`, a character another user holds is moved to this one: the answer names who held it, their main account moves on to another of theirs (or none) if it was this one, and the open claims on the character are settled.",
    bodyExample: { user_id: 12, character_name: 'Dan Alt' },
    answer: ok(
      inData(z.union([shape.movedAccount, shape.linkedAccount])),
      { data: { id: 32, user_id: 12, character_name: 'Dan Alt', previous_user_id: 14, previous_owner: { id: 14, discord_username: 'alt_taker' } } },
      '201 for a new link; 200 when the character was already linked to that user, or was moved to them (as the example, naming its previous owner).',
      { status: [201, 200] },
    ),
    refusals: { 404: '`user_id` names no user.', 409: 'The character is linked to another user and `move` is not true (`account_taken`).', ...JSON_BODY },
  },
  'DELETE /api/v1/accounts/:id': {
    summary: 'Unlink a character',
    description:
      "An admin may unlink any character, a signed-in user only their own. The character's rounds stay; they no longer count as the user's. If it was the user's main account, another of theirs (the first linked) becomes it, or none; open claims on the character are settled.",
    answer: ok(inData(shape.unlinkedAccount), { data: { id: 32, user_id: 12, character_name: 'Dan Alt', main_account_id: 31 } }, "The character unlinked, and its user's main account now."),
    refusals: { 403: 'The character is linked to another user and the caller is not an admin.', 404: 'No account has this id.' },
  },
  'GET /api/v1/accounts/claims': {
    summary: 'Open claims on characters',
    description:
      'Tries to link a character another user held (an upload with a UUID key, or /link on Discord), newest first: the latest 100 not yet settled, and how many there are. Moving the character (`POST /accounts` with `move: true`) or dismissing the claim settles it.',
    answer: ok(
      shape.accountClaimList,
      {
        data: [{ id: 5, character_name: 'Dan Alt', owner: { id: 14, discord_username: 'alt_taker' }, claimant: { id: 12, discord_username: 'defender_dan' }, via: 'discord', created_at: '2026-05-01T18:30:00.000000' }],
        total: 1,
      },
      'The claims.',
    ),
  },
  'DELETE /api/v1/accounts/claims/:id': {
    summary: 'Dismiss a claim',
    description: 'Settles the claim and leaves the character with the user who holds it. Dismissing a settled claim changes nothing.',
    answer: ok(z.object({ id: shape.accountClaim.shape.id }), { id: 5 }, 'The claim dismissed.'),
    refusals: { 404: 'No claim has this id.' },
  },
  'GET /api/v1/players/leaderboard': {
    summary: 'The leaderboard',
    answer: ok(inData(z.array(shape.leaderboardEntry)), { data: [exampleLeaderboardEntry] }, 'Every player with a round, with their best time per role and rank per format.', { etag: true }),
  },
  'GET /api/v1/players/pbs': {
    summary: "A character's personal bests",
    description: "The plugin's look-up: each format asked for, each of its roles by the plugin's key for it, with the best time or null.",
    answer: ok(shape.personalBests, { five_man: { defender: { pb_time: 612.6 }, collector: { pb_time: null } } }, 'The personal bests.'),
  },
  'GET /api/v1/users': {
    summary: 'The signed-in user',
    answer: ok(inData(shape.user), { data: exampleUser }, 'The caller, with their UUID key.'),
  },
  'GET /api/v1/users/all': {
    summary: 'Every user, or one page of them',
    description: 'Without `limit`, the whole list; with it, one page and how many match in all.',
    answer: ok(z.union([z.array(shape.userSummary), shape.userPage]), [exampleUserSummary], 'The users: a list, or with `limit` a page `{ data, total }`.'),
  },
  'POST /api/v1/users': {
    summary: 'Add a user',
    bodyExample: { discord_id: '700000000000000003', discord_username: 'heal_hannah' },
    answer: ok(inData(shape.userSummary), { data: { ...exampleUserSummary, id: 13, discord_id: '700000000000000003', discord_username: 'heal_hannah', accounts: [], main_account_id: null, region: null } }, 'The user added.', {
      status: 201,
    }),
    refusals: { 409: 'A user has this Discord ID (`user_exists`).', ...JSON_BODY },
  },
  'PUT /api/v1/users/main-account': {
    summary: "Set a user's main account",
    description: 'The caller\'s own, or with `user_id` an admin sets another user\'s.',
    bodyExample: { main_account_id: 31 },
    answer: userSummaryAnswer,
    refusals: { ...ANOTHER_USER, 400: 'A field is wrong, or the account is not linked to the user (`account_not_owned`).', ...JSON_BODY },
  },
  'PUT /api/v1/users/region': {
    summary: "Set a user's region",
    description: 'The caller\'s own, or with `user_id` an admin sets another user\'s.',
    bodyExample: { region: 'EU' },
    answer: userSummaryAnswer,
    refusals: { ...ANOTHER_USER, ...JSON_BODY },
  },
  'PUT /api/v1/users/announce-pbs': {
    summary: "Turn a user's personal-best announcements on or off",
    description: "Whether the user's personal bests are announced on Discord: the caller's own, or with `user_id` an admin sets another user's.",
    bodyExample: { announce_pbs: true },
    answer: userSummaryAnswer,
    refusals: { ...ANOTHER_USER, ...JSON_BODY },
  },
  'GET /api/v1/announcements': {
    summary: 'The Discord announcement outbox',
    description: 'The latest announcements, newest first, and whether announcements are set up at all.',
    answer: ok(shape.announcementLog, { enabled: true, data: [exampleAnnouncement] }, 'The outbox.'),
  },
  'GET /api/v1/tokens': {
    summary: 'Every API key',
    answer: ok(inData(z.array(shape.apiKey)), { data: [exampleApiKey] }, "The keys, each with its token (empty when it was sealed under another APP_SECRET)."),
  },
  'POST /api/v1/tokens': {
    summary: 'Make an API key',
    description: 'A private key for uploads, which lasts a year.',
    bodyExample: { description: 'Clan uploader' },
    answer: ok(inData(shape.apiKey), { data: exampleApiKey }, 'The key made.', { status: 201 }),
    refusals: JSON_BODY,
  },
  'POST /api/v1/tokens/public': {
    summary: "The plugin's API key",
    description: 'A key for the plugin to upload with, made on its signed request; the plugin names the character it plays as.',
    bodyExample: { description: 'Defender Dan' },
    answer: ok(shape.pluginToken, { token: exampleApiKey.token, expires_at: '2026-05-01T19:00:00.000000' }, 'The key and when it expires, an hour on.'),
    refusals: { 401: 'The signature is missing, wrong or stale, or its nonce was used (`signature_missing`, `invalid_signature`, `stale_timestamp`, `nonce_reused`).', ...JSON_BODY },
  },
  'POST /api/v1/tokens/:id/disable': {
    summary: 'Disable an API key',
    answer: ok(inData(shape.apiKey), { data: { ...exampleApiKey, active: false } }, 'The key, now disabled.'),
    refusals: { 404: 'No key has this id.' },
  },
  'POST /api/v1/discord/interactions': {
    summary: "Discord's slash commands",
    description: "Discord's HTTP interactions endpoint for /link and /main, answered in Discord's reply format, not in the envelope.",
    bodyExample: { id: '1300000000000000001', type: 1 },
    answer: bare(shape.interactionReply, { type: 1 }, 'A pong to a ping, or a reply only the command\'s user sees.'),
    refusals: {
      400: 'The body is not JSON, not an interaction answered here, or a command that names no user.',
      401: 'The signature is missing or wrong (`invalid_signature`), its timestamp is too far from now (`stale_interaction`), or the interaction id was seen before (`replayed_interaction`).',
      413: 'The body is larger than 64 KB.',
    },
  },
  'GET /api/v1/events': {
    summary: 'Change notices',
    description:
      'A Server-Sent Events stream: the current cursor first, then a `change` event each time the change log moves on, and a keep-alive comment every 25 seconds. The client pulls the changes itself (GET /api/v1/rounds?since=).',
    answer: text('text/event-stream', 'retry: 5000\n\nevent: cursor\ndata: {"cursor":98231}\n\nevent: change\ndata: {"cursor":98232}\n\n', 'The stream, open for as long as the client listens.'),
    refusals: { 429: 'Too many event streams are open from this address (an IPv6 /64) on this server.' },
  },
  'GET /api/v1/arena': {
    summary: "The arena's collision map",
    description: 'What the replay viewer draws; null when the site has none, and the viewer draws an open floor.',
    answer: ok(inData(shape.arenaCollision.nullable()), { data: null }, 'The map.', { etag: true }),
  },
  'GET /api/v1/openapi.json': {
    summary: 'This document',
    description: 'The API described as OpenAPI 3.1, made from the routes themselves.',
    answer: bare(
      z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
      { openapi: '3.1.1', info: { title: 'BA Times API', version: '1' }, paths: {} },
      'The document.',
      { etag: true },
    ),
  },
};
