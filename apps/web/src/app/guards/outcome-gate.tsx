import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasOutcome } from '../../lib/action-outcome.ts';
import type { RouteMeta } from '../route-meta.ts';

/**
 * The success screen of an action done in this session (lib/action-outcome.ts); opened any other way, the member
 * goes to the route's `otherwise` (replacing the entry, so Back does not bounce).
 */
export function OutcomeGate({ outcome, children }: { outcome: NonNullable<RouteMeta['outcome']>; children: ReactNode }) {
  const { state } = useLocation();
  return hasOutcome(state, outcome.kind) ? children : <Navigate to={outcome.otherwise} replace />;
}
