import { getBootstrap } from '../../../lib/bootstrap.ts';
import { sessionStore, useSession, type SessionState } from '../../../lib/session.ts';

/**
 * Notes are private to their author: queries and unsaved drafts are keyed by the church and the logged-in
 * account, so a second person logging in on the same tab never sees the first one's notes or drafts.
 * Every notes route is member-only, so an account is always there.
 */
export interface NotesScope {
  churchId: number;
  owner: number;
}

function scopeOf(session: SessionState): NotesScope {
  return { churchId: getBootstrap().igreja.id, owner: session.account?.id ?? 0 };
}

export function useNotesScope(): NotesScope {
  return scopeOf(useSession());
}

/** For route loaders (outside React). */
export function currentNotesScope(): NotesScope {
  return scopeOf(sessionStore.getState());
}
