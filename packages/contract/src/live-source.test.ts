import { describe, expect, it } from 'vitest';
import { liveSourceUrl, parseLiveSource } from './live-source.ts';

describe('live stream sources', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', { tipo: 'youtube', valor: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { tipo: 'youtube', valor: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=x', { tipo: 'youtube', valor: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { tipo: 'youtube', valor: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { tipo: 'vimeo', valor: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=1', { tipo: 'vimeo', valor: '76979871' }],
    [' https://cdn.example.org/live/index.m3u8 ', { tipo: 'hls', valor: 'https://cdn.example.org/live/index.m3u8' }],
    ['https://cdn.example.org/culto.MP4?token=1', { tipo: 'mp4', valor: 'https://cdn.example.org/culto.MP4?token=1' }],
  ])('reads %s', (url, source) => {
    expect(parseLiveSource(url)).toEqual(source);
  });

  it.each([
    'http://cdn.example.org/live.m3u8',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staff',
    'https://example.org/page.html',
    'javascript:alert(1)',
    'https://user:pw@cdn.example.org/a.mp4',
    'dQw4w9WgXcQ',
    '',
    `https://cdn.example.org/${'a'.repeat(1000)}.mp4`,
  ])('refuses %s', (url) => {
    expect(parseLiveSource(url)).toBeUndefined();
  });

  it('gives back an address that reads as the same source', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://cdn.example.org/a.m3u8']) {
      const source = parseLiveSource(url)!;
      expect(parseLiveSource(liveSourceUrl(source))).toEqual(source);
    }
  });
});
