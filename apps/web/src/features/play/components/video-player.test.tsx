import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

const playback = {
  fontes: [{ url: '/api/v1/plano-assinatura-midia/x', tipo: 'video/webm' }],
  legendas: [],
  expiraEm: '2030-01-01T00:00:00Z',
};

afterEach(cleanup);

describe('Play video player keys', () => {
  it("answers its own keys, but leaves the browser's shortcuts (Ctrl/Cmd/Alt + key) alone", () => {
    render(<VideoPlayer playback={playback} title="Culto" start={0} onProgress={vi.fn()} />);
    const player = screen.getByRole('group', { name: /Culto/ });
    const video = player.querySelector('video')!;
    expect(fireEvent.keyDown(player, { key: 'm' })).toBe(false);
    expect(video.muted).toBe(true);
    for (const mod of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      expect(fireEvent.keyDown(player, { key: 'f', ...mod })).toBe(true);
      expect(fireEvent.keyDown(player, { key: 'm', ...mod })).toBe(true);
    }
    expect(video.muted).toBe(true);
  });
});

describe('Play video player: expired signed links', () => {
  it('asks for fresh links once when the media fails, then reloads them and resumes where it was', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const onExpired = vi.fn();
    const { rerender } = render(<VideoPlayer playback={playback} title="Culto" start={0} onProgress={vi.fn()} onExpired={onExpired} />);
    const video = screen.getByRole('group', { name: /Culto/ }).querySelector('video')!;
    video.currentTime = 42;
    fireEvent.error(video);
    fireEvent.error(video.querySelector('source')!);
    expect(onExpired).toHaveBeenCalledTimes(1);
    const fresh = { ...playback, fontes: [{ url: '/api/v1/plano-assinatura-midia/y', tipo: 'video/webm' }] };
    rerender(<VideoPlayer playback={fresh} title="Culto" start={0} onProgress={vi.fn()} onExpired={onExpired} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(video.querySelector('source')!.getAttribute('src')).toBe('/api/v1/plano-assinatura-midia/y');
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42);
    fireEvent.loadedData(video);
    fireEvent.error(video);
    expect(onExpired).toHaveBeenCalledTimes(2);
    load.mockRestore();
  });
});

describe('Play video player: captions after the links expired', () => {
  it('asks once for fresh links when the caption track fails, keeps the video playing, and says so if it fails again', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const onExpired = vi.fn();
    const withCaptions = { ...playback, legendas: [{ url: '/api/v1/plano-assinatura-midia/c1', idioma: 'pt-BR', rotulo: 'Português' }] };
    const { rerender } = render(<VideoPlayer playback={withCaptions} title="Culto" start={0} onProgress={vi.fn()} onExpired={onExpired} />);
    const video = screen.getByRole('group', { name: /Culto/ }).querySelector('video')!;
    fireEvent.error(video.querySelector('track')!);
    expect(onExpired).toHaveBeenCalledTimes(1);
    const fresh = { ...withCaptions, legendas: [{ ...withCaptions.legendas[0]!, url: '/api/v1/plano-assinatura-midia/c2' }] };
    rerender(<VideoPlayer playback={fresh} title="Culto" start={0} onProgress={vi.fn()} onExpired={onExpired} />);
    expect(video.querySelector('track')!.getAttribute('src')).toBe('/api/v1/plano-assinatura-midia/c2');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(video.querySelector('track')!);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toMatch(/legendas|captions|subtítulos/i);
    load.mockRestore();
  });
});

describe('Play toggle buttons for screen readers', () => {
  it('a toggle either keeps its name and says pressed, or changes its name, never both ("Unmute, pressed")', () => {
    render(<VideoPlayer playback={playback} title="Culto" start={0} onProgress={vi.fn()} />);
    const player = screen.getByRole('group', { name: /Culto/ });
    const before = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    fireEvent.keyDown(player, { key: 'm' });
    screen.getAllByRole('button').forEach((button, i) => {
      if (button.hasAttribute('aria-pressed')) expect(button.getAttribute('aria-label')).toBe(before[i]);
    });
  });
});
