import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './draft-store.ts';

afterEach(() => sessionStorage.clear());

describe('note draft store', () => {
  it('keeps a draft per account and note until cleared', () => {
    writeDraft(7, 12, { titulo: 'Domingo', texto: 'Salmo 23', baseVersion: '2025-01-05T10:00:00.000Z' });
    writeDraft(7, 'new', { titulo: '', texto: 'rascunho' });
    expect(readDraft(7, 12)).toEqual({ titulo: 'Domingo', texto: 'Salmo 23', baseVersion: '2025-01-05T10:00:00.000Z' });
    expect(readDraft(7, 'new')).toEqual({ titulo: '', texto: 'rascunho' });
    clearDraft(7, 12);
    expect(readDraft(7, 12)).toBeNull();
    expect(readDraft(7, 'new')).not.toBeNull();
  });

  it("never shows one account's draft to another logged in on the same tab", () => {
    writeDraft(7, 'new', { titulo: 'a', texto: 'b' });
    expect(readDraft(8, 'new')).toBeNull();
  });

  it('ignores damaged or foreign entries', () => {
    sessionStorage.setItem(draftKey(7, 1), '{not json');
    sessionStorage.setItem(draftKey(7, 2), JSON.stringify({ titulo: 1, texto: 'x' }));
    expect(readDraft(7, 1)).toBeNull();
    expect(readDraft(7, 2)).toBeNull();
  });

  it('clears every draft (logout) and nothing else', () => {
    writeDraft(7, 1, { titulo: 'a', texto: 'b' });
    writeDraft(8, 'new', { titulo: 'c', texto: 'd' });
    sessionStorage.setItem('congrega.token', 'keep');
    clearAllDrafts();
    expect(readDraft(7, 1)).toBeNull();
    expect(readDraft(8, 'new')).toBeNull();
    expect(sessionStorage.getItem('congrega.token')).toBe('keep');
  });
});
