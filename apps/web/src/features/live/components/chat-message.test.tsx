import type { TChatMessage } from '@congrega/contract/chat';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMessageItem } from './chat-message.tsx';

const message = (avatar: string | null): TChatMessage => ({
  id: 1,
  channel: 3,
  userId: 'u-1',
  username: 'Maria',
  avatar,
  text: 'Amém',
  at: '2026-11-25T18:00:00.000Z',
  moderator: false,
});

const avatarOf = (avatar: string | null) => {
  const { container } = render(
    <ul>
      <ChatMessageItem message={message(avatar)} mine={false} />
    </ul>,
  );
  return container.querySelector('img.chat-avatar');
};

afterEach(cleanup);

describe('chat message', () => {
  it("shows the member's profile picture beside the name (decorative: the name is read)", () => {
    const img = avatarOf('/media/uploads/profile/abc.webp');
    expect(img?.getAttribute('src')).toBe('/media/uploads/profile/abc.webp');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows no picture without one, nor for an address that is not our own upload', () => {
    expect(avatarOf(null)).toBeNull();
    expect(avatarOf('https://tracker.example/pixel.gif')).toBeNull();
    expect(avatarOf('javascript:alert(1)')).toBeNull();
  });
});
