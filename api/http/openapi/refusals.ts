/** The statuses a route refuses a request with, each answered in the error envelope. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

interface Refusal {
  /** Its name among the document's reusable responses. */
  name: string;
  description: string;
  error: string;
  code: string;
}

export const REFUSALS: Readonly<Record<RefusalStatus, Refusal>> = {
  400: {
    name: 'BadRequest',
    description: 'The input is refused: `error` names the first field that is wrong and why (`invalid_input`, `invalid_json`).',
    error: 'round_time: must be more than 0',
    code: 'invalid_input',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid credentials: none were sent, or the session has expired, or the key is disabled or the signature wrong.',
    error: 'Please sign in to do that.',
    code: 'unauthorized',
  },
  403: {
    name: 'Forbidden',
    description: 'The caller may not do this: an API key where only a signed-in user may, or a user where only an admin may.',
    error: 'Only admins can do that.',
    code: 'forbidden',
  },
  404: { name: 'NotFound', description: 'Nothing has that id.', error: 'Round does not exist.', code: 'not_found' },
  409: { name: 'Conflict', description: 'The change clashes with what is stored.', error: 'Hammer Time is already linked to another user.', code: 'account_taken' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this route takes.', error: 'The request body is too large.', code: 'payload_too_large' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not sent as JSON.',
    error: 'Send the request body as JSON (Content-Type: application/json).',
    code: 'unsupported_media_type',
  },
  429: {
    name: 'RateLimited',
    description: 'Too many requests this minute; `Retry-After` gives the seconds until the next.',
    error: 'Too many requests. Try again in 12 seconds.',
    code: 'rate_limited',
  },
  503: { name: 'SignInUnavailable', description: 'Sign-in is not configured on this server.', error: 'Sign-in is not configured on this server.', code: 'sign_in_unavailable' },
};

/** What any route may answer besides what its operation lists: our failure, or a database that cannot answer now. */
export const FAILURE = {
  name: 'Failure',
  description:
    'A failure on the server: 500 `internal_error` with the `request_id` to quote, or 503 `database_unavailable` with `Retry-After` when the database cannot answer for a moment.',
  error: 'Something went wrong on our side. Please try again.',
  code: 'internal_error',
  request_id: 'c0a8012e-5b7f-4d6a-9a3e-2f1b8c4d7e90',
} as const;
