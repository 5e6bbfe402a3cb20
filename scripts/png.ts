import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Shrinks a screenshot Chromium wrote (8-bit RGB or RGBA, opaque) to a 256-colour palette PNG. Flat
 * interface colours are most of the pixels, so the most frequent colours make the palette and the rare
 * ones (anti-aliased edges) take the nearest of them: a much smaller file, with no visible change.
 */
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const PALETTE_SIZE = 256;

interface Rgb {
  width: number;
  height: number;
  /** One 0xRRGGBB number per pixel. */
  pixels: Uint32Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function decode(png: Buffer): Rgb {
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let channels = 0;
  for (let at = SIGNATURE.length; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colorType, , , interlace] = data.subarray(8);
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (depth !== 8 || !channels || interlace) throw new Error('expected an 8-bit, non-interlaced RGB or RGBA PNG');
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      rows[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const pixels = new Uint32Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = (rows[i * channels]! << 16) | (rows[i * channels + 1]! << 8) | rows[i * channels + 2]!;
  }
  return { width, height, pixels };
}

function nearest(color: number, palette: readonly number[]): number {
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach((entry, i) => {
    const dr = ((color >> 16) & 0xff) - ((entry >> 16) & 0xff);
    const dg = ((color >> 8) & 0xff) - ((entry >> 8) & 0xff);
    const db = (color & 0xff) - (entry & 0xff);
    const distance = dr * dr + dg * dg + db * db;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodeIndexed({ width, height, pixels }: Rgb): Buffer {
  const counts = new Map<number, number>();
  for (const color of pixels) counts.set(color, (counts.get(color) ?? 0) + 1);
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, PALETTE_SIZE).map(([color]) => color);
  const indexOf = new Map<number, number>();
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  // Filter type 0 on every row: the recommended filter for palette images.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const color = pixels[y * width + x]!;
      let index = indexOf.get(color);
      if (index === undefined) indexOf.set(color, (index = nearest(color, palette)));
      raw[y * (width + 1) + 1 + x] = index;
    }
  }
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((color, i) => plte.set([(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff], i * 3));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rewrites the file as a palette PNG when that is smaller; returns its size in bytes. */
export function shrinkPng(file: string): number {
  const png = fs.readFileSync(file);
  const indexed = encodeIndexed(decode(png));
  if (indexed.length >= png.length) return png.length;
  fs.writeFileSync(file, indexed);
  return indexed.length;
}
