import { UNEXPECTED_ERROR } from '../domain/constants';

/** A failed call: the message to show, and the HTTP status when the server answered. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Give up once nothing of the answer has arrived for this long. A connection that died without a
   * word never settles its request; a slow one keeps sending, however long the whole answer takes.
   */
  silenceMs?: number;
  /** Where the API is; empty for this site's own origin. */
  base?: string;
  /** The answer is the document itself, not wrapped in the envelope (the OpenAPI document); failures still are. */
  bare?: boolean;
}

export interface Answer<T> {
  data: T;
  status: number;
  headers: Headers;
}

interface Envelope<T> {
  status: 'ok' | 'error';
  data?: T;
  error?: string;
  code?: string;
}

/**
 * One API call, unwrapped from the envelope. Any failure is an ApiFailure whose message follows
 * SPEC §8: the body's error, else the client error's message, else a generic one; its status is null
 * when no whole answer arrived. A 304 answers with no data.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const watch = options.silenceMs === undefined ? null : watchSilence(options.silenceMs, options.signal);
  try {
    return await answerOf<T>(
      fetch(`${options.base ?? ''}/api/v1${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: watch?.signal ?? options.signal,
      }),
      watch,
      options.bare ?? false,
    );
  } finally {
    watch?.stop();
  }
}

interface SilenceWatch {
  signal: AbortSignal;
  /** Something of the answer arrived: the silence starts again. */
  heard(): void;
  stop(): void;
}

/** An abort signal that fires once `heard` has not been called for `ms`, or when `outer` fires. */
function watchSilence(ms: number, outer: AbortSignal | undefined): SilenceWatch {
  const controller = new AbortController();
  const giveUp = () => controller.abort(new DOMException(`The server sent nothing for ${ms / 1000} s.`, 'TimeoutError'));
  let timer = setTimeout(giveUp, ms);
  const passOn = () => controller.abort(outer?.reason);
  if (outer?.aborted) passOn();
  outer?.addEventListener('abort', passOn);
  return {
    signal: controller.signal,
    heard() {
      clearTimeout(timer);
      timer = setTimeout(giveUp, ms);
    },
    stop() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', passOn);
    },
  };
}

/** The body as it streams in, each piece telling the watch that the connection is alive. */
function heardAsItArrives(res: Response, watch: SilenceWatch): Response {
  watch.heard();
  const body = res.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        watch.heard();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

async function answerOf<T>(sent: Promise<Response>, watch: SilenceWatch | null, bare: boolean): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await sent;
  } catch (err) {
    throw new ApiFailure(err instanceof Error && err.message ? err.message : UNEXPECTED_ERROR, null, null);
  }
  if (res.status === 304) return { data: undefined as T, status: 304, headers: res.headers };
  if (watch) res = heardAsItArrives(res, watch);
  const body: unknown = await res.json().catch(() => null);
  // A success whose body cannot be read was cut off (a page unloading, a dropped link): no answer came.
  if (res.ok && body === null) throw new ApiFailure(UNEXPECTED_ERROR, null, null);
  if (res.ok && bare) return { data: body as T, status: res.status, headers: res.headers };
  const envelope = body as Envelope<T> | null;
  if (!res.ok || envelope?.status !== 'ok') {
    throw new ApiFailure(envelope?.error || res.statusText || UNEXPECTED_ERROR, res.status, envelope?.code ?? null);
  }
  return { data: envelope.data as T, status: res.status, headers: res.headers };
}
