import { SIGN_IN_VERIFIER_KEY } from '../../domain/signIn';
import { api, ApiFailure } from './api';
import { setToken } from './session';

function keepVerifier(verifier: string | null): void {
  try {
    if (verifier) localStorage.setItem(SIGN_IN_VERIFIER_KEY, verifier);
    else localStorage.removeItem(SIGN_IN_VERIFIER_KEY);
  } catch {
    // Storage blocked (private mode): the sign-in then cannot be finished, and says so on /login.
  }
}

function keptVerifier(): string {
  try {
    return localStorage.getItem(SIGN_IN_VERIFIER_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Asks the server where to sign in, with our callback, keeps the verifier that ties the sign-in to this browser, and goes there (SPEC §8: a failure is only logged). */
export async function startLogin(): Promise<void> {
  const redirect = `${window.location.origin}/auth/callback`;
  try {
    const { data } = await api<{ url: string; verifier: string }>(`/auth/discord/login/?redirect_uri=${encodeURIComponent(redirect)}`);
    keepVerifier(data.verifier);
    window.location.assign(data.url);
  } catch {
    console.error('Discord login failed');
  }
}

/**
 * Trades the one-time code a sign-in returned with for a session, with this browser's verifier. The
 * answer is null on success, else the server's code for why (e.g. the sign-in began in another browser).
 */
export async function finishLogin(code: string): Promise<string | null> {
  try {
    const { data } = await api<{ token: string }>('/auth/session', { method: 'POST', body: { code, verifier: keptVerifier() } });
    await setToken(data.token);
    return null;
  } catch (err) {
    return err instanceof ApiFailure && err.code ? err.code : 'sign_in_failed';
  } finally {
    keepVerifier(null);
  }
}
