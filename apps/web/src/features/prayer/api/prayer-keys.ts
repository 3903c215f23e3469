import type { PrayerScope } from '../lib/prayer-scope.ts';

/**
 * Query keys of the prayer feature, in one place so mutations touch exactly what the screens read.
 * Everything starts with ['prayer', slug], so one invalidation can reach all of a church's prayer data.
 */
export const prayerKeys = {
  all: (slug: string) => ['prayer', slug] as const,
  walls: (slug: string) => ['prayer', slug, 'wall'] as const,
  wall: ({ slug, viewer }: PrayerScope) => ['prayer', slug, 'wall', viewer] as const,
  details: (slug: string, id: string) => ['prayer', slug, 'detail', id] as const,
  detail: ({ slug, viewer }: PrayerScope, id: string) => ['prayer', slug, 'detail', id, viewer] as const,
  reasons: (slug: string) => ['prayer', slug, 'reasons'] as const,
  mine: ({ slug, viewer }: PrayerScope) => ['prayer', slug, 'mine', viewer] as const,
};
