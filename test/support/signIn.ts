/** A browser's side of a sign-in, step by step, so tests can follow it or break it anywhere. */

export interface StartedSignIn {
  /** Where the app sends the browser: Discord's consent page, or the development sign-in page. */
  url: string;
  /** What the app keeps to trade the returned code. */
  verifier: string;
}

/** Asks the server where to sign in, as the app does. */
export async function startSignIn(baseUrl: string, redirectUri = `${baseUrl}/auth/callback`): Promise<StartedSignIn> {
  const res = await fetch(`${baseUrl}/api/v1/auth/discord/login/?redirect_uri=${encodeURIComponent(redirectUri)}`);
  const body = (await res.json()) as { data?: StartedSignIn };
  if (res.status !== 200 || !body.data) throw new Error(`starting a sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** One redirect of the round trip, not followed: where it leads. */
export async function nextHop(url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`sign-in hop to ${url} failed: ${res.status} ${await res.text()}`);
  return new URL(location, url).toString();
}

/** Submits the development sign-in page's form for a started sign-in, and gives where it leads; the page may name the site's public address, so the form goes to the server at `baseUrl`. */
export function submitDevSignIn(baseUrl: string, devPageUrl: string, fields: Record<string, string>): Promise<string> {
  const page = new URL(devPageUrl);
  const state = page.searchParams.get('state') ?? '';
  return nextHop(`${baseUrl}${page.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, ...fields }).toString(),
  });
}

/** The one-time code in the fragment of the address a sign-in returned to, or null. */
export function codeOf(returnedTo: string): string | null {
  return new URLSearchParams(new URL(returnedTo).hash.slice(1)).get('code');
}

/** Trades a code as the app does: the session token, or the refusal. */
export async function tradeCode(baseUrl: string, code: string, verifier: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}/api/v1/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, verifier }),
  });
  return { status: res.status, body: await res.json() };
}

/** Finishes a sign-in whose browser came back to `returnedTo`, and gives the session token. */
export async function finishSignIn(baseUrl: string, returnedTo: string, verifier: string): Promise<string> {
  const code = codeOf(returnedTo);
  if (!code) throw new Error(`sign-in ended without a code: ${returnedTo}`);
  const traded = await tradeCode(baseUrl, code, verifier);
  if (traded.status !== 201) throw new Error(`trading the sign-in code failed: ${traded.status} ${JSON.stringify(traded.body)}`);
  return traded.body.data.token as string;
}

/** The whole development sign-in, as a browser makes it, returning to the site at `siteUrl` (its PUBLIC_URL, where it has one). */
export async function devSignIn(baseUrl: string, fields: Record<string, string>, siteUrl = baseUrl): Promise<string> {
  const started = await startSignIn(baseUrl, `${siteUrl}/auth/callback`);
  return finishSignIn(baseUrl, await submitDevSignIn(baseUrl, started.url, fields), started.verifier);
}

/** A development sign-in taken as far as the app's callback: its code and verifier, not yet traded. */
export async function returnedSignIn(baseUrl: string, fields: Record<string, string>): Promise<{ code: string; verifier: string }> {
  const started = await startSignIn(baseUrl);
  const code = codeOf(await submitDevSignIn(baseUrl, started.url, fields));
  if (!code) throw new Error('sign-in ended without a code');
  return { code, verifier: started.verifier };
}

/** The `state` of a started sign-in, from the development page's address. */
export const stateOf = async (baseUrl: string) => new URL((await startSignIn(baseUrl)).url).searchParams.get('state')!;
