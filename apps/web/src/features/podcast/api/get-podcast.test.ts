import { describe, expect, it } from 'vitest';
import { nextEpisodePage } from './get-podcast.ts';

const page = (n: number, items: number) => ({
  podcast: { code: 'c', title: 't', description: null, image: null },
  items: Array.from({ length: items }, (_, i) => ({
    id: i + 1,
    background: null,
    title: '',
    description: null,
    position: i,
    published_at: '',
    audio_file: '',
    duration: null,
  })),
  page: n,
  limit: 10,
});

describe('podcast paging (spec section 4)', () => {
  it('asks for the next page after a full page of 10 and stops after a shorter one', () => {
    expect(nextEpisodePage(page(1, 10))).toBe(2);
    expect(nextEpisodePage(page(2, 9))).toBeUndefined();
    expect(nextEpisodePage(page(3, 0))).toBeUndefined();
  });
});
