import { describe, expect, it } from 'vitest';
import { mediaVariantUrl, parseMediaVariant, responsiveImage } from './media.ts';

describe('media variants', () => {
  it('names a variant by the original, width and format', () => {
    expect(mediaVariantUrl('/media/seed/covers/videira.jpg', 800, 'avif')).toBe('/media/v/seed/covers/videira-800.avif');
    const upload = '/media/uploads/prayer/0b6f7e2c-1f7b-4c55-a1a3-2a4c0a0d9e11.webp';
    expect(mediaVariantUrl(upload, 480, 'jpeg')).toBe('/media/v/uploads/prayer/0b6f7e2c-1f7b-4c55-a1a3-2a4c0a0d9e11-480.jpeg');
  });

  it('gives srcsets best format first and a JPEG fallback', () => {
    const image = responsiveImage('/media/seed/covers/videira.jpg')!;
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(image.sources[0]!.srcset).toBe(
      '/media/v/seed/covers/videira-480.avif 480w, /media/v/seed/covers/videira-800.avif 800w, ' +
        '/media/v/seed/covers/videira-1200.avif 1200w, /media/v/seed/covers/videira-1600.avif 1600w',
    );
    expect(image.fallback).toBe('/media/v/seed/covers/videira-800.jpeg');
  });

  it('leaves images that are not ours alone', () => {
    for (const url of ['https://cdn.example.org/a.jpg', '/media/seed/logos/videira.svg', '/media/seed/../x.jpg', '/icon.svg', '', null]) {
      expect(responsiveImage(url)).toBeUndefined();
    }
  });

  it('reads a variant URL back, and only widths and formats that are made', () => {
    expect(parseMediaVariant('/media/v/seed/covers/videira-800.avif')).toEqual({
      area: 'seed',
      stem: 'covers/videira',
      width: 800,
      format: 'avif',
    });
    for (const url of [
      '/media/v/seed/covers/videira-801.avif',
      '/media/v/seed/covers/videira-800.gif',
      '/media/v/other/videira-800.avif',
      '/media/v/seed/../../etc/passwd-800.jpeg',
      '/media/v/seed/covers/.hidden-800.webp',
      '/media/seed/covers/videira.jpg',
    ]) {
      expect(parseMediaVariant(url)).toBeUndefined();
    }
  });
});
