import { Readable } from 'node:stream';
import * as media from '@congrega/contract/endpoints/admin-media';
import * as captions from '@congrega/contract/endpoints/admin-media-captions';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { defineMediaJobs } from '../media/media.public.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './media-admin.service.ts';
import { captionCreate, captionDelete, captionList } from './media-captions-admin.service.ts';

/**
 * The console's media library (`/admin/:church/media...`): the gate ran before each handler. Only the chunk route's
 * child plugin takes application/octet-stream, handed to the handler as the request's stream (never buffered; the
 * service stops a chunk past its limit while it streams).
 */
export default async function adminMediaRoutes(app: FastifyInstance) {
  defineMediaJobs(app);
  registerEndpoint(app, media.adminMediaList, ({ req }) => service.mediaList(adminContext(app, req)));
  registerEndpoint(app, media.adminMediaCreate, ({ req, body }) => service.mediaCreate(adminContext(app, req), body));
  registerEndpoint(app, media.adminMediaGet, ({ req, params }) => service.mediaGet(adminContext(app, req), params.id));
  registerEndpoint(app, media.adminMediaDelete, async ({ req, params }) => {
    await service.mediaDelete(adminContext(app, req), params.id);
    return null;
  });
  registerEndpoint(app, captions.adminCaptionList, ({ req, params }) => captionList(adminContext(app, req), params.id));
  registerEndpoint(app, captions.adminCaptionCreate, ({ req, params, body }) => captionCreate(adminContext(app, req), params.id, body));
  registerEndpoint(app, captions.adminCaptionDelete, async ({ req, params }) => {
    await captionDelete(adminContext(app, req), params.id, params.legendaId);
    return null;
  });
  await app.register(async (chunks) => {
    chunks.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
    registerEndpoint(chunks, media.adminMediaChunk, ({ req, params, query }) =>
      service.mediaChunk(adminContext(app, req), params.id, query, req.body instanceof Readable ? req.body : undefined),
    );
  });
}
