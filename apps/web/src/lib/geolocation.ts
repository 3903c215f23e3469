import { useCallback, useState } from 'react';

/** A position on Earth in decimal degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

export type GeolocationState =
  { status: 'idle' } | { status: 'locating' } | { status: 'located'; position: Point } | { status: 'denied' | 'unavailable' };

/**
 * The user's position, asked only when they choose to (spec: optional location permission, e.g. the nearest
 * church or group first). Coarse accuracy is enough and spares battery; the position stays in the browser unless
 * the caller sends it.
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

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
