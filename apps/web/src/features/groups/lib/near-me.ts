import type { TGroupSummary } from '@congrega/contract/groups';
import { distanceKm, type Point } from '../../../lib/geolocation.ts';

export type GroupWithDistance = TGroupSummary & { distanceKm: number | null };

/** Nearest first when a position is known (lib/geolocation.ts: asked only on the visitor's choice, never sent) (groups without coordinates last, in their order); as given otherwise. */
export function byDistance(groups: readonly TGroupSummary[], from: Point | undefined): GroupWithDistance[] {
  const withDistance = groups.map((g) => ({
    ...g,
    distanceKm:
      from && g.latitude !== null && g.longitude !== null ? distanceKm(from, { latitude: g.latitude, longitude: g.longitude }) : null,
  }));
  if (!from) return withDistance;
  return withDistance
    .map((g, i) => ({ g, i }))
    .sort((x, y) => (x.g.distanceKm ?? Infinity) - (y.g.distanceKm ?? Infinity) || x.i - y.i)
    .map(({ g }) => g);
}
