/** Why a sign-in did not complete: the code the server answers with, and what the /login page says. */
export const SIGN_IN_FAILURES = {
  sign_in_expired: 'This sign-in took too long or was already used. Use Login at the top right to start again.',
  sign_in_other_browser:
    'This sign-in was started in another browser or app. Use Login at the top right to sign in here; a sign-in link never works when it is sent to someone else.',
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

export const SIGN_IN_FAILURE_CODES = Object.keys(SIGN_IN_FAILURES) as [SignInFailure, ...SignInFailure[]];

export const isSignInFailure = (code: unknown): code is SignInFailure => typeof code === 'string' && Object.hasOwn(SIGN_IN_FAILURES, code);

/** Where the app keeps the verifier of the sign-in it started, until the sign-in returns. */
export const SIGN_IN_VERIFIER_KEY = 'signInVerifier';
