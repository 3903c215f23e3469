import type { FastifyInstance } from 'fastify';
import { boundaryPassed, nextBoundary, scheduleKey } from './live-boundary.ts';
import { claimSchedulePush, servicesWithTimes } from './live-boundary.repository.ts';
import { scheduleAt } from './live.service.ts';

/**
 * Clock-driven live start and end (issue 34): when a scheduled service's start or end passes, the home and /live
 * pages open anywhere get the new schedule without reload. Every copy keeps a timer set to the next start or end
 * of any church's service (at most a minute ahead, so services added on another copy are seen); at the tick, each
 * church with a boundary passed computes its schedule and claims the push by its key (live-boundary.repository.ts):
 * under any number of copies exactly one publishes it on the realtime bus (`live-schedule`, one Redis channel), the
 * others find the key already written. Staff's changes push at once (liveScheduleChanged) and write the key too.
 */
const MAX_WAIT_MS = 60_000;
/** The tick lands just after the instant, so the schedule computed then already shows the change. */
const SLACK_MS = 250;

/** Pushes the schedule of every church with a start or end in (since, now]; answers how many were published. */
export async function pushLiveBoundaries(app: FastifyInstance, since: Date, now: Date): Promise<number> {
  const services = await servicesWithTimes(app.database.db, since);
  const churches = new Set(services.filter((s) => boundaryPassed(s, since.getTime(), now.getTime())).map((s) => s.igrejaId));
  let published = 0;
  for (const churchId of churches) if (await pushSchedule(app, churchId, now)) published++;
  return published;
}

/** The church's schedule at `now` to its open pages, if this caller claims it (a change since the last push). */
export async function pushSchedule(app: FastifyInstance, churchId: number, now: Date): Promise<boolean> {
  const schedule = await app.database.withChurch(churchId, async (tx) => {
    const current = await scheduleAt(tx, churchId, now);
    return (await claimSchedulePush(tx, churchId, scheduleKey(current))) ? current : undefined;
  });
  if (!schedule) return false;
  await app.liveSchedule.publish(String(churchId), schedule);
  return true;
}

/** When the next tick is due after `now`: the next start or end of any service, within a minute. */
export async function nextTickDelay(app: FastifyInstance, now: Date): Promise<number> {
  const at = now.getTime();
  const next = (await servicesWithTimes(app.database.db, now))
    .map((s) => nextBoundary(s, at))
    .reduce<number>((soonest, b) => (b !== undefined && b > at ? Math.min(soonest, b) : soonest), at + MAX_WAIT_MS);
  return Math.max(0, next - at) + SLACK_MS;
}

/** Starts this copy's timer (live.plugin.ts, where jobs run); the returned function stops it. Never throws. */
export function startLiveClock(app: FastifyInstance, clock: () => Date = () => new Date()): () => void {
  let since = clock();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = async () => {
    const delay = await nextTickDelay(app, clock()).catch(() => MAX_WAIT_MS);
    if (!stopped) timer = setTimeout(() => void tick(), delay);
  };
  const tick = async () => {
    const now = clock();
    try {
      await pushLiveBoundaries(app, since, now);
      since = now;
    } catch (err) {
      app.log.warn({ err }, 'live schedule boundary not pushed');
    }
    await arm();
  };
  void arm();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
