import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * What every events query is keyed on: the host church and who is looking. An event's button, ticket limits and
 * "my tickets" differ per viewer, so a visitor's cached copy is never shown to the member who logs in next.
 * `userId` is the member's client account at this church (the `{userId}` of the member endpoints), 0 for visitors.
 */
export interface EventsScope {
  slug: string;
  churchId: number;
  userId: number;
  /** False while auto login is still deciding who the viewer is: fetching now would fetch twice. */
  ready: boolean;
}

function scopeOf(session: SessionState): EventsScope {
  const { slug, id } = getBootstrap().igreja;
  const userId = session.status === 'member' ? (session.client?.id ?? 0) : 0;
  return { slug, churchId: id, userId, ready: session.status !== 'starting' };
}

export function useEventsScope(): EventsScope {
  return scopeOf(useSession());
}

/** For route loaders (outside React). */
export function currentEventsScope(): EventsScope {
  return scopeOf(sessionStore.getState());
}
