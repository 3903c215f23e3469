import multipart from '@fastify/multipart';
import { PUBLICATION_PDF_MAX_BYTES, ZAdminPublicationFileBody } from '@congrega/contract/admin/content-kinds';
import * as e from '@congrega/contract/endpoints/admin-content-parts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './content-parts-admin.service.ts';

/**
 * The parts of the content kinds (`/admin/:church/content/...`): publication types and files, a ministry's project
 * order, a quarter's classes and lessons. The gate ran before each handler; only the PDF upload takes multipart.
 */
export default async function adminContentPartsRoutes(app: FastifyInstance) {
  const ctx = (req: Parameters<typeof adminContext>[1]) => adminContext(app, req);
  registerEndpoint(app, e.adminPublicationTypeList, ({ req }) => service.publicationTypeList(ctx(req)));
  registerEndpoint(app, e.adminPublicationTypeCreate, ({ req, body }) => service.publicationTypeCreate(ctx(req), body));
  registerEndpoint(app, e.adminPublicationTypeUpdate, ({ req, params, body }) => service.publicationTypeUpdate(ctx(req), params.id, body));
  registerEndpoint(app, e.adminPublicationTypeDelete, ({ req, params }) => service.publicationTypeDelete(ctx(req), params.id));
  registerEndpoint(app, e.adminMinistryProjects, ({ req, params }) => service.ministryProjectList(ctx(req), params.id));
  registerEndpoint(app, e.adminMinistryProjectsOrder, ({ req, params, body }) =>
    service.ministryProjectOrder(ctx(req), params.id, body.ids),
  );
  registerEndpoint(app, e.adminEbdClassList, ({ req, params }) => service.classList(ctx(req), params.id));
  registerEndpoint(app, e.adminEbdClassCreate, ({ req, params, body }) => service.classCreate(ctx(req), params.id, body));
  registerEndpoint(app, e.adminEbdClassUpdate, ({ req, params, body }) => service.classUpdate(ctx(req), params.id, params.partId, body));
  registerEndpoint(app, e.adminEbdClassDelete, ({ req, params }) => service.classDelete(ctx(req), params.id, params.partId));
  registerEndpoint(app, e.adminEbdLessonList, ({ req, params }) => service.lessonList(ctx(req), params.id));
  registerEndpoint(app, e.adminEbdLessonCreate, ({ req, params, body }) => service.lessonCreate(ctx(req), params.id, body));
  registerEndpoint(app, e.adminEbdLessonUpdate, ({ req, params, body }) => service.lessonUpdate(ctx(req), params.id, params.partId, body));
  registerEndpoint(app, e.adminEbdLessonDelete, ({ req, params }) => service.lessonDelete(ctx(req), params.id, params.partId));
  registerEndpoint(app, e.adminEbdLessonPublish, ({ req, params, body }) =>
    service.lessonPublish(ctx(req), params.id, params.partId, body.quando),
  );
  registerEndpoint(app, e.adminEbdLessonUnpublish, ({ req, params }) => service.lessonUnpublish(ctx(req), params.id, params.partId));
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions(PUBLICATION_PDF_MAX_BYTES));
    upload.setErrorHandler(uploadErrorHandler(PUBLICATION_PDF_MAX_BYTES));
    registerEndpoint(
      upload,
      e.adminPublicationFileUpload,
      ({ req }) => service.publicationFileUpload(ctx(req), (req.body as { arquivo: Buffer }).arquivo),
      { body: ZAdminPublicationFileBody.extend({ arquivo: zRequiredImageFile }) },
    );
  });
}
