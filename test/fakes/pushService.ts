import crypto from 'node:crypto';
import http from 'node:http';
import { Conditions } from './conditions';
import ece from 'http_ece';
import type { PushMessage } from '../../domain/pushMessage';

/** A push the fake took, decrypted with the device's own keys. */
export interface ReceivedPush {
  device: number;
  message: PushMessage;
  ttl: number;
  /** The JWT's claims, checked against the VAPID key sent with them. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/** How the fake answers one push: a rate limit (Retry-After in seconds), an outage, or the subscription gone. */
export type PushAnswer = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 } | { status: 404 | 410 };

interface Device {
  keys: crypto.ECDH;
  auth: Buffer;
}

/** A browser's subscription JSON, as the Push API gives it. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** Verifies the VAPID header's ES256 JWT with the public key it names, as a push service does (RFC 8292). */
function readVapid(header: string | undefined): ReceivedPush['vapid'] | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, head, claims, signature, publicKey] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed || JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return null;
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number }), publicKey };
}

/**
 * A push service on 127.0.0.1: it hands out device subscriptions with real P-256 keys, and takes a
 * push only when its VAPID signature holds, its TTL is given and its aes128gcm body decrypts with the
 * device's keys. 201 as push services answer; whatever a test scripts next instead; 410 for a device
 * it has forgotten.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Every request, with its answer and when it came. */
  readonly attempts: { at: number; status: number; device: number }[] = [];
  private readonly devices = new Map<number, Device>();
  private readonly script: PushAnswer[] = [];
  private readonly conditions = new Conditions();
  private server: http.Server | null = null;
  private origin = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new device's subscription. */
  subscribe(): DeviceSubscription {
    const id = this.devices.size + 1;
    const keys = crypto.createECDH('prime256v1');
    keys.generateKeys();
    const auth = crypto.randomBytes(16);
    this.devices.set(id, { keys, auth });
    return { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  }

  /** The device an endpoint names. */
  deviceOf(endpoint: string): number {
    return Number(endpoint.split('/').pop());
  }

  /** The pushes a device got. */
  pushesTo(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.device === this.deviceOf(endpoint));
  }

  /** Answers the next pushes as scripted, in order; after them, pushes are taken. */
  answerNext(...answers: PushAnswer[]): void {
    this.script.push(...answers);
  }

  /** Resolves once this many pushes have been taken in all. */
  receivedReach(count: number): Promise<void> {
    return this.conditions.until(() => this.received.length >= count);
  }

  private answer(res: http.ServerResponse, device: number, status: number, headers: Record<string, string> = {}, body = ''): void {
    res.writeHead(status, headers).end(body);
    this.attempts.push({ at: Date.now(), status, device });
    this.conditions.check();
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const id = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const device = this.devices.get(id);
    if (req.method !== 'POST' || !device) return this.answer(res, id, 410, {}, 'push subscription has unsubscribed or expired');
    const vapid = readVapid(req.headers.authorization);
    if (!vapid || vapid.aud !== this.origin || vapid.exp * 1000 < Date.now()) return this.answer(res, id, 403, {}, 'invalid VAPID authorization');
    const ttl = Number(req.headers.ttl);
    if (req.headers['content-encoding'] !== 'aes128gcm' || !Number.isInteger(ttl) || ttl < 0) return this.answer(res, id, 400, {}, 'TTL and aes128gcm are required');
    const scripted = this.script.shift();
    if (scripted?.status === 429) return this.answer(res, id, 429, { 'Retry-After': scripted.retryAfter }, 'too many requests');
    if (scripted) return this.answer(res, id, scripted.status, {}, 'scripted');
    let message: PushMessage;
    try {
      message = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth.toString('base64url') }).toString('utf8')) as PushMessage;
    } catch {
      return this.answer(res, id, 400, {}, 'the payload does not decrypt');
    }
    this.received.push({ device: id, message, ttl, vapid });
    this.answer(res, id, 201, { Location: `${this.origin}/message/${this.received.length}` });
  }
}
