import http from 'node:http';
import { Conditions } from './conditions';

/** A post the fake accepted: the body Discord would have shown in the channel. */
export interface WebhookPost {
  content?: string;
  embeds: Array<{
    title?: string;
    description?: string;
    url?: string;
    color?: number;
    timestamp?: string;
    image?: { url: string };
    fields?: Array<{ name: string; value: string; inline?: boolean }>;
    footer?: { text: string };
  }>;
  allowed_mentions?: { parse: string[] };
}

/** How the fake answers one request: a rate limit, an outage, or an answer held until the test lets it go. */
export type WebhookAnswer = { status: 429; retryAfterSeconds: number } | { status: 500 | 502 | 503 } | { status: 404 } | { hold: true };

// Discord's documented embed limits: a post over any of them is refused with 400.
const LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, total: 6000, embeds: 10 };

function embedProblem(post: WebhookPost): string | null {
  if (!Array.isArray(post.embeds) || post.embeds.length === 0) return 'embeds: at least one';
  if (post.embeds.length > LIMITS.embeds) return 'embeds: too many';
  let total = 0;
  for (const embed of post.embeds) {
    const fields = embed.fields ?? [];
    if ((embed.title ?? '').length > LIMITS.title) return 'title too long';
    if ((embed.description ?? '').length > LIMITS.description) return 'description too long';
    if (fields.length > LIMITS.fields) return 'too many fields';
    for (const field of fields) {
      if (!field.name || !field.value) return 'field name and value are required';
      if (field.name.length > LIMITS.fieldName || field.value.length > LIMITS.fieldValue) return 'field too long';
    }
    if ((embed.footer?.text ?? '').length > LIMITS.footer) return 'footer too long';
    if (embed.timestamp !== undefined && Number.isNaN(Date.parse(embed.timestamp))) return 'timestamp: not ISO 8601';
    total += (embed.title ?? '').length + (embed.description ?? '').length + (embed.footer?.text ?? '').length;
    total += fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  }
  return total > LIMITS.total ? 'embeds exceed 6000 characters' : null;
}

/**
 * A channel webhook on 127.0.0.1 that answers as Discord's does: 200 with the message under
 * `?wait=true`, 400 for a post Discord would refuse, and whatever a test scripts next (429 with
 * `retry_after`, an outage, a held answer).
 */
export class FakeDiscordWebhook {
  readonly posts: WebhookPost[] = [];
  /** Every request, accepted or not, with when it came. */
  readonly attempts: { at: number; status: number | 'held' }[] = [];
  private readonly script: WebhookAnswer[] = [];
  private readonly held: http.ServerResponse[] = [];
  private readonly conditions = new Conditions();
  private server: http.Server | null = null;
  private nextMessageId = 1_300_000_000_000_000_000n;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.url = `http://127.0.0.1:${port}/api/webhooks/1234567890/fake-webhook-token`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.held.splice(0)) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The settings that make BA Times announce to this webhook, each post due `settleMs` after its round lands. */
  env(settleMs = 0): Record<string, string> {
    return { DISCORD_WEBHOOK_URL: this.url, PUBLIC_URL: 'https://ba-times.example', ANNOUNCE_SETTLE_MS: String(settleMs) };
  }

  /** Answers the next requests as scripted, in order; after them, requests are accepted. */
  answerNext(...answers: WebhookAnswer[]): void {
    this.script.push(...answers);
  }

  /** Resolves once this many posts have been accepted in all. */
  postsReach(count: number): Promise<void> {
    return this.conditions.until(() => this.posts.length >= count);
  }

  /** Resolves once this many requests have come, whatever they were answered. */
  attemptsReach(count: number): Promise<void> {
    return this.conditions.until(() => this.attempts.length >= count);
  }

  private record(status: number | 'held'): void {
    this.attempts.push({ at: Date.now(), status });
    this.conditions.check();
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (body === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      this.record(status);
    };
    if (req.method !== 'POST' || !/^\/api\/webhooks\/\d+\/[\w-]+$/.test(url.pathname)) return send(405, { message: '405: Method Not Allowed', code: 0 });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return send(400, { message: 'Cannot send an empty message', code: 50006 });
    const scripted = this.script.shift();
    if (scripted && 'hold' in scripted) {
      this.held.push(res);
      return this.record('held');
    }
    if (scripted?.status === 429) {
      const retryAfter = scripted.retryAfterSeconds;
      return send(429, { message: 'You are being rate limited.', retry_after: retryAfter, global: false }, { 'Retry-After': String(Math.ceil(retryAfter)) });
    }
    if (scripted?.status === 404) return send(404, { message: 'Unknown Webhook', code: 10015 });
    if (scripted) return send(scripted.status, { message: 'Service unavailable' });

    let post: WebhookPost;
    try {
      post = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPost;
    } catch {
      return send(400, { message: 'The request body contains invalid JSON.', code: 50109 });
    }
    const problem = embedProblem(post);
    if (problem) return send(400, { message: 'Invalid Form Body', code: 50035, errors: problem });
    this.posts.push(post);
    const id = String(this.nextMessageId++);
    if (url.searchParams.get('wait') === 'true') send(200, { id, channel_id: '42', embeds: post.embeds });
    else send(204);
  }
}
