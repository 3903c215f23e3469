import { describe, expect, it } from 'vitest';
import { flattenSongs, nextSongsPage } from './get-songs.ts';

const song = (id: number) => ({ id, titulo: `S${id}`, subtitulo: null, autor: null, tema: null, tom: null });

describe('song list pages', () => {
  it('asks for the next page while songs remain (no ceiling at 100)', () => {
    expect(nextSongsPage({ louvores: [], total: 130, page: 5, limit: 20 })).toBe(6);
    expect(nextSongsPage({ louvores: [], total: 130, page: 7, limit: 20 })).toBeUndefined();
    expect(nextSongsPage({ louvores: [], total: 20, page: 1, limit: 20 })).toBeUndefined();
  });

  it('joins the pages and keeps a song shifted into the next page once', () => {
    const pages = [
      { louvores: [song(1), song(2)], total: 4, page: 1, limit: 2 },
      { louvores: [song(2), song(3)], total: 4, page: 2, limit: 2 },
    ];
    expect(flattenSongs({ pages, pageParams: [1, 2] }).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
