import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOnce } from '../../api/http/encoding';

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
});
