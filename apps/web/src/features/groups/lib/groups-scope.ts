import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * What every groups query is keyed on: the host church and who is looking. Groups and studies look different to
 * each viewer (membership, pending request, members-only studies), so a visitor's cached copy is never shown to
 * the member who logs in next.
 */
export interface GroupsScope {
  slug: string;
  /** Provider account id, or 'guest'. */
  viewer: number | 'guest';
  /** False while auto login is still deciding who the viewer is. */
  ready: boolean;
}

function scopeOf(session: SessionState): GroupsScope {
  const viewer = session.status === 'member' && session.account ? session.account.id : 'guest';
  return { slug: getBootstrap().igreja.slug, viewer, ready: session.status !== 'starting' };
}

export function useGroupsScope(): GroupsScope {
  return scopeOf(useSession());
}

/** For route loaders (outside React). */
export function currentGroupsScope(): GroupsScope {
  return scopeOf(sessionStore.getState());
}
