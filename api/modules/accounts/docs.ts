import { z } from 'zod';
import { accountClaimListShape, accountClaimShape, altsShape, linkedAccountShape, movedAccountShape, unlinkedAccountShape } from '../../../domain/shapes/account';
import { ok } from '../../http/openapi/answers';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const ACCOUNT_NOTES: OperationNotes = {
  'GET /api/v1/accounts': {
    summary: 'Alts of every character',
    description: 'Each character name linked to a user with more than one, with the other names of that user.',
    answer: ok(inData(altsShape), { data: { 'Defender Dan': ['Dan Alt'], 'Dan Alt': ['Defender Dan'] } }, 'The alts.', { etag: true }),
  },
  'POST /api/v1/accounts': {
    summary: 'Link a character to a user',
    description:
      "A user's first character becomes their main account. With `move: true`, a character another user holds is moved to this one: the answer names who held it, their main account moves on to another of theirs (or none) if it was this one, and the open claims on the character are settled.",
    bodyExample: { user_id: 12, character_name: 'Dan Alt' },
    answer: ok(
      inData(z.union([movedAccountShape, linkedAccountShape])),
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
    answer: ok(inData(unlinkedAccountShape), { data: { id: 32, user_id: 12, character_name: 'Dan Alt', main_account_id: 31 } }, "The character unlinked, and its user's main account now."),
    refusals: { 403: 'The character is linked to another user and the caller is not an admin.', 404: 'No account has this id.' },
  },
  'GET /api/v1/accounts/claims': {
    summary: 'Open claims on characters',
    description:
      'Tries to link a character another user held (an upload with a UUID key, or /link on Discord), newest first: the latest 100 not yet settled, and how many there are. Moving the character (`POST /accounts` with `move: true`) or dismissing the claim settles it.',
    answer: ok(
      accountClaimListShape,
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
    answer: ok(z.object({ id: accountClaimShape.shape.id }), { id: 5 }, 'The claim dismissed.'),
    refusals: { 404: 'No claim has this id.' },
  },
};
