import multipart from '@fastify/multipart';
import { SONG_PDF_MAX_BYTES, ZAdminSongScoreUploadBody } from '@congrega/contract/admin/songs';
import * as songs from '@congrega/contract/endpoints/admin-songs';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { imageFormOptions, uploadErrorHandler, zRequiredImageFile } from '../../lib/image-upload.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './songs-admin.service.ts';

/**
 * Authoring worship songs (`/admin/:church/songs...`): the gate ran before each handler; only the score upload's
 * child plugin takes multipart (a PDF up to SONG_PDF_MAX_BYTES; an image is held to the image pipeline's limit).
 */
export default async function adminSongsRoutes(app: FastifyInstance) {
  registerEndpoint(app, songs.adminSongList, ({ req, query }) => service.adminSongList(adminContext(app, req), query));
  registerEndpoint(app, songs.adminSongCreate, ({ req, body }) => service.adminSongCreate(adminContext(app, req), body));
  registerEndpoint(app, songs.adminSongGet, ({ req, params }) => service.adminSongGet(adminContext(app, req), params.songId));
  registerEndpoint(app, songs.adminSongUpdate, ({ req, params, body }) =>
    service.adminSongUpdate(adminContext(app, req), params.songId, body),
  );
  registerEndpoint(app, songs.adminSongDelete, ({ req, params }) => service.adminSongDelete(adminContext(app, req), params.songId));
  await app.register(async (upload) => {
    await upload.register(multipart, imageFormOptions(SONG_PDF_MAX_BYTES));
    upload.setErrorHandler(uploadErrorHandler(SONG_PDF_MAX_BYTES));
    registerEndpoint(
      upload,
      songs.adminSongScoreUpload,
      ({ req }) => service.adminSongScoreUpload(adminContext(app, req), (req.body as { arquivo: Buffer }).arquivo),
      { body: ZAdminSongScoreUploadBody.extend({ arquivo: zRequiredImageFile }) },
    );
  });
}
