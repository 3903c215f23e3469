import { z } from 'zod';
import { MEDIA_LIBRARY_GRANTS, ZAdminMediaParams } from '../admin/media.ts';
import { ZAdminCaption, ZAdminCaptionBody, ZAdminCaptionItemParams, ZAdminCaptionList } from '../admin/media-captions.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Caption tracks of a media item in the console (admin/media-captions.ts), under the media library's grants
 * (`content` or `play`, MEDIA_LIBRARY_GRANTS): view to list, edit to add (or replace a language's) and delete, both
 * audited.
 */
const captions = { base: 'admin', auth: 'staff', tags: ['admin-media'], cache: 'private' } as const;
const path = '/admin/:church/media/:id/legendas';

export const adminCaptionList = defineEndpoint({
  ...captions,
  grant: MEDIA_LIBRARY_GRANTS.view,
  method: 'GET',
  path,
  summary: "A media item's caption tracks, by language",
  params: ZAdminMediaParams,
  status: 200,
  response: ZAdminCaptionList,
  errors: [400, 401, 403, 404],
});

export const adminCaptionCreate = defineEndpoint({
  ...captions,
  grant: MEDIA_LIBRARY_GRANTS.edit,
  method: 'POST',
  path,
  summary: "Adds a caption track (WebVTT, or SRT converted to WebVTT), replacing the language's track if there is one",
  description:
    'The file is checked first: 422 MEDIA_CAPTION_MALFORMED / MEDIA_CAPTION_TIMING / MEDIA_CAPTION_PAST_END name the line, ' +
    '422 MEDIA_CAPTION_EMPTY for a file without cues, 409 MEDIA_NOT_READY before the video is processed.',
  params: ZAdminMediaParams,
  body: ZAdminCaptionBody,
  status: 201,
  response: ZAdminCaption,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminCaptionDelete = defineEndpoint({
  ...captions,
  grant: MEDIA_LIBRARY_GRANTS.edit,
  method: 'DELETE',
  path: `${path}/:legendaId`,
  summary: 'Deletes a caption track',
  params: ZAdminCaptionItemParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
