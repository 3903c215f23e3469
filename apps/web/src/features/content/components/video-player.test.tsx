import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

const item = (source: string, videoId: string) => ({
  id: 1,
  titulo: 'Culto de domingo',
  resumo: null,
  imagem: '/media/uploads/videos/videira-1.jpg',
  imagemAlt: null,
  imagemFoco: null,
  autor: null,
  dataPublicacao: '2026-11-01T12:00:00.000Z',
  tags: [],
  contentDetails: { videoId },
  source,
});

describe('VideoPlayer', () => {
  afterEach(cleanup);

  it('plays YouTube and Vimeo in their own players, titled for screen readers', () => {
    const youtube = render(<VideoPlayer item={item('youtube', 'aqz-KE-bpKQ')} />).container.querySelector('iframe')!;
    expect(youtube.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    expect(youtube.title).toBe('Culto de domingo');
    cleanup();
    const vimeo = render(<VideoPlayer item={item('vimeo', '1084537')} />).container.querySelector('iframe')!;
    expect(vimeo.src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/1084537\?/);
  });

  it('plays a file in a <video> with controls and the cover as poster', () => {
    const video = render(<VideoPlayer item={item('file', '/media/uploads/videos/culto.mp4')} />).container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/uploads/videos/culto.mp4');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/uploads/videos/videira-1.jpg');
  });

  it('frames nothing for an unknown source, a bad id or an unsafe file address', () => {
    for (const bad of [
      item('dailymotion', 'x1'),
      item('youtube', '"><script>'),
      item('vimeo', 'abc'),
      item('file', 'http://evil.example/v.mp4'),
    ]) {
      const { container } = render(<VideoPlayer item={bad} />);
      expect(container.querySelector('iframe, video')).toBeNull();
      expect(container.querySelector('.content-video-empty')).not.toBeNull();
      cleanup();
    }
  });
});
