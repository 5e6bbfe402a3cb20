import { SIGN_IN_FAILURES, type SignInFailure } from '../../../domain/signIn';
import { toUtcTimestamp } from '../../../domain/time';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/errors';
import { hashToken, randomToken } from '../../security/secrets';

// Long enough for the app to load on a slow phone; a code is used once, straight away.
const CODE_LIFETIME_MS = 2 * 60 * 1000;

const failure = (code: SignInFailure) => new ApiError(400, code, SIGN_IN_FAILURES[code]);

/** A one-time code for a finished sign-in, which only the verifier of the browser that started it can trade. */
export async function issueSignInCode(db: Db, userId: number, verifierHash: string, now = new Date()): Promise<string> {
  const code = randomToken();
  await db('sign_in_codes').where('expires_at', '<', toUtcTimestamp(now)).delete();
  await db('sign_in_codes').insert({
    code_hash: hashToken(code),
    user_id: userId,
    verifier_hash: verifierHash,
    expires_at: toUtcTimestamp(new Date(now.getTime() + CODE_LIFETIME_MS)),
  });
  return code;
}

/** The user a code signs in. The code is used up by any attempt, so a wrong verifier cannot be followed by guesses. */
export async function redeemSignInCode(db: Db, code: string, verifier: string, now = new Date()): Promise<number> {
  const codeHash = hashToken(code);
  const row = await db('sign_in_codes').where({ code_hash: codeHash }).first('user_id', 'verifier_hash', 'expires_at');
  const deleted = row ? await db('sign_in_codes').where({ code_hash: codeHash }).delete() : 0;
  if (!row || deleted === 0 || row.expires_at <= toUtcTimestamp(now)) throw failure('sign_in_expired');
  if (row.verifier_hash !== hashToken(verifier)) throw failure('sign_in_other_browser');
  return Number(row.user_id);
}
