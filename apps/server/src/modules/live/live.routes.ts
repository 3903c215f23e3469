import * as live from '@congrega/contract/endpoints/live';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getLiveServiceCalendar } from './live-calendar.ts';
import { liveScheduleStream } from './live-schedule-live.ts';
import { getLiveSchedule, getLiveService } from './live.service.ts';

/** Live services (MOD_CULTO): routes from the contract's descriptors; rules in live.service.ts. */
export default async function liveRoutes(app: FastifyInstance) {
  registerEndpoint(app, live.getLiveSchedule, ({ req, params }) => getLiveSchedule(app, req.church, params.slug));
  registerEndpoint(app, live.getLiveScheduleStream, ({ req, reply, params }) => {
    reply.header('x-accel-buffering', 'no');
    return liveScheduleStream(app, req, params.slug);
  });
  registerEndpoint(app, live.getLiveService, ({ req, params }) => getLiveService(app, req.church, params.id));
  registerEndpoint(app, live.getLiveServiceCalendar, async ({ req, reply, params }) => {
    reply.header('content-disposition', `attachment; filename="culto-${params.id}.ics"`);
    return Buffer.from(await getLiveServiceCalendar(app, req.church, params.id));
  });
}
