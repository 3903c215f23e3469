import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Reads the one-time `?token=` of an e-mailed link once, then takes it out of the address bar and the
 * history entry so it is not left on screen, in screenshots or in the browser history.
 */
export function useLinkToken(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const hasToken = params.has('token');
  useEffect(() => {
    if (!hasToken) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [hasToken, setParams]);
  return token;
}
