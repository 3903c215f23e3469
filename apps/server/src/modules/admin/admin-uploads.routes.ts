import multipart from '@fastify/multipart';
import { ZAdminImageUploadBody } from '@congrega/contract/admin/settings';
import * as uploads from '@congrega/contract/endpoints/admin-uploads';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { adminContext } from './admin-tx.ts';
import { uploadChurchImage } from './admin-uploads.service.ts';
import { defineUploadJobs } from './uploads-sweep.ts';

/** The console's image uploads (`/admin/:church/uploads/...`; only this child plugin accepts multipart) and their sweep. */
export default async function adminUploadsRoutes(app: FastifyInstance) {
  defineUploadJobs(app);
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    const body = ZAdminImageUploadBody.extend({ imagem: zRequiredImageFile });
    registerEndpoint(
      upload,
      uploads.adminImageUpload,
      ({ req, body: form }) => uploadChurchImage(adminContext(app, req), form.uso, (req.body as { imagem: Buffer }).imagem),
      { body },
    );
  });
}
