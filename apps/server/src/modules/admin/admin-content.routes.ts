import multipart from '@fastify/multipart';
import { ZAdminContentImageBody } from '@congrega/contract/admin/content';
import { adminContentImageUpload } from '@congrega/contract/endpoints/admin-content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { AUTHORING_KINDS } from '../content/content.public.ts';
import { adminContext } from './admin-tx.ts';
import { uploadChurchImage } from './admin-uploads.service.ts';
import * as service from './content-admin.service.ts';

/**
 * Authoring content (`/admin/:church/content/<kind>...`): the same seven routes for every kind the console authors
 * (content's AUTHORING_KINDS), the gate ran before each handler; only the cover's child plugin takes multipart.
 */
export default async function adminContentRoutes(app: FastifyInstance) {
  for (const kind of Object.values(AUTHORING_KINDS)) {
    const e = kind.endpoints;
    registerEndpoint(app, e.list, ({ req, query }) => service.contentList(adminContext(app, req), kind, query) as never);
    registerEndpoint(app, e.get, ({ req, params }) => service.contentGet(adminContext(app, req), kind, params.id) as never);
    registerEndpoint(app, e.create, ({ req, body }) => service.contentCreate(adminContext(app, req), kind, body as never) as never);
    registerEndpoint(
      app,
      e.update,
      ({ req, params, body }) => service.contentUpdate(adminContext(app, req), kind, params.id, body as never) as never,
    );
    registerEndpoint(
      app,
      e.publish,
      ({ req, params, body }) => service.contentPublish(adminContext(app, req), kind, params.id, body.quando) as never,
    );
    registerEndpoint(app, e.unpublish, ({ req, params }) => service.contentUnpublish(adminContext(app, req), kind, params.id) as never);
    registerEndpoint(app, e.remove, async ({ req, params }) => {
      await service.contentDelete(adminContext(app, req), kind, params.id);
      return null;
    });
  }
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    registerEndpoint(
      upload,
      adminContentImageUpload,
      ({ req }) => uploadChurchImage(adminContext(app, req), 'content', (req.body as { imagem: Buffer }).imagem),
      { body: ZAdminContentImageBody.extend({ imagem: zRequiredImageFile }) },
    );
  });
}
