/**
 * A success screen reports an action of this session, never a URL typed, bookmarked or shared: the action navigates
 * to it with `outcomeState(kind)` (React Router's location state, kept by this tab's history only: a reload shows it
 * again, another tab or a pasted link does not), the route's meta names `outcome: { kind, otherwise }`, and the
 * route table's screen wrapper (app/guards/outcome-gate.tsx) shows the screen only when the state carries that kind;
 * any other way in goes to `otherwise`, the list or page the member would look at next.
 */
export const ACTION_OUTCOMES = [
  'password-changed',
  'account-deleted',
  'prayer-created',
  'prayer-deleted',
  'group-requested',
  'reading-plan-left',
] as const;
export type TActionOutcome = (typeof ACTION_OUTCOMES)[number];

/** The location state an action navigates to its success screen with (`extra`: what the screen also reads). */
export function outcomeState<T extends object>(kind: TActionOutcome, extra?: T): T & { outcome: TActionOutcome } {
  return { ...(extra as T), outcome: kind };
}

/** Whether a location's state says the action `kind` was done in this session. */
export function hasOutcome(state: unknown, kind: TActionOutcome): boolean {
  return typeof state === 'object' && state !== null && (state as { outcome?: unknown }).outcome === kind;
}
