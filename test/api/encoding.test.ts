import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeOnce, LASTING_VERSION_MS } from '../../api/http/encoding';
import { respond, streamed } from '../../api/http/respond';

/** Compressions begun through zlib, counted as they start: a test sees at once that none began, rather than waiting to see whether one ends. */
const compressions = vi.hoisted(() => ({ begun: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const counted =
    <A extends unknown[], R>(compress: (...args: A) => R) =>
    (...args: A): R => {
      compressions.begun++;
      return compress(...args);
    };
  // Small bodies are compressed at once, large ones in the thread pool.
  const counting = { ...zlib, brotliCompressSync: counted(zlib.brotliCompressSync), gzipSync: counted(zlib.gzipSync), brotliCompress: counted(zlib.brotliCompress), gzip: counted(zlib.gzip) };
  return { ...counting, default: counting };
});

const answerOf = (rounds: number) =>
  JSON.stringify({ status: 'ok', data: Array.from({ length: rounds }, (_, id) => ({ id, players: [`Player ${id}`, `Player ${id + 1}`], round_time: 600 + id })) });
// Shaped like a change pull of a few rounds (20 KB), compressed at once, and like a leaderboard
// (200 KB), compressed in the thread pool: both above the size from which API answers are compressed.
const body = answerOf(300);
const large = answerOf(3000);

describe('answers compressed once per version', () => {
  it.each([
    ['br', 'small', body, zlib.brotliDecompressSync],
    ['gzip', 'small', body, zlib.gunzipSync],
    ['br', 'large', large, zlib.brotliDecompressSync],
    ['gzip', 'large', large, zlib.gunzipSync],
  ] as const)('keeps a %s answer of a %s body in memory of its own size, not the compressor’s whole output chunk', async (encoding, _size, text, decode) => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(128 * 1024);
    const encoded = await encodeOnce(text)(encoding);
    expect(decode(encoded).toString('utf8')).toBe(text);
    expect(encoded.length).toBeLessThan(text.length / 3);
    // A copy of up to 4 KB may sit in Node's shared 8 KB pool; anything larger is its own allocation.
    expect(encoded.buffer.byteLength).toBeLessThanOrEqual(Math.max(encoded.length, 8192));
  });

  it('compresses a body once for each encoding, however many clients ask', async () => {
    const encoded = encodeOnce(body);
    const [first, second] = await Promise.all([encoded('br'), encoded('br')]);
    expect(second).toBe(first);
    expect(await encoded('identity')).toEqual(Buffer.from(body));
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
    ['identity', (bytes: Buffer) => bytes],
  ] as const)('answers a lasting body in %s with its very bytes, made from the brotli bytes it keeps', async (encoding, decode) => {
    const encoded = encodeOnce(large, { lasting: true });
    const br = await encoded('br');
    expect(br.length).toBeLessThanOrEqual(zlib.brotliCompressSync(large, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length);
    expect(decode(await encoded(encoding)).toString('utf8')).toBe(large);
    expect(await encoded('br')).toBe(br);
  });

  describe('as its version lasts', () => {
    afterEach(() => vi.useRealTimers());

    it.each([
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const)('answers a large body compressed fast in %s at first, and smaller once its version has lasted', async (encoding, decode) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const encoded = encodeOnce(large);
      const fast = await encoded(encoding);
      vi.setSystemTime(Date.now() + LASTING_VERSION_MS - 1);
      const begun = compressions.begun;
      expect(await encoded(encoding)).toBe(fast);
      expect(compressions.begun).toBe(begun);

      vi.setSystemTime(Date.now() + 1);
      // The thorough bytes are made in the background; the fast ones answer until they are ready.
      expect(await encoded(encoding)).toBe(fast);
      await vi.waitFor(async () => expect(await encoded(encoding)).not.toBe(fast));
      const thorough = await encoded(encoding);
      expect(thorough.length).toBeLessThan(fast.length);
      expect(decode(thorough).toString('utf8')).toBe(large);
      expect(await encoded(encoding)).toBe(thorough);
    });

    it('compresses a small body thoroughly at once, and never again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const encoded = encodeOnce(body);
      const first = await encoded('br');
      expect(first.length).toBeLessThanOrEqual(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
      vi.setSystemTime(Date.now() + 10 * LASTING_VERSION_MS);
      const begun = compressions.begun;
      expect(await encoded('br')).toBe(first);
      expect(compressions.begun).toBe(begun);
    });
  });
});

describe('a streamed answer', () => {
  const OPEN = '{"status":"ok","data":';
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A server answering with `source`'s parts, streamed in the success envelope; resolves with its address. */
  async function serving(source: () => AsyncIterable<string>): Promise<string> {
    const koa = new Koa();
    // A source failing is this suite's case, not news for its output.
    koa.silent = true;
    koa.use((ctx) => respond(ctx, streamed(source())));
    const server = koa.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  const decoders = { br: () => zlib.createBrotliDecompress(), gzip: () => zlib.createGunzip(), identity: () => new PassThrough() };

  it.each(['br', 'gzip', 'identity'] as const)('reaches a %s client part by part, each as soon as it is written', async (encoding) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = `{"data":[${'{"id":1},'.repeat(2000)}`;
    const rest = '{"id":2}]}';
    const url = await serving(async function* () {
      yield first;
      await released;
      yield rest;
    });

    const response = await new Promise<http.IncomingMessage>((resolve) => http.get(url, { headers: { 'accept-encoding': encoding } }, resolve));
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const decoded = response.pipe(decoders[encoding]());
    let text = '';
    decoded.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // The first part arrives whole while the source still holds the rest.
    await vi.waitFor(() => expect(text).toBe(`${OPEN}${first}`));
    release();
    await once(decoded, 'end');
    expect(text).toBe(`${OPEN}${first}${rest}}`);
  });

  it.each(['br', 'identity'] as const)('ends a %s answer when its source fails half-way, so the client does not wait for more', async (encoding) => {
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const url = await serving(async function* () {
      yield `{"data":[${'{"id":1},'.repeat(2000)}`;
      await failing;
      throw new Error('the database went away');
    });
    // The source fails once the client has its first part: the answer has begun, and must not end as if whole.
    const outcome = await new Promise<string>((resolve) => {
      const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        response.once('data', fail);
        response.on('error', () => resolve('cut'));
        response.on('aborted', () => resolve('cut'));
        response.on('end', () => resolve(response.complete ? 'ended whole' : 'cut'));
      });
      request.on('error', () => resolve('cut'));
    });
    expect(outcome).toBe('cut');
  });
});
