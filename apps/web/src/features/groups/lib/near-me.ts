import type { TGroupSummary } from '@congrega/contract/groups';
import { useCallback, useState } from 'react';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type GroupWithDistance = TGroupSummary & { distanceKm: number | null };

/** Nearest first when a position is known (groups without coordinates last, in their order); as given otherwise. */
export function byDistance(groups: readonly TGroupSummary[], from: Point | undefined): GroupWithDistance[] {
  const withDistance = groups.map((g) => ({
    ...g,
    distanceKm:
      from && g.latitude !== null && g.longitude !== null ? distanceKm(from, { latitude: g.latitude, longitude: g.longitude }) : null,
  }));
  if (!from) return withDistance;
  return withDistance
    .map((g, i) => ({ g, i }))
    .sort((x, y) => (x.g.distanceKm ?? Infinity) - (y.g.distanceKm ?? Infinity) || x.i - y.i)
    .map(({ g }) => g);
}

export type LocationState = { status: 'idle' | 'locating' | 'denied' | 'unavailable' } | { status: 'located'; position: Point };

/**
 * The visitor's position, asked only when they choose "nearest first". It stays in the browser: the list is sorted
 * here and nothing is sent to the server.
 */
export function useNearMe() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setState({ status: 'unavailable' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => setState({ status: 'located', position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } }),
      (err) => setState({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);
  return { state, locate, position: state.status === 'located' ? state.position : undefined };
}
