import { describe, expect, it } from 'vitest';
import { embedPlayerSource, playerSource } from './player-source.ts';

describe('player source', () => {
  it('frames only the providers’ player hosts', () => {
    expect(playerSource('youtube', 'dQw4w9WgXcQ')).toMatchObject({
      kind: 'iframe',
      src: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/),
    });
    expect(playerSource('vimeo', '76979871')?.kind).toBe('iframe');
    expect(playerSource('facebook', 'https://www.facebook.com/igreja/videos/123')?.kind).toBe('iframe');
    expect(playerSource('youtube', '"><script>')).toBeUndefined();
    expect(playerSource('facebook', 'https://evil.example/x')).toBeUndefined();
  });

  it('plays our files and https media in a video element, never javascript: or http', () => {
    expect(playerSource('mp4', '/media/seed/live/culto-demo.mp4')).toEqual({
      kind: 'video',
      src: '/media/seed/live/culto-demo.mp4',
      hls: false,
    });
    expect(playerSource('hls', 'https://cdn.example/live.m3u8')).toMatchObject({ kind: 'video', hls: true });
    expect(playerSource('mp4', 'javascript:alert(1)')).toBeUndefined();
    expect(playerSource('mp4', 'http://cdn.example/a.mp4')).toBeUndefined();
    expect(playerSource('mp4', '//evil.example/a.mp4')).toBeUndefined();
  });

  it('reads /embed/player’s query', () => {
    expect(embedPlayerSource(new URLSearchParams('service=youtube&code=abc'))?.kind).toBe('iframe');
    expect(embedPlayerSource(new URLSearchParams('url=https://cdn.example/x.m3u8'))).toMatchObject({ hls: true });
    expect(embedPlayerSource(new URLSearchParams(''))).toBeUndefined();
  });
});
