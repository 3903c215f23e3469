import { useCallback, useState } from 'react';
import type { Coordinates } from '../api/get-organization-churches.ts';

export type GeolocationState =
  { status: 'idle' } | { status: 'locating' } | { status: 'located'; position: Coordinates } | { status: 'denied' | 'unavailable' };

/**
 * Asks for the position only when the user chooses to (spec: optional location permission to find the
 * nearest church). Coarse accuracy is enough and spares battery.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => setState({ status: 'located', position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } }),
      (err) => setState({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);
  return { state, locate, position: state.status === 'located' ? state.position : undefined };
}
