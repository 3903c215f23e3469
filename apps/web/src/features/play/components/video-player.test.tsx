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
