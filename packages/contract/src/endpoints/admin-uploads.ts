import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminImageUpload, ZAdminImageUploadBody } from '../admin/settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Images the console uploads for the church's settings (banners first): each stored in the church's own folder, which
 * is the only upload folder the church's settings accept (SETTINGS_IMAGE_NOT_OWN otherwise). Audited.
 */
export const adminImageUpload = defineEndpoint({
  base: 'admin',
  auth: 'staff',
  grant: { area: 'settings', action: 'edit' },
  tags: ['admin-settings'],
  cache: 'private',
  method: 'POST',
  path: '/admin/:church/uploads/image',
  multipart: true,
  summary: 'Upload an image for the church settings (multipart/form-data: `uso` and the `imagem` file)',
  description:
    'The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata into the church’s own folder; ' +
    'the answer is its path, to use in a banner. Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminChurchParams,
  body: ZAdminImageUploadBody,
  status: 201,
  response: ZAdminImageUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
