import { onTestFinished } from 'vitest';

/** Answers a request some other way than the real network (a fault, a changed address), or gives undefined to let it through. */
export type FetchAnswer = (url: URL, init: RequestInit | undefined, realFetch: typeof fetch) => Promise<Response> | undefined;

export interface FetchRecorder {
  /** Every request made through fetch since the recorder went in, in order. */
  readonly urls: URL[];
  /** The same requests' paths. */
  readonly paths: string[];
}

/**
 * Puts a recorder in front of this process's fetch until the running test ends: it notes each
 * request, then lets `answer` answer it or passes it on to the real fetch.
 */
export function recordFetch(answer?: FetchAnswer): FetchRecorder {
  const realFetch = globalThis.fetch;
  const recorder: FetchRecorder = { urls: [], paths: [] };
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    recorder.urls.push(url);
    recorder.paths.push(url.pathname);
    return answer?.(url, init, realFetch) ?? realFetch(input, init);
  };
  onTestFinished(() => {
    globalThis.fetch = realFetch;
  });
  return recorder;
}
