import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every text answer above 1 KiB compressed by the client's Accept-Encoding (Brotli, else gzip): HTML, API JSON, the
 * OpenAPI document, CSV exports as they stream. Brotli at quality 4 (the default 11 costs ~20x the CPU for a few
 * per cent on JSON); answers already compressed (the web's pre-compressed assets) or not compressible (images,
 * PDFs, ZIPs) pass as they are. An answer gets a weak ETag of its uncompressed body and a GET's matching
 * If-None-Match answers 304 with no body, so a screen re-reading an unchanged list downloads nothing; streamed answers get none.
 * Registered before every route (hooks apply to the routes registered after).
 */
export const COMPRESS_THRESHOLD = 1024;

export default fp(async function compressionPlugin(app: FastifyInstance) {
  // The plugin's own 304 would answer any method and status (a POST that wrote, a 403): only a GET's or HEAD's 200 is
  // answered "not modified", here, after it set the tag and before the body is compressed.
  await app.register(etag, { weak: true, replyWith304: false });
  app.addHook('onSend', async (req, reply, payload) => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || reply.statusCode !== 200) return payload;
    const tag = reply.getHeader('etag');
    if (!tag || req.headers['if-none-match'] !== tag) return payload;
    reply.code(304);
    return '';
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
