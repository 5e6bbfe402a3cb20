/** One Server-Sent Events message as a browser's EventSource parses it. */
export interface SseFrame {
  event: string | null;
  data: string | null;
  retry: number | null;
  /** The text of a comment line (one starting with a colon). */
  comment: string | null;
}

export interface EventStream {
  response: Response;
  /** Every frame received so far, in order. */
  frames: SseFrame[];
  /** The first frame, received or yet to come, that matches; rejects when none has arrived in time. */
  waitFor(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Settles when the server ends the stream: 'ended' on a clean end, else the read error. */
  ended: Promise<'ended' | Error>;
  /** Leaves, as a closed browser tab would. */
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { event: null, data: null, retry: null, comment: null };
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') frame.comment = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === null ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/** Opens an event stream with fetch and reads it frame by frame in the background. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`event stream refused: ${response.status} ${await response.text()}`);

  const frames: SseFrame[] = [];
  const waiting = new Set<(frame: SseFrame) => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async (): Promise<'ended' | Error> => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          frames.push(frame);
          waiting.forEach((notify) => notify(frame));
        }
      }
    } catch (err) {
      return err as Error;
    }
  })();

  const waitFor = (match: (frame: SseFrame) => boolean, timeoutMs = 5000) =>
    new Promise<SseFrame>((resolve, reject) => {
      const seen = frames.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => {
        waiting.delete(notify);
        reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(frames)}`));
      }, timeoutMs);
      const notify = (frame: SseFrame) => {
        if (!match(frame)) return;
        clearTimeout(timer);
        waiting.delete(notify);
        resolve(frame);
      };
      waiting.add(notify);
    });

  return { response, frames, waitFor, ended, close: () => abort.abort() };
}
