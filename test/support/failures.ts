/** The error `call` ends in, to assert on; a call that succeeds fails the test. */
export function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (err: unknown) => err,
  );
}
