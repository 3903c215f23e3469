import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * What every prayer query is keyed on: the host church and who is looking. The wall and a request look
 * different to each viewer (`meu`, `orouHoje`), so a visitor's cached copy must never be shown to the
 * member who logs in next (and the other way round).
 */
export interface PrayerScope {
  slug: string;
  churchId: number;
  /** Provider account id, or 'guest'. */
  viewer: number | 'guest';
  /** False while auto login is still deciding who the viewer is: fetching now would fetch twice. */
  ready: boolean;
}

function scopeOf(session: SessionState): PrayerScope {
  const { slug, id } = getBootstrap().igreja;
  const viewer = session.status === 'member' && session.account ? session.account.id : 'guest';
  return { slug, churchId: id, viewer, ready: session.status !== 'starting' };
}

export function usePrayerScope(): PrayerScope {
  return scopeOf(useSession());
}

/** For route loaders (outside React). */
export function currentPrayerScope(): PrayerScope {
  return scopeOf(sessionStore.getState());
}
