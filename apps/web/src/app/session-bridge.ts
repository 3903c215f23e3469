import { useSyncExternalStore } from 'react';
import type * as SessionModuleNamespace from '../lib/session.ts';
import type { SessionState } from '../lib/session.ts';

type SessionModule = typeof SessionModuleNamespace;

/**
 * The shell's view of the session. lib/session.ts (with the API client and the query cache it clears on
 * logout) is loaded right after start instead of with the first paint, so church home's first load stays
 * small; until it arrives the session reads as 'starting' (the header shows a placeholder and member-only
 * routes wait in their guard).
 */
const STARTING: SessionState = { status: 'starting', account: null, client: null, roles: [] };

let session: SessionModule | undefined;
let loading: Promise<SessionModule> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function loadSessionModule(): Promise<SessionModule> {
  loading ??= import('../lib/session.ts').then((m) => {
    session = m;
    m.sessionStore.subscribe(emit);
    emit();
    return m;
  });
  return loading;
}

/** Starts auto login (spec: app start) and resolves with the settled session. */
export async function sessionReady(): Promise<SessionState> {
  const m = await loadSessionModule();
  await m.startSession();
  return m.sessionStore.getState();
}

export function getSessionState(): SessionState {
  return session ? session.sessionStore.getState() : STARTING;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

export async function logout(): Promise<void> {
  const m = await loadSessionModule();
  await m.logout();
}
