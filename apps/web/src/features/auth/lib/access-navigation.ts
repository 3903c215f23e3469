import { useLocation, useSearchParams } from 'react-router';
import { redirectSearch, safeRedirectPath } from '../../../lib/redirect-to.ts';

/**
 * The access screens pass the e-mail typed so far in the router's location state (not the URL: an
 * address does not belong in history or logs) and keep `redirectTo` in the query from screen to screen.
 */
export interface AccessState {
  email?: string;
}

export function useAccessNavigation() {
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = params.get('redirectTo');
  const state = (location.state ?? {}) as AccessState;
  return {
    /** Where to go once logged in (a safe in-app path). */
    redirectTo: safeRedirectPath(raw),
    /** `?redirectTo=...` to append to the next access screen's path. */
    search: redirectSearch(raw),
    email: typeof state.email === 'string' ? state.email : '',
  };
}
