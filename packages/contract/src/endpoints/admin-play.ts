import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZAdminPlayCatalogue,
  ZAdminPlayCollection,
  ZAdminPlayCollectionBody,
  ZAdminPlayConfigBody,
  ZAdminPlayContent,
  ZAdminPlayContentBody,
  ZAdminPlayIdParams,
  ZAdminPlayImageBody,
  ZAdminPlayOrderBody,
  ZAdminPlayPlan,
  ZAdminPlayPlanBody,
  ZAdminPlayPreviewQuery,
  ZAdminPlayPublicationBody,
} from '../admin/play.ts';
import { ZAdminImageUpload } from '../admin/settings.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPlayHome } from '../play.ts';

/** The Play catalogue authored in the console (admin/play.ts): the `play` grant, view reads and edit writes. */
const play = { base: 'admin', auth: 'staff', tags: ['admin-play'], cache: 'private' } as const;
const view = { area: 'play', action: 'view' } as const;
const edit = { area: 'play', action: 'edit' } as const;
const base = '/admin/:church/play';
const write = { ...play, grant: edit, status: 200, errors: [400, 401, 403, 404, 409] } as const;

export const adminPlayCatalogue = defineEndpoint({
  ...play,
  grant: view,
  method: 'GET',
  path: base,
  summary: "The church's whole Play catalogue as staff author it: the setting, plans, collections and contents (drafts included)",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminPlayCatalogue,
  errors: [400, 401, 403, 404],
});

export const adminPlayConfigUpdate = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/config`,
  summary: 'Who browses the catalogue: everyone (watching needs a subscription) or subscribers only',
  params: ZAdminChurchParams,
  body: ZAdminPlayConfigBody,
  response: ZAdminPlayCatalogue,
});

export const adminPlayPlanCreate = defineEndpoint({
  ...write,
  status: 201,
  method: 'POST',
  path: `${base}/plans`,
  summary: 'Adds a plan (price per period, subscription fee, card fees, active or not)',
  params: ZAdminChurchParams,
  body: ZAdminPlayPlanBody,
  response: ZAdminPlayPlan,
});

export const adminPlayPlanUpdate = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/plans/:id`,
  summary: 'Changes a plan; an inactive plan takes no new subscribers, its subscribers keep it until their period ends',
  params: ZAdminPlayIdParams,
  body: ZAdminPlayPlanBody,
  response: ZAdminPlayPlan,
});

export const adminPlayCollectionCreate = defineEndpoint({
  ...write,
  status: 201,
  method: 'POST',
  path: `${base}/collections`,
  summary: 'Adds a collection last, seen on every plan or on the plans named',
  params: ZAdminChurchParams,
  body: ZAdminPlayCollectionBody,
  response: ZAdminPlayCollection,
});

export const adminPlayCollectionOrder = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/collections/order`,
  summary: 'Reorders the collections (every id once)',
  params: ZAdminChurchParams,
  body: ZAdminPlayOrderBody,
  response: ZAdminPlayCatalogue,
});

export const adminPlayCollectionUpdate = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/collections/:id`,
  summary: 'Changes a collection and the plans that see it',
  params: ZAdminPlayIdParams,
  body: ZAdminPlayCollectionBody,
  response: ZAdminPlayCollection,
});

export const adminPlayCollectionDelete = defineEndpoint({
  ...write,
  status: 204,
  method: 'DELETE',
  path: `${base}/collections/:id`,
  summary: 'Deletes a collection; its contents stay in the catalogue without a collection',
  params: ZAdminPlayIdParams,
  response: z.null(),
});

export const adminPlayCollectionContentsOrder = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/collections/:id/contents/order`,
  summary: "Reorders a collection's contents (every id of the collection once)",
  params: ZAdminPlayIdParams,
  body: ZAdminPlayOrderBody,
  response: ZAdminPlayCatalogue,
});

export const adminPlayContentCreate = defineEndpoint({
  ...write,
  status: 201,
  method: 'POST',
  path: `${base}/contents`,
  summary: 'Adds a content (a draft) playing a ready video of the media library',
  params: ZAdminChurchParams,
  body: ZAdminPlayContentBody,
  response: ZAdminPlayContent,
});

export const adminPlayContentUpdate = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/contents/:id`,
  summary: 'Changes a content (members see the change at once when it is published)',
  params: ZAdminPlayIdParams,
  body: ZAdminPlayContentBody,
  response: ZAdminPlayContent,
});

export const adminPlayContentDelete = defineEndpoint({
  ...write,
  status: 204,
  method: 'DELETE',
  path: `${base}/contents/:id`,
  summary:
    "Deletes a content: it leaves its collection, the home rows, search and members' lists at once; its video stays in the media library",
  params: ZAdminPlayIdParams,
  response: z.null(),
});

export const adminPlayContentPublication = defineEndpoint({
  ...write,
  method: 'PUT',
  path: `${base}/contents/:id/publication`,
  summary: 'Publishes a content (members see it) or takes it down (it leaves home, lists, search and my list at once)',
  params: ZAdminPlayIdParams,
  body: ZAdminPlayPublicationBody,
  response: ZAdminPlayContent,
});

export const adminPlayPreview = defineEndpoint({
  ...play,
  grant: view,
  method: 'GET',
  path: `${base}/preview`,
  summary: 'What the member home shows a subscriber of a plan (no plan: a visitor or a member without a subscription)',
  params: ZAdminChurchParams,
  query: ZAdminPlayPreviewQuery,
  status: 200,
  response: ZPlayHome,
  errors: [400, 401, 403, 404],
});

export const adminPlayImageUpload = defineEndpoint({
  ...write,
  status: 201,
  method: 'POST',
  path: `${base}/images`,
  multipart: true,
  summary: "Uploads a poster for a content or a collection (multipart/form-data: the `imagem` file) into the church's Play folder",
  description:
    "The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata; the answer is its path, for a body's `imagem`. " +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminChurchParams,
  body: ZAdminPlayImageBody,
  response: ZAdminImageUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
