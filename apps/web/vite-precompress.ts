import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz twins of the hashed assets so the server (@fastify/static preCompressed) sends
 * compressed bytes without compressing on every request: the shell loads faster on slow mobile networks.
 */
export function precompress(): Plugin {
  return {
    name: 'congrega:precompress',
    apply: 'build',
    // After every other plugin has finished with the bundle (Vite rewrites preload markers in its own
    // generateBundle): compress exactly the bytes that were written.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        for (const [fileName, output] of Object.entries(bundle)) {
          if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
          const source = output.type === 'chunk' ? output.code : output.source;
          const bytes = Buffer.from(source);
          if (bytes.length < 1024) continue;
          const file = path.join(dir, fileName);
          fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}
