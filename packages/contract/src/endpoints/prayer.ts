import { z } from 'zod';
import { ZChurchIdQuery } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZMyPrayer,
  ZMyPrayerList,
  ZPrayBody,
  ZPrayerCreateBody,
  ZPrayerDetail,
  ZPrayerIdParams,
  ZPrayerMessage,
  ZPrayerMessageBody,
  ZPrayerReasonList,
  ZPrayerWall,
  ZPrayerWallItemParams,
  ZPrayerWallParams,
  ZPrayerWallQuery,
  ZPrayResult,
  ZPrayerExtendBody,
  ZPrayerMessageReportBody,
  ZPrayerReportBody,
  ZPrayerReportResult,
} from '../prayer.ts';

/**
 * Prayer wall (spec section 7, "Prayer"; MOD_MURAL_ORACAO). Answers are per viewer (meu, orouHoje) and
 * personal: never in shared caches.
 */
const common = { tags: ['Prayer'], module: 'MOD_MURAL_ORACAO', cache: 'private' } as const;

export const getPrayerWall = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/oracao/:slug',
  auth: 'optional',
  summary: 'Prayer wall: published requests, newest first',
  description: "`orouHoje` is present for logged-in callers; `meu` marks the caller's own requests.",
  params: ZPrayerWallParams,
  query: ZPrayerWallQuery,
  status: 200,
  response: ZPrayerWall,
  errors: [400, 401, 404],
});

export const getPrayer = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/oracao/:slug/:id',
  auth: 'optional',
  summary: 'One prayer request with its supportive messages',
  description: 'An unpublished request is visible only to its author and church staff; others get 404 PRAYER_NOT_FOUND.',
  params: ZPrayerWallItemParams,
  status: 200,
  response: ZPrayerDetail,
  errors: [400, 401, 404],
});

export const getPrayerReasons = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/igreja/:slug/oracao-motivo/',
  auth: 'none',
  summary: 'Active prayer reasons of the church',
  params: ZPrayerWallParams,
  status: 200,
  response: ZPrayerReasonList,
  errors: [400, 404],
});

export const listMyPrayers = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/user/oracao',
  auth: 'member',
  summary: "The caller's own prayer requests (published or not), newest first",
  query: ZChurchIdQuery,
  status: 200,
  response: ZMyPrayerList,
  errors: [400, 401, 403, 404],
});

export const createPrayer = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/',
  auth: 'member',
  multipart: true,
  summary: 'New prayer request (multipart/form-data, optional `imagem` file)',
  description:
    'Booleans are sent as "true"/"false". The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata. ' +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  body: ZPrayerCreateBody,
  status: 201,
  response: ZMyPrayer,
  errors: [400, 401, 403, 404, 413, 415],
});

export const sendPrayerMessage = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/mensagem/',
  auth: 'member',
  summary: 'Supportive message under a prayer request the caller can see',
  description: 'At most PRAYER_MESSAGES_PER_WINDOW per member in PRAYER_MESSAGE_WINDOW_SECONDS, then 429 PRAYER_MESSAGE_LIMIT.',
  body: ZPrayerMessageBody,
  status: 201,
  response: ZPrayerMessage,
  errors: [400, 401, 403, 404, 429],
});

export const pray = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/orar/',
  auth: 'member',
  summary: 'Pray for a request',
  description: 'Counts at most once per member, request and calendar day of the church (igreja.fusoHorario); repeated taps change nothing.',
  body: ZPrayBody,
  status: 200,
  response: ZPrayResult,
  errors: [400, 401, 403, 404],
});

export const deletePrayer = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/oracao/:id',
  auth: 'member',
  summary: 'Delete an own prayer request (irreversible: messages, prayers and image go too)',
  params: ZPrayerIdParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const reportPrayer = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/denuncia/',
  auth: 'member',
  summary: "Report someone else's request on the wall",
  description:
    "Once per member and request (a repeat changes nothing). The church's number of reports hides it until a moderator decides; an own request answers 403.",
  body: ZPrayerReportBody,
  status: 200,
  response: ZPrayerReportResult,
  errors: [400, 401, 403, 404],
});

export const reportPrayerMessage = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/mensagem/denuncia/',
  auth: 'member',
  summary: "Report someone else's supportive message",
  description: 'Once per member and message, as a request; hidden at the same number of reports.',
  body: ZPrayerMessageReportBody,
  status: 200,
  response: ZPrayerReportResult,
  errors: [400, 401, 403, 404],
});

export const extendPrayer = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/oracao/prorrogar/',
  auth: 'member',
  summary: "Keep an own request on the wall for the church's number of days more, from now",
  description: 'Only the author; any number of times. A request that never expires stays so.',
  body: ZPrayerExtendBody,
  status: 200,
  response: ZMyPrayer,
  errors: [400, 401, 403, 404],
});

export const getPrayerWallStream = defineEndpoint({
  ...common,
  hide: true,
  method: 'GET',
  path: '/oracao/:slug/ao-vivo',
  auth: 'none',
  summary: 'The prayer wall’s counts and new supportive messages as they happen (server-sent events)',
  description:
    'text/event-stream: `prayed` and `message` events (prayer.ts TPrayerWallEvent), only about requests on the public ' +
    'wall; the same for every viewer. The stream stays open; EventSource reconnects by itself.',
  params: ZPrayerWallParams,
  status: 200,
  file: 'text/event-stream',
  response: z.string(),
  errors: [400, 404, 429],
});
