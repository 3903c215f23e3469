import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerSource } from '../../../lib/player-source.ts';
import { Player } from './player.tsx';

// hls.js as a module whose loading is observable: the factory runs on the first import of 'hls.js/light'.
const hls = vi.hoisted(() => ({
  imports: 0,
  loaded: [] as string[],
  attached: [] as HTMLMediaElement[],
  destroyed: 0,
  onError: undefined as undefined | ((event: string, data: { fatal: boolean }) => void),
}));
vi.mock('hls.js/light', () => {
  hls.imports += 1;
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    on = (_event: string, handler: (event: string, data: { fatal: boolean }) => void) => (hls.onError = handler);
    loadSource = (url: string) => hls.loaded.push(url);
    attachMedia = (video: HTMLMediaElement) => hls.attached.push(video);
    destroy = () => (hls.destroyed += 1);
  }
  return { default: FakeHls };
});

const MP4 = playerSource('mp4', 'https://cdn.example/culto.mp4');
const HLS = playerSource('hls', 'https://cdn.example/ao-vivo/index.m3u8');
const videoOf = () => screen.getByLabelText('Culto ao vivo') as HTMLVideoElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// In order: hls.js must not have been imported by anything before the HLS source without native support.
describe('live player: hls.js only for an HLS stream, only without native HLS', () => {
  it('an MP4 stream plays in the <video> itself and never loads hls.js', async () => {
    render(<Player source={MP4} title="Culto ao vivo" />);
    expect(videoOf().getAttribute('src')).toBe('https://cdn.example/culto.mp4');
    await Promise.resolve();
    expect(hls.imports).toBe(0);
  });

  it('an HLS stream in a browser with native HLS (Safari) is the <video>’s src, without hls.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.includes('mpegurl') ? 'maybe' : ''));
    render(<Player source={HLS} title="Culto ao vivo" />);
    expect(videoOf().getAttribute('src')).toBe('https://cdn.example/ao-vivo/index.m3u8');
    await Promise.resolve();
    expect(hls.imports).toBe(0);
  });

  it('an HLS stream without native HLS loads hls.js, which feeds the <video>; leaving destroys it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { unmount } = render(<Player source={HLS} title="Culto ao vivo" />);
    const video = videoOf();
    expect(video.hasAttribute('src')).toBe(false);
    await waitFor(() => expect(hls.attached).toEqual([video]));
    expect([hls.imports, hls.loaded]).toEqual([1, ['https://cdn.example/ao-vivo/index.m3u8']]);
    unmount();
    expect(hls.destroyed).toBe(1);
  });

  it('says the stream is unavailable when hls.js reports a fatal error', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<Player source={HLS} title="Culto ao vivo" />);
    await waitFor(() => expect(hls.attached).toHaveLength(2));
    act(() => hls.onError!('hlsError', { fatal: true }));
    expect(screen.queryByLabelText('Culto ao vivo')).toBeNull();
    expect(screen.getByText(/player.unavailable|not available|não está disponível/)).toBeTruthy();
  });
});
