import type { TMemberCard } from '@congrega/contract/member-card';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_COPY_KEY } from '../../../lib/storage.ts';
import { forgetLastCard, keepLastCard, lastCard } from './last-card.ts';

const card = { id: 7, numeroMembro: '2024-0142', nomeCompleto: 'Maria Oliveira' } as TMemberCard;

describe('the last member card kept for offline use', () => {
  afterEach(() => localStorage.clear());

  it('gives the card back to the same member at the same church only', () => {
    keepLastCard(1, 10, card, 1234);
    expect(lastCard(1, 10)).toEqual({ churchId: 1, clientId: 10, savedAt: 1234, card });
    expect(lastCard(1, 11)).toBeUndefined();
    expect(lastCard(2, 10)).toBeUndefined();
  });

  it('forgets it, and ignores a damaged copy', () => {
    keepLastCard(1, 10, card);
    forgetLastCard();
    expect(lastCard(1, 10)).toBeUndefined();
    localStorage.setItem(OFFLINE_COPY_KEY, '{not json');
    expect(lastCard(1, 10)).toBeUndefined();
  });
});
