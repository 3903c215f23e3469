import type { TLiveSchedule } from '@congrega/contract/live';
import { occurrenceAt, type ServiceTimes } from './occurrence.ts';

/**
 * The clock's side of the live schedule (live-boundary-runner.ts), pure: when a service's start or end passes, and
 * the key of what a schedule shows (each service's occurrence start and whether it is live; not `agora`, not a by-hand
 * live service's sliding end), so a push happens when, and only when, that changes.
 */
export function scheduleKey(schedule: TLiveSchedule): string {
  return schedule.cultos.map((s) => `${s.id}:${s.aoVivo ? 1 : 0}:${s.inicio}`).join('|');
}

/** The service's next start or end after `at` (ms), undefined when it has none left. */
export function nextBoundary(service: ServiceTimes, at: number): number | undefined {
  const occurrence = occurrenceAt(service, new Date(at));
  if (!occurrence) return undefined;
  return (occurrence.aoVivo ? occurrence.fim : occurrence.inicio).getTime();
}

/** Whether a start or end of the service falls in (from, to]. */
export function boundaryPassed(service: ServiceTimes, from: number, to: number): boolean {
  const next = nextBoundary(service, from);
  return next !== undefined && next > from && next <= to;
}
