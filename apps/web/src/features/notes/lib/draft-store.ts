import { onSessionReset } from '../../../lib/session.ts';
import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';
import type { NoteValues } from './leave-rules.ts';

/**
 * Unsaved note text in sessionStorage, one entry per note (or 'new' for a note not created yet), until
 * the server confirms it. A reload, a crash of the tab's page or a failed network never loses an edit:
 * the editor restores the draft and saves it. sessionStorage is per tab and dies with it, which is the
 * lifetime we want for text the server has not got yet (and keeps it off shared disks for long).
 */
export interface NoteDraft extends NoteValues {
  /** The note's `dataUltimaAlteracao` the edit started from; absent for a note not created yet. */
  baseVersion?: string;
}

export type DraftSlot = number | 'new';

const PREFIX = 'congrega.noteDraft.';

export function draftKey(owner: number, slot: DraftSlot): string {
  return `${PREFIX}${owner}.${slot}`;
}

function isDraft(value: unknown): value is NoteDraft {
  const v = value as Partial<NoteDraft> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.titulo === 'string' &&
    typeof v.texto === 'string' &&
    (v.baseVersion === undefined || typeof v.baseVersion === 'string')
  );
}

export function readDraft(owner: number, slot: DraftSlot): NoteDraft | null {
  const raw = readItem('session', draftKey(owner, slot));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(owner: number, slot: DraftSlot, draft: NoteDraft): void {
  const { titulo, texto, baseVersion } = draft;
  writeItem('session', draftKey(owner, slot), JSON.stringify(baseVersion ? { titulo, texto, baseVersion } : { titulo, texto }));
}

export function clearDraft(owner: number, slot: DraftSlot): void {
  removeItem('session', draftKey(owner, slot));
}

/** Every draft of every account in this tab (logout: a note's text is user data, spec section 4). */
export function clearAllDrafts(): void {
  try {
    const store = window.sessionStorage;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(PREFIX));
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage unavailable: there are no drafts to remove.
  }
}

onSessionReset(clearAllDrafts);
