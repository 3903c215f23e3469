import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_MIME, parseMediaVariant } from '@congrega/contract/media';
import { AppError } from '../lib/app-error.ts';
import { variantFile, variantsDir } from '../lib/media-variants.ts';
import { uploadsDir } from '../lib/uploads-dir.ts';

const SEED_ASSETS_DIR = path.join(import.meta.dirname, '../db/seed-assets');

/**
 * Serves media files: user uploads at /media/uploads/ and the demo seed's images at /media/seed/.
 * Names never change content (uploads get fresh random names; seed assets ship with the code), so they
 * are cached for a year as immutable. No directory listings, no dotfiles. Responsive variants of both
 * (/media/v/..., lib/media-variants.ts) are made on first request and kept in DATA_DIR/media-variants.
 */
export default fp(async function mediaPlugin(root: FastifyInstance) {
  // Public files: they answer on every host, the staff console's included (its banner previews).
  await root.register(mediaRoutes);
});

async function mediaRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), anyHost: true };
  });
  const uploads = uploadsDir(app.config.dataDir);
  fs.mkdirSync(uploads, { recursive: true });

  const common = {
    // Other plugins (web hosting) may register @fastify/static too; only one may decorate the reply.
    decorateReply: false,
    index: false as const,
    list: false,
    dotfiles: 'deny' as const,
    maxAge: '365d',
    immutable: true,
    schemaHide: true,
  };

  await app.register(fastifyStatic, {
    ...common,
    root: uploads,
    prefix: '/media/uploads/',
    setHeaders(reply, file) {
      // Uploaded files are user content: never let a browser run them as a page of our origin
      // (an uploaded SVG or HTML file would otherwise be stored XSS). A song's score PDF (checked at upload for
      // script and launch actions: admin/song-scores.ts) opens in the browser's PDF viewer, which a sandboxed
      // document may not start: it keeps the rest of the policy.
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'content-security-policy',
        `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${file.endsWith('.pdf') ? '' : '; sandbox'}`,
      );
    },
  });

  await app.register(fastifyStatic, {
    ...common,
    root: SEED_ASSETS_DIR,
    prefix: '/media/seed/',
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const roots = { seed: SEED_ASSETS_DIR, uploads, cache: variantsDir(app.config.dataDir) };
  app.get('/media/v/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    const wanted = parseMediaVariant(pathname);
    const file = wanted ? await variantFile(roots, pathname) : undefined;
    if (!wanted || !file) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', MEDIA_MIME[wanted.format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await fs.promises.readFile(file));
  });
}
