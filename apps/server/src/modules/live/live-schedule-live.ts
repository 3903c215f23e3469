import { LIVE_SCHEDULE_EVENT, type TLiveSchedule } from '@congrega/contract/live';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { createLiveTopic, type LiveTopic } from '../../core/live-topic.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { scheduleKey } from './live-boundary.ts';
import { claimSchedulePush } from './live-boundary.repository.ts';
import { getLiveSchedule, scheduleAt } from './live.service.ts';

/**
 * The schedule on the member home and `/live` without reload (issue 34): after staff go live, end or change a
 * service (the console's commit), the church's schedule is computed once and published on the realtime bus
 * (`live-schedule`, one Redis channel across copies); each copy hands it to the streams open there
 * (GET /igreja/{slug}/culto/ao-vivo, server-sent events). What goes out is what the public schedule answers
 * anyone, so every visitor may hear it.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The live schedules' topic on this copy (live.plugin.ts): key = the church's id. */
    liveSchedule: LiveTopic<TLiveSchedule>;
  }
}

export const createLiveScheduleTopic = (app: FastifyInstance) => createLiveTopic<TLiveSchedule>(app, 'live-schedule');

/**
 * After a committed change of the church's services: the new schedule to every open page, its key written so the
 * clock's pushes (live-boundary-runner.ts) start from it. Never throws.
 */
export async function liveScheduleChanged(app: FastifyInstance, church: TenantChurch): Promise<void> {
  try {
    const now = new Date();
    const schedule = await app.database.withChurch(church.id, async (tx) => {
      const current = await scheduleAt(tx, church.id, now);
      await claimSchedulePush(tx, church.id, scheduleKey(current));
      return current;
    });
    await app.liveSchedule.publish(String(church.id), schedule);
  } catch (err) {
    app.log.warn({ err }, 'live schedule update not published');
  }
}

/** The stream of one page: the schedule now, then every change (a wrong slug answers 404 before it opens). */
export async function liveScheduleStream(app: FastifyInstance, req: FastifyRequest, slug: string): Promise<Readable> {
  const church = req.church;
  const first = await getLiveSchedule(app, church, slug);
  return app.eventStreams.open(req.raw, req.ip, (send) => {
    send(LIVE_SCHEDULE_EVENT, first);
    return app.liveSchedule.watch(String(church.id), (schedule) => send(LIVE_SCHEDULE_EVENT, schedule));
  });
}
