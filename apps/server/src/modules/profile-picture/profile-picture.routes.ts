import multipart from '@fastify/multipart';
import * as endpoints from '@congrega/contract/endpoints/member-profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerEndpoint, type MemberRequest } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { removeProfilePicture, setProfilePicture } from './profile-picture.service.ts';

/** Profile picture (spec section 7): routes from the contract; rules in profile-picture.service.ts. */
export default async function profilePictureRoutes(app: FastifyInstance) {
  const ctx = (req: MemberRequest) => ({ app, church: req.church, auth: req.auth });
  registerEndpoint(app, endpoints.deleteProfileImage, ({ req, params }) => removeProfilePicture(ctx(req), params.id));

  // Only this route accepts multipart: the parser is registered in its own child plugin.
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions());
    upload.setErrorHandler(uploadErrorHandler());
    const body = z.strictObject({ imagem: zRequiredImageFile });
    registerEndpoint(
      upload,
      endpoints.uploadProfileImage,
      ({ req, params }) => setProfilePicture(ctx(req), params.id, (req.body as { imagem: Buffer }).imagem),
      { body },
    );
  });
}
