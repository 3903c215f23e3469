import multipart from '@fastify/multipart';
import { ZAdminReadingPlanImageBody } from '@congrega/contract/admin/reading-plans';
import * as plans from '@congrega/contract/endpoints/admin-reading-plans';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { adminContext } from './admin-tx.ts';
import { uploadChurchImage } from './admin-uploads.service.ts';
import * as service from './reading-plans-admin.service.ts';

/** Authoring reading plans (`/admin/:church/reading-plans...`): the gate ran before each handler; only the cover's child plugin takes multipart. */
export default async function adminReadingPlansRoutes(app: FastifyInstance) {
  registerEndpoint(app, plans.adminReadingPlanList, ({ req, query }) => service.adminReadingPlanList(adminContext(app, req), query));
  registerEndpoint(app, plans.adminReadingPlanCreate, ({ req, body }) => service.adminReadingPlanCreate(adminContext(app, req), body));
  registerEndpoint(app, plans.adminReadingPlanGet, ({ req, params }) => service.adminReadingPlanGet(adminContext(app, req), params.planId));
  registerEndpoint(app, plans.adminReadingPlanUpdate, ({ req, params, body }) =>
    service.adminReadingPlanUpdate(adminContext(app, req), params.planId, body),
  );
  registerEndpoint(app, plans.adminReadingPlanPublication, ({ req, params, body }) =>
    service.adminReadingPlanPublication(adminContext(app, req), params.planId, body.ativo),
  );
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    registerEndpoint(
      upload,
      plans.adminReadingPlanImageUpload,
      ({ req }) => uploadChurchImage(adminContext(app, req), 'plan', (req.body as { imagem: Buffer }).imagem),
      { body: ZAdminReadingPlanImageBody.extend({ imagem: zRequiredImageFile }) },
    );
  });
}
