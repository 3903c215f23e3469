import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZLiveSchedule, ZLiveService, ZLiveServiceParams, ZLiveSlugParams } from '../live.ts';

/**
 * Live services (MOD_CULTO). Public; "live now" is computed at the time of the call, so shared caches keep an
 * answer 15 seconds at most.
 */
const live = { tags: ['Live services'], module: 'MOD_CULTO', auth: 'none', cache: 15 } as const;

export const getLiveSchedule = defineEndpoint({
  ...live,
  method: 'GET',
  path: '/igreja/:slug/culto/',
  summary: 'The church’s live services: what is live now, what comes next, and every service by next occurrence',
  params: ZLiveSlugParams,
  status: 200,
  response: ZLiveSchedule,
  errors: [400, 404],
});

export const getLiveService = defineEndpoint({
  ...live,
  method: 'GET',
  path: '/culto/:id',
  summary: 'One live service with its current or next occurrence',
  params: ZLiveServiceParams,
  status: 200,
  response: ZLiveService,
  errors: [400, 404],
});

export const getLiveServiceCalendar = defineEndpoint({
  ...live,
  cache: 300,
  method: 'GET',
  path: '/culto/:id/calendario.ics',
  summary: 'A live service as an add-to-calendar file (iCalendar: a weekly service as a series in its time zone)',
  description:
    'A weekly service repeats every week at its time in its IANA zone (DTSTART;TZID with the VTIMEZONE); a one-off ' +
    'stream has its instants in UTC. Inactive, ended or another church’s: 404 LIVE_SERVICE_NOT_FOUND.',
  params: ZLiveServiceParams,
  status: 200,
  file: 'text/calendar; charset=utf-8',
  response: z.string(),
  errors: [400, 404],
});

export const getLiveScheduleStream = defineEndpoint({
  ...live,
  cache: 'private',
  hide: true,
  method: 'GET',
  path: '/igreja/:slug/culto/ao-vivo',
  summary: 'The church’s live schedule as it changes (server-sent events)',
  description:
    'text/event-stream: a `schedule` event (LiveSchedule, as GET /igreja/{slug}/culto/ answers) at once and again ' +
    'whenever staff go live, end or change a service. The stream stays open; EventSource reconnects by itself.',
  params: ZLiveSlugParams,
  status: 200,
  file: 'text/event-stream',
  response: z.string(),
  errors: [400, 404, 429],
});
