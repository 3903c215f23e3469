import multipart from '@fastify/multipart';
import { ZAdminPlayImageBody } from '@congrega/contract/admin/play';
import * as play from '@congrega/contract/endpoints/admin-play';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { adminContext } from './admin-tx.ts';
import { uploadChurchImage } from './admin-uploads.service.ts';
import * as service from './play-admin.service.ts';

/** The Play catalogue (`/admin/:church/play...`): the gate ran before each handler; only the poster's child plugin takes multipart. */
export default async function adminPlayRoutes(app: FastifyInstance) {
  const ctx = (req: Parameters<typeof adminContext>[1]) => adminContext(app, req);
  registerEndpoint(app, play.adminPlayCatalogue, ({ req }) => service.adminPlayCatalogue(ctx(req)));
  registerEndpoint(app, play.adminPlayConfigUpdate, ({ req, body }) => service.adminPlayConfig(ctx(req), body.tipoVisibilidadeConteudo));
  registerEndpoint(app, play.adminPlayPlanCreate, ({ req, body }) => service.adminPlayPlanCreate(ctx(req), body));
  registerEndpoint(app, play.adminPlayPlanUpdate, ({ req, params, body }) => service.adminPlayPlanUpdate(ctx(req), params.id, body));
  registerEndpoint(app, play.adminPlayCollectionCreate, ({ req, body }) => service.adminPlayCollectionCreate(ctx(req), body));
  registerEndpoint(app, play.adminPlayCollectionOrder, ({ req, body }) => service.adminPlayCollectionOrder(ctx(req), body.ids));
  registerEndpoint(app, play.adminPlayCollectionUpdate, ({ req, params, body }) =>
    service.adminPlayCollectionUpdate(ctx(req), params.id, body),
  );
  registerEndpoint(app, play.adminPlayCollectionDelete, ({ req, params }) => service.adminPlayCollectionDelete(ctx(req), params.id));
  registerEndpoint(app, play.adminPlayCollectionContentsOrder, ({ req, params, body }) =>
    service.adminPlayCollectionContentsOrder(ctx(req), params.id, body.ids),
  );
  registerEndpoint(app, play.adminPlayContentCreate, ({ req, body }) => service.adminPlayContentCreate(ctx(req), body));
  registerEndpoint(app, play.adminPlayContentUpdate, ({ req, params, body }) => service.adminPlayContentUpdate(ctx(req), params.id, body));
  registerEndpoint(app, play.adminPlayContentPublication, ({ req, params, body }) =>
    service.adminPlayContentPublication(ctx(req), params.id, body.publicado),
  );
  registerEndpoint(app, play.adminPlayContentDelete, ({ req, params }) => service.adminPlayContentDelete(ctx(req), params.id));
  registerEndpoint(app, play.adminPlayPreview, ({ req, query }) => service.adminPlayPreview(ctx(req), query.plano));
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    registerEndpoint(
      upload,
      play.adminPlayImageUpload,
      ({ req }) => uploadChurchImage(adminContext(app, req), 'play', (req.body as { imagem: Buffer }).imagem),
      { body: ZAdminPlayImageBody.extend({ imagem: zRequiredImageFile }) },
    );
  });
}
