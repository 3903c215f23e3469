import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * What every Play query is keyed on: the host church and who is looking (access, my list and the visibility rule
 * depend on the viewer), so a visitor's cached copy is never shown to the member who logs in next.
 */
export interface PlayScope {
  churchId: number;
  slug: string;
  /** Client account id at this church, or 0 for a visitor. */
  usuarioId: number;
  /** False while auto login is still deciding who the viewer is. */
  ready: boolean;
}

function scopeOf(session: SessionState): PlayScope {
  const { id, slug } = getBootstrap().igreja;
  const usuarioId = session.status === 'member' && session.client ? session.client.id : 0;
  return { churchId: id, slug, usuarioId, ready: session.status !== 'starting' };
}

export function usePlayScope(): PlayScope {
  return scopeOf(useSession());
}

export function currentPlayScope(): PlayScope {
  return scopeOf(sessionStore.getState());
}
