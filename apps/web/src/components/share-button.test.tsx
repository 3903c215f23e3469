import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.tsx';

const URL = 'https://videira.localhost/news/7';

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true });
}

describe('ShareButton', () => {
  afterEach(() => {
    cleanup();
    setNavigator({ share: undefined, clipboard: undefined });
  });

  it('opens the system share sheet with the title, text and address when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    setNavigator({ share, clipboard: { writeText } });
    render(<ShareButton title="Campanha" text="Doe" url={URL} label="Compartilhar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Campanha', text: 'Doe', url: URL }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the address and says so when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton title="Campanha" url={URL} label="Compartilhar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await screen.findByText('share.copied');
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it('shows the address to copy by hand when the clipboard is refused; a closed share sheet is no failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    setNavigator({ share, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    render(<ShareButton title="Campanha" url={URL} label="Compartilhar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    setNavigator({ share: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await screen.findByText(URL);
  });
});
