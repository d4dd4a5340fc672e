import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) beside every text file of the build, so the server can send
 * them as they are (@fastify/static `preCompressed`) instead of compressing on the fly at a lower level.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sportsbook:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
