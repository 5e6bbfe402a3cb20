import { z } from 'zod';
import { userShape } from '../../../domain/shapes/account';
import { ok, redirect, text } from '../../http/openapi/answers';
import { exampleUser } from '../../http/openapi/examples';
import { JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const AUTH_NOTES: OperationNotes = {
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
    answer: ok(userShape, exampleUser, 'The caller, with their UUID key.'),
  },
  'POST /api/v1/auth/logout': {
    summary: 'Sign out',
    description: 'Ends the session the request is made with.',
    answer: ok(z.object({ signed_out: z.literal(true) }), { signed_out: true }, 'The session is over.'),
  },
};
