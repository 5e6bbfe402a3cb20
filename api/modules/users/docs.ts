import { z } from 'zod';
import { userPageShape, userShape, userSummaryShape } from '../../../domain/shapes/account';
import { ok } from '../../http/openapi/answers';
import { exampleUser, exampleUserSummary } from '../../http/openapi/examples';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

const userSummaryAnswer = ok(inData(userSummaryShape), { data: exampleUserSummary }, 'The user as changed.');
const ANOTHER_USER = { 403: "`user_id` names another user and the caller is not an admin.", 404: '`user_id` names no user.' } as const;

/** The API document's notes on the routes in ./routes.ts. */
export const USER_NOTES: OperationNotes = {
  'GET /api/v1/users': {
    summary: 'The signed-in user',
    answer: ok(inData(userShape), { data: exampleUser }, 'The caller, with their UUID key.'),
  },
  'GET /api/v1/users/all': {
    summary: 'Every user, or one page of them',
    description: 'Without `limit`, the whole list; with it, one page and how many match in all.',
    answer: ok(z.union([z.array(userSummaryShape), userPageShape]), [exampleUserSummary], 'The users: a list, or with `limit` a page `{ data, total }`.'),
  },
  'POST /api/v1/users': {
    summary: 'Add a user',
    bodyExample: { discord_id: '700000000000000003', discord_username: 'heal_hannah' },
    answer: ok(inData(userSummaryShape), { data: { ...exampleUserSummary, id: 13, discord_id: '700000000000000003', discord_username: 'heal_hannah', accounts: [], main_account_id: null, region: null } }, 'The user added.', {
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
};
