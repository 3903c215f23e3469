import { describe, expect, it } from 'vitest';
import { directionsUrl, formatAddress } from './maps.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

describe('how to get there', () => {
  const church = { name: 'Igreja Videira', latitude: -23.5614, longitude: -46.6559, address: 'Avenida Paulista, 1000' };

  it('opens the map app with geo: on Android', () => {
    expect(directionsUrl(church, ANDROID)).toBe('geo:-23.5614,-46.6559?q=-23.5614%2C-46.6559(Igreja%20Videira)');
  });

  it('opens Apple Maps on iOS and Google Maps directions elsewhere', () => {
    expect(directionsUrl(church, IPHONE)).toBe('https://maps.apple.com/?daddr=-23.5614%2C-46.6559');
    expect(directionsUrl(church, DESKTOP)).toBe('https://www.google.com/maps/dir/?api=1&destination=-23.5614%2C-46.6559');
  });

  it('falls back to the address without coordinates, and to nothing without either', () => {
    const noPoint = { ...church, latitude: null, longitude: null };
    expect(directionsUrl(noPoint, DESKTOP)).toBe('https://www.google.com/maps/dir/?api=1&destination=Avenida%20Paulista%2C%201000');
    expect(directionsUrl(noPoint, ANDROID)).toBe('geo:0,0?q=Avenida%20Paulista%2C%201000');
    expect(directionsUrl({ ...noPoint, address: '' }, DESKTOP)).toBeUndefined();
  });

  it('joins address parts, skipping empty ones', () => {
    expect(formatAddress(['Avenida Paulista', '1000', null, ' ', 'São Paulo'])).toBe('Avenida Paulista, 1000, São Paulo');
  });
});
