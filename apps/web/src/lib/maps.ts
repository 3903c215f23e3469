/** Map links: directions to a church, a group's place on a map (no map SDK: the user's own maps app or site). */

/** What a church's location needs for the "how to get there" button. */
export interface Place {
  name: string;
  latitude: number | null;
  longitude: number | null;
  address?: string;
}

/** One-line address from the church fields, skipping empty parts. */
export function formatAddress(parts: Array<string | null | undefined>): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * A link that opens the phone's map app with directions to the place: `geo:` on Android (any installed
 * maps app answers it), Apple Maps on iOS, Google Maps directions in a browser elsewhere.
 * Undefined when the place has neither coordinates nor an address.
 */
export function directionsUrl(place: Place, userAgent: string): string | undefined {
  const hasPoint = place.latitude !== null && place.longitude !== null;
  const point = hasPoint ? `${place.latitude},${place.longitude}` : undefined;
  const target = point ?? place.address;
  if (!target) return undefined;
  if (/android/i.test(userAgent)) {
    const label = encodeURIComponent(point ? `${point}(${place.name})` : target);
    return `geo:${point ?? '0,0'}?q=${label}`;
  }
  if (/iphone|ipad|ipod/i.test(userAgent)) return `https://maps.apple.com/?daddr=${encodeURIComponent(target)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}`;
}

/** A Google Maps search link for a place (a group's meeting): coordinates when known, else the address. */
export function mapUrl(place: { latitude: number | null; longitude: number | null; address: string }): string | undefined {
  const query = place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : place.address;
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : undefined;
}
