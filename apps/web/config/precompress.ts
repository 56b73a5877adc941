import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside each text asset of the build, at the highest levels (done once, at build
 * time), so that the server can send them as they are (@fastify/static `preCompressed: true`): on a 3G link the first
 * download shrinks about fourfold.
 */
export function precompress(): Plugin {
  return {
    name: 'gbaka:precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${output.fileName}.br`,
          source: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${output.fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        });
      }
    },
  };
}
