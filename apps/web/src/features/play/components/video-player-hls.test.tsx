import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

// hls.js as a module whose loading is observable: the factory runs on the first import of 'hls.js/light'.
const hls = vi.hoisted(() => ({ imports: 0, loaded: [] as string[], attached: [] as HTMLMediaElement[], destroyed: 0 }));
vi.mock('hls.js/light', () => {
  hls.imports += 1;
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    on = vi.fn();
    loadSource = (url: string) => hls.loaded.push(url);
    attachMedia = (video: HTMLMediaElement) => hls.attached.push(video);
    destroy = () => (hls.destroyed += 1);
  }
  return { default: FakeHls };
});

const playback = (url: string, tipo: string) => ({ fontes: [{ url, tipo }], legendas: [], expiraEm: '2030-01-01T00:00:00Z' });
const WEBM = playback('/api/v1/plano-assinatura-midia/x', 'video/webm');
const HLS = playback('/api/v1/plano-assinatura-midia/y/index.m3u8', 'application/vnd.apple.mpegurl');
const videoOf = () => screen.getByRole('group', { name: /Culto/ }).querySelector('video')!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// In order: hls.js must not have been imported by anything before the HLS source without native support.
describe('Play player: hls.js only for HLS sources, only without native HLS', () => {
  it('a WebM source plays natively and never loads hls.js', async () => {
    render(<VideoPlayer playback={WEBM} title="Culto" start={0} onProgress={vi.fn()} />);
    expect(videoOf().querySelector('source')!.getAttribute('src')).toBe(WEBM.fontes[0]!.url);
    await Promise.resolve();
    expect(hls.imports).toBe(0);
  });

  it('an HLS source in a browser with native HLS (Safari) is a plain <source>, without hls.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.includes('mpegurl') ? 'maybe' : ''));
    render(<VideoPlayer playback={HLS} title="Culto" start={0} onProgress={vi.fn()} />);
    expect(videoOf().querySelector('source')!.getAttribute('type')).toBe('application/vnd.apple.mpegurl');
    await Promise.resolve();
    expect(hls.imports).toBe(0);
  });

  it('an HLS source without native HLS loads hls.js, which feeds the <video>; leaving destroys it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { unmount } = render(<VideoPlayer playback={HLS} title="Culto" start={0} onProgress={vi.fn()} />);
    const video = videoOf();
    expect(video.querySelector('source')).toBeNull();
    await waitFor(() => expect(hls.attached).toEqual([video]));
    expect([hls.imports, hls.loaded]).toEqual([1, [HLS.fontes[0]!.url]]);
    unmount();
    expect(hls.destroyed).toBe(1);
  });
});
