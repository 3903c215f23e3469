import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HlsVideo } from './media-player.tsx';

// hls.js as a fake whose manifest is parsed on demand (the renditions the quality menu lists) and whose level is read.
const hls = vi.hoisted(() => ({ parsed: [] as Array<() => void>, currentLevel: [] as number[], loaded: [] as string[] }));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    on = (event: string, handler: (e: string, data: unknown) => void) => {
      if (event === 'hlsManifestParsed') hls.parsed.push(() => handler(event, { levels: [{ height: 144 }, { height: 240 }] }));
    };
    set currentLevel(value: number) {
      hls.currentLevel.push(value);
    }
    loadSource = (url: string) => hls.loaded.push(url);
    attachMedia = vi.fn();
    destroy = vi.fn();
  }
  return { default: FakeHls };
});

const playback = {
  fontes: [{ url: '/api/v1/midia/1.m.9.sig/index.m3u8', tipo: 'application/vnd.apple.mpegurl' }],
  legendas: [
    { url: '/api/v1/midia/1.m.9.sig/legenda-2.vtt', idioma: 'en', rotulo: 'English' },
    { url: '/api/v1/midia/1.m.9.sig/legenda-1.vtt', idioma: 'pt-BR', rotulo: 'Português' },
  ],
  poster: '/media/uploads/church-1/medias/poster.webp',
  variantes: [144, 240],
  duracaoSegundos: 12,
  expiraEm: '2030-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the uploaded video player', () => {
  it('plays the signed playlist through hls.js, with a <track> per caption and the captions menu listing them', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { container } = render(<HlsVideo playback={playback} title="Culto" poster={null} onExpired={vi.fn()} />);
    await waitFor(() => expect(hls.loaded).toEqual([playback.fontes[0]!.url]));
    const video = container.querySelector('video')!;
    expect([video.getAttribute('aria-label'), video.getAttribute('poster'), video.querySelector('source')]).toEqual([
      'Culto',
      playback.poster,
      null,
    ]);
    expect([...video.querySelectorAll('track')].map((t) => [t.getAttribute('srclang'), t.getAttribute('label')])).toEqual([
      ['en', 'English'],
      ['pt-BR', 'Português'],
    ]);
    const menu = screen.getByLabelText('videos.captions');
    expect([...menu.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['videos.captionsOff', 'English', 'Português']);
    fireEvent.change(menu, { target: { value: '1' } });
    expect((menu as HTMLSelectElement).value).toBe('1');
  });

  it('offers Auto and each rendition once the playlist is read; choosing one switches hls.js to it at once', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<HlsVideo playback={playback} title="Culto" poster={null} onExpired={vi.fn()} />);
    expect(screen.queryByLabelText('videos.quality')).toBeNull();
    await waitFor(() => expect(hls.parsed.length).toBeGreaterThan(0));
    act(() => hls.parsed.at(-1)!());
    const quality = screen.getByLabelText('videos.quality');
    expect([...quality.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['videos.qualityAuto', '144p', '240p']);
    fireEvent.change(quality, { target: { value: '1' } });
    expect(hls.currentLevel.at(-1)).toBe(1);
    fireEvent.change(quality, { target: { value: '-1' } });
    expect(hls.currentLevel.at(-1)).toBe(-1);
  });

  it('with native HLS and Media Source Extensions (Chromium 142+) plays through hls.js, for its quality menu', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.includes('mpegurl') ? 'maybe' : ''));
    vi.stubGlobal('MediaSource', class {});
    const { container } = render(<HlsVideo playback={playback} title="Culto" poster={null} onExpired={vi.fn()} />);
    expect(container.querySelector('source')).toBeNull();
    await waitFor(() => expect(hls.loaded.at(-1)).toBe(playback.fontes[0]!.url));
    act(() => hls.parsed.at(-1)!());
    expect(screen.getByLabelText('videos.quality')).toBeTruthy();
  });

  it('with native HLS and no Media Source Extensions (iPhone Safari) the playlist is the <video>’s own source and there is no quality menu', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.includes('mpegurl') ? 'maybe' : ''));
    const onExpired = vi.fn();
    const { container } = render(<HlsVideo playback={playback} title="Culto" poster={null} onExpired={onExpired} />);
    expect(container.querySelector('source')!.getAttribute('src')).toBe(playback.fontes[0]!.url);
    expect(screen.queryByLabelText('videos.quality')).toBeNull();
    // A media error (expired links) asks once for fresh ones.
    fireEvent.error(container.querySelector('video')!);
    fireEvent.error(container.querySelector('video')!);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
