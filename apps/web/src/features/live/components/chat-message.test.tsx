import type { TChatMessage } from '@congrega/contract/chat';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { TLocale } from '@congrega/contract/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/store.ts';
import { ChatMessageItem } from './chat-message.tsx';

const message = (avatar: string | null, at = '2026-11-25T18:00:00.000Z'): TChatMessage => ({
  id: 1,
  channel: 3,
  userId: 'u-1',
  username: 'Maria',
  avatar,
  text: 'Amém',
  at,
  moderator: false,
  hosts: false,
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

describe('chat message time', () => {
  // 15:05 on the church's clock (São Paulo, the default before a bootstrap names another zone).
  const at = '2026-11-25T18:05:00.000Z';
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });
  const timeIn = async (language: TLocale, browserZone = 'America/Sao_Paulo') => {
    process.env.TZ = browserZone;
    await i18n.init({ language, load: async () => ({}) });
    const { container } = render(
      <ul>
        <ChatMessageItem message={message(null, at)} mine={false} />
      </ul>,
    );
    // The first render waits for the language's catalogues.
    const time = await waitFor(() => {
      const el = container.querySelector('time');
      if (!el) throw new Error('not rendered yet');
      return el;
    });
    expect(time.getAttribute('datetime')).toBe(at);
    return time.textContent?.replace(/\s/g, ' ');
  };

  it.each([
    ['en', '3:05 PM'],
    ['pt-BR', '15:05'],
    ['es', '15:05'],
  ] as const)('shows the hour and minute in %s (%s), never a lone "PM"', async (language, expected) => {
    expect(await timeIn(language)).toBe(expected);
  });

  it.each([
    ['UTC', 'en', '3:05 PM GMT-3'],
    ['Asia/Tokyo', 'pt-BR', '15:05 BRT'],
  ] as const)("in a browser in %s, keeps the church's clock and names its zone", async (zone, language, expected) => {
    expect(await timeIn(language, zone)).toBe(expected);
  });
});
