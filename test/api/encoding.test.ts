import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeOnce, LASTING_VERSION_MS } from '../../api/http/encoding';

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

  describe('as its version lasts', () => {
    afterEach(() => vi.useRealTimers());
    // Ample for the test's bodies, compressed in milliseconds: a compression begun too early would show.
    const longEnoughToCompress = () => new Promise((resolve) => setTimeout(resolve, 200));

    it.each([
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const)('answers a large body compressed fast in %s at first, and smaller once its version has lasted', async (encoding, decode) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const encoded = encodeOnce(large);
      const fast = await encoded(encoding);
      vi.setSystemTime(Date.now() + LASTING_VERSION_MS - 1);
      await encoded(encoding);
      await longEnoughToCompress();
      expect(await encoded(encoding)).toBe(fast);

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
      await encoded('br');
      await longEnoughToCompress();
      expect(await encoded('br')).toBe(first);
    });
  });
});
