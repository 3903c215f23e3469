import {
  ZAdminCareDetail,
  ZAdminCareNote,
  ZAdminCareNoteBody,
  ZAdminCarePage,
  ZAdminCareQuery,
  ZAdminCareUpdateBody,
  ZAdminPrayerAnsweredBody,
  ZAdminPrayerDecisionBody,
  ZAdminPrayerEditBody,
  ZAdminPrayerItemParams,
  ZAdminPrayerMessage,
  ZAdminPrayerParams,
  ZAdminPrayerQueue,
  ZAdminPrayerQueueQuery,
  ZAdminPrayerReason,
  ZAdminPrayerReasonBody,
  ZAdminPrayerReasonList,
  ZAdminPrayerRequest,
  ZAdminPrayerRequestParams,
  ZAdminPrayerSettings,
  ZAdminPrayerSettingsBody,
} from '../admin/prayer.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Prayer wall moderation and pastoral care in the staff console (admin/prayer.ts): the `pastoral` grant, view to
 * read, edit to moderate and follow up, admin for the church's prayer settings. Care reads are audited.
 */
const prayer = { base: 'admin', auth: 'staff', tags: ['admin-prayer'], cache: 'private' } as const;
const view = { area: 'pastoral', action: 'view' } as const;
const edit = { area: 'pastoral', action: 'edit' } as const;

export const adminPrayerSettingsGet = defineEndpoint({
  ...prayer,
  grant: view,
  method: 'GET',
  path: '/admin/:church/prayer/settings',
  summary: "The church's prayer wall settings (approval, days on the wall, reports that hide)",
  params: ZAdminPrayerParams,
  status: 200,
  response: ZAdminPrayerSettings,
  errors: [400, 401, 403, 404],
});

export const adminPrayerSettingsSave = defineEndpoint({
  ...prayer,
  grant: { area: 'pastoral', action: 'admin' },
  method: 'PUT',
  path: '/admin/:church/prayer/settings',
  summary: "Saves the church's prayer wall settings (new requests follow them; those already posted keep their expiry)",
  params: ZAdminPrayerParams,
  body: ZAdminPrayerSettingsBody,
  status: 200,
  response: ZAdminPrayerSettings,
  errors: [400, 401, 403, 404],
});

export const adminPrayerQueue = defineEndpoint({
  ...prayer,
  grant: view,
  method: 'GET',
  path: '/admin/:church/prayer/moderation',
  summary: 'The moderation queue: requests waiting for approval, reported or all public ones, and the reported messages',
  params: ZAdminPrayerParams,
  query: ZAdminPrayerQueueQuery,
  status: 200,
  response: ZAdminPrayerQueue,
  errors: [400, 401, 403, 404],
});

export const adminPrayerDecide = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/prayer/requests/:id/decision',
  summary: 'Approves (publishes) or hides a request; its reports are resolved and its author told',
  params: ZAdminPrayerRequestParams,
  body: ZAdminPrayerDecisionBody,
  status: 200,
  response: ZAdminPrayerRequest,
  errors: [400, 401, 403, 404],
});

export const adminPrayerEdit = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/prayer/requests/:id',
  summary: 'Edits or redacts a request (the name shown and the text); its author is told',
  params: ZAdminPrayerRequestParams,
  body: ZAdminPrayerEditBody,
  status: 200,
  response: ZAdminPrayerRequest,
  errors: [400, 401, 403, 404],
});

export const adminPrayerAnswered = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/prayer/requests/:id/answered',
  summary: 'Marks a request answered (the wall shows it as a testimony) or not',
  params: ZAdminPrayerRequestParams,
  body: ZAdminPrayerAnsweredBody,
  status: 200,
  response: ZAdminPrayerRequest,
  errors: [400, 401, 403, 404],
});

export const adminPrayerMessageDecide = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/prayer/messages/:id/decision',
  summary: 'Restores or hides a supportive message; its reports are resolved',
  params: ZAdminPrayerItemParams,
  body: ZAdminPrayerDecisionBody,
  status: 200,
  response: ZAdminPrayerMessage,
  errors: [400, 401, 403, 404],
});

export const adminPrayerReasons = defineEndpoint({
  ...prayer,
  grant: view,
  method: 'GET',
  path: '/admin/:church/prayer/reasons',
  summary: 'The prayer reasons (motivos), active or not, in their order',
  params: ZAdminPrayerParams,
  status: 200,
  response: ZAdminPrayerReasonList,
  errors: [400, 401, 403, 404],
});

export const adminPrayerReasonCreate = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/prayer/reasons',
  summary: 'Creates a prayer reason',
  params: ZAdminPrayerParams,
  body: ZAdminPrayerReasonBody,
  status: 201,
  response: ZAdminPrayerReason,
  errors: [400, 401, 403, 404],
});

export const adminPrayerReasonUpdate = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/prayer/reasons/:id',
  summary: 'Changes a prayer reason (switched off, it leaves the form; requests keep it)',
  params: ZAdminPrayerItemParams,
  body: ZAdminPrayerReasonBody,
  status: 200,
  response: ZAdminPrayerReason,
  errors: [400, 401, 403, 404],
});

export const adminCareList = defineEndpoint({
  ...prayer,
  grant: view,
  method: 'GET',
  path: '/admin/:church/prayer/care',
  summary: 'The care queue: requests asking for a call or a visit, and private ones (each read audited)',
  params: ZAdminPrayerParams,
  query: ZAdminCareQuery,
  status: 200,
  response: ZAdminCarePage,
  errors: [400, 401, 403, 404],
});

export const adminCareGet = defineEndpoint({
  ...prayer,
  grant: view,
  method: 'GET',
  path: '/admin/:church/prayer/care/:id',
  summary: 'One care item with its private notes (the read audited)',
  params: ZAdminPrayerRequestParams,
  status: 200,
  response: ZAdminCareDetail,
  errors: [400, 401, 403, 404],
});

export const adminCareUpdate = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/prayer/care/:id',
  summary: 'Sets a care item status and the staff member assigned to it',
  params: ZAdminPrayerRequestParams,
  body: ZAdminCareUpdateBody,
  status: 200,
  response: ZAdminCareDetail,
  errors: [400, 401, 403, 404],
});

export const adminCareNoteAdd = defineEndpoint({
  ...prayer,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/prayer/care/:id/notes',
  summary: 'Adds a private note of the pastoral team to a care item',
  params: ZAdminPrayerRequestParams,
  body: ZAdminCareNoteBody,
  status: 201,
  response: ZAdminCareNote,
  errors: [400, 401, 403, 404],
});
