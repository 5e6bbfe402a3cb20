import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The hashed scripts and styles: every page's code, never changed once built. */
const COMPRESSIBLE = /^assets\/.+\.(js|css)$/;

/**
 * Writes each hashed script and style beside itself compressed at the hardest settings, brotli and
 * gzip, once at build: the server's files middleware (koa-static) answers with these, smaller than a
 * compression made on each request could afford to be.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'ba-times:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(dir, fileName);
          const raw = await fs.readFile(file);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
          await fs.writeFile(`${file}.br`, await brotli(raw, { params }));
          await fs.writeFile(`${file}.gz`, await gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}
