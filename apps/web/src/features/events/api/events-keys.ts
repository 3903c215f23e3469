import type { EventsScope } from '../lib/events-scope.ts';

/**
 * Query keys of the events feature, in one place so a purchase refreshes exactly what the screens read.
 * Everything starts with ['events', slug]: one invalidation reaches all of a church's events data.
 */
export const eventsKeys = {
  all: (slug: string) => ['events', slug] as const,
  list: ({ slug, userId }: EventsScope) => ['events', slug, 'list', userId] as const,
  detail: ({ slug, userId }: EventsScope, id: number) => ['events', slug, 'detail', id, userId] as const,
  fees: (slug: string, id: number, method: string, value: number) => ['events', slug, 'fees', id, method, value] as const,
  mine: ({ slug, userId }: EventsScope) => ['events', slug, 'mine', userId] as const,
  tickets: ({ slug, userId }: EventsScope, id: number) => ['events', slug, 'tickets', id, userId] as const,
  content: ({ slug, userId }: EventsScope, id: number, ticketId: number) => ['events', slug, 'content', id, ticketId, userId] as const,
};
