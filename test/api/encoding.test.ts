import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOnce } from '../../api/http/encoding';

// Shaped like a change pull of a few rounds: above the size from which API answers are compressed.
const body = JSON.stringify({ status: 'ok', data: Array.from({ length: 300 }, (_, id) => ({ id, players: [`Player ${id}`, `Player ${id + 1}`], round_time: 600 + id })) });

describe('answers compressed once per version', () => {
  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('keeps a %s answer in memory of its own size, not the compressor’s whole output chunk', async (encoding, decode) => {
    const encoded = await encodeOnce(body)(encoding);
    expect(decode(encoded).toString('utf8')).toBe(body);
    expect(encoded.length).toBeLessThan(body.length / 3);
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
