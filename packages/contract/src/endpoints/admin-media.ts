import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  MEDIA_LIBRARY_GRANTS,
  ZAdminMedia,
  ZAdminMediaChunkQuery,
  ZAdminMediaCreateBody,
  ZAdminMediaList,
  ZAdminMediaParams,
} from '../admin/media.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The console's media library (admin/media.ts): resumable video uploads in checked chunks, their processing state.
 * The `content` or `play` grant (MEDIA_LIBRARY_GRANTS): view to read, edit to upload and delete. Creating, completing and deleting are audited; the
 * chunks in between are not (a large file is thousands of them; the upload's completion records its size).
 */
const media = { base: 'admin', auth: 'staff', tags: ['admin-media'], cache: 'private' } as const;
const { view, edit } = MEDIA_LIBRARY_GRANTS;

export const adminMediaList = defineEndpoint({
  ...media,
  grant: view,
  method: 'GET',
  path: '/admin/:church/media',
  summary: "The church's media library, newest first, and whether this server can process uploads (ffmpeg)",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminMediaList,
  errors: [400, 401, 403, 404],
});

export const adminMediaCreate = defineEndpoint({
  ...media,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/media',
  summary: 'Starts a resumable upload: its name, size and kind; then send its chunks',
  description: 'Refused with 503 MEDIA_PROCESSING_UNAVAILABLE when the server has no ffmpeg, before any byte is sent.',
  params: ZAdminChurchParams,
  body: ZAdminMediaCreateBody,
  status: 201,
  response: ZAdminMedia,
  errors: [400, 401, 403, 404, 503],
});

export const adminMediaGet = defineEndpoint({
  ...media,
  grant: view,
  method: 'GET',
  path: '/admin/:church/media/:id',
  summary: 'One media file: bytes received (where to resume), processing state and progress, what ffprobe read',
  params: ZAdminMediaParams,
  status: 200,
  response: ZAdminMedia,
  errors: [400, 401, 403, 404],
});

export const adminMediaChunk = defineEndpoint({
  ...media,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/media/:id/chunk',
  binary: true,
  summary: 'Sends the chunk starting at `offset` (the bytes received so far), raw, with the SHA-256 of its bytes',
  description:
    'Body: application/octet-stream, at most 16 MiB. 409 MEDIA_CHUNK_OFFSET when the chunk does not start where the received ' +
    'bytes end (read the upload again and resume there), 400 MEDIA_CHUNK_CHECKSUM when its bytes do not match, 415 ' +
    'MEDIA_NOT_VIDEO when the first bytes are not a video container. The last chunk (or an empty one at the end, to ' +
    'finish an upload whose answer was lost) has the file read by ffprobe: 422 MEDIA_UNREADABLE / MEDIA_NO_DURATION, ' +
    'else it is queued for processing.',
  params: ZAdminMediaParams,
  query: ZAdminMediaChunkQuery,
  status: 200,
  response: ZAdminMedia,
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
});

export const adminMediaDelete = defineEndpoint({
  ...media,
  grant: edit,
  method: 'DELETE',
  path: '/admin/:church/media/:id',
  summary: 'Deletes a media file with its bytes, renditions and stills (an upload under way is cancelled)',
  params: ZAdminMediaParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404, 409],
});
