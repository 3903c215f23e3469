import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZAdminReadingPlan,
  ZAdminReadingPlanBody,
  ZAdminReadingPlanImageBody,
  ZAdminReadingPlanListPage,
  ZAdminReadingPlanListQuery,
  ZAdminReadingPlanParams,
  ZAdminReadingPlanPublicationBody,
} from '../admin/reading-plans.ts';
import { ZAdminImageUpload } from '../admin/settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Authoring reading plans in the staff console (admin/reading-plans.ts): the `content` grant, view to read and edit to change. */
const plans = { base: 'admin', auth: 'staff', tags: ['admin-reading-plans'], cache: 'private' } as const;
const view = { area: 'content', action: 'view' } as const;
const edit = { area: 'content', action: 'edit' } as const;

export const adminReadingPlanList = defineEndpoint({
  ...plans,
  grant: view,
  method: 'GET',
  path: '/admin/:church/reading-plans',
  summary: "The church's reading plans with their statistics (members started, on track, finished), unpublished ones included",
  params: ZAdminChurchParams,
  query: ZAdminReadingPlanListQuery,
  status: 200,
  response: ZAdminReadingPlanListPage,
  errors: [400, 401, 403, 404],
});

export const adminReadingPlanCreate = defineEndpoint({
  ...plans,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/reading-plans',
  summary: 'Creates a reading plan: its days with their passages typed as Bible references, validated against the books',
  params: ZAdminChurchParams,
  body: ZAdminReadingPlanBody,
  status: 201,
  response: ZAdminReadingPlan,
  errors: [400, 401, 403, 404],
});

export const adminReadingPlanGet = defineEndpoint({
  ...plans,
  grant: view,
  method: 'GET',
  path: '/admin/:church/reading-plans/:planId',
  summary: 'A reading plan for editing, with its statistics',
  params: ZAdminReadingPlanParams,
  status: 200,
  response: ZAdminReadingPlan,
  errors: [400, 401, 403, 404],
});

export const adminReadingPlanUpdate = defineEndpoint({
  ...plans,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/reading-plans/:planId',
  summary: 'Replaces a reading plan (its days in the order sent)',
  params: ZAdminReadingPlanParams,
  body: ZAdminReadingPlanBody,
  status: 200,
  response: ZAdminReadingPlan,
  errors: [400, 401, 403, 404],
});

export const adminReadingPlanPublication = defineEndpoint({
  ...plans,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/reading-plans/:planId/publication',
  summary: 'Publishes a reading plan (members see it) or takes it down (their progress is kept, hidden)',
  params: ZAdminReadingPlanParams,
  body: ZAdminReadingPlanPublicationBody,
  status: 200,
  response: ZAdminReadingPlan,
  errors: [400, 401, 403, 404],
});

export const adminReadingPlanImageUpload = defineEndpoint({
  ...plans,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/reading-plans/images',
  multipart: true,
  summary: "Uploads a reading plan's cover (multipart/form-data: the `imagem` file) into the church's own plans folder",
  description:
    "The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata; the answer is its path, for a plan body's `imagem`. " +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminChurchParams,
  body: ZAdminReadingPlanImageBody,
  status: 201,
  response: ZAdminImageUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
