import type { TNote } from '@congrega/contract/notes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { rememberNote, forgetNote } from '../api/note-cache.ts';
import { createNote } from '../api/create-note.ts';
import { deleteNote } from '../api/delete-note.ts';
import { updateNote } from '../api/update-note.ts';
import { clearDraft, readDraft } from './draft-store.ts';
import { sameNote, shouldWarnOnUnload, type NoteValues } from './leave-rules.ts';
import { NoteSaver } from './note-saver.ts';
import { useNotesScope } from './notes-scope.ts';

/** Which field had the caret when a new note was created and the editor moved to the note's address. */
export interface EditorLocationState {
  focus?: 'titulo' | 'texto';
}

/**
 * What the editor opens with: an unsaved draft of this note if the tab has one (the server copy
 * otherwise). A restored draft keeps the version it was based on, so saving it cannot silently overwrite
 * a change made elsewhere in between: that answers a conflict the user resolves.
 */
function openNote(owner: number, note: TNote | null): { values: NoteValues; base: TNote | null } {
  const slot = note?.id ?? 'new';
  const draft = readDraft(owner, slot);
  const server = note ? { titulo: note.titulo, texto: note.texto } : { titulo: '', texto: '' };
  if (!draft || sameNote(draft, server)) {
    if (draft) clearDraft(owner, slot);
    return { values: server, base: note };
  }
  const base = note && draft.baseVersion ? { ...note, dataUltimaAlteracao: draft.baseVersion } : note;
  return { values: { titulo: draft.titulo, texto: draft.texto }, base };
}

/**
 * The autosave of one open note (lib/note-saver.ts) wired to the API, the query cache, the router and
 * the page's lifecycle: saves right away when the tab is hidden (phones kill background tabs), retries as
 * soon as the browser is back online, and asks before closing the tab with unsaved work.
 */
export function useNoteSaver(note: TNote | null, activeField: () => EditorLocationState['focus']) {
  const scope = useNotesScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened] = useState(() => openNote(scope.owner, note));
  const [saver] = useState(
    () =>
      new NoteSaver({
        owner: scope.owner,
        note: opened.base,
        initial: opened.values,
        create: (values) => createNote(scope.churchId, values),
        update: (id, values, baseVersion) => updateNote(id, { ...values, dataUltimaAlteracao: baseVersion }),
        remove: deleteNote,
        onSaved: (saved, created) => {
          rememberNote(queryClient, scope, saved);
          // The new note now has an address; the editor continues there (draft and cache carry the text).
          if (created)
            void navigate(`/user/notes/${saved.id}`, { replace: true, state: { focus: activeField() } satisfies EditorLocationState });
        },
        onDeleted: (id) => forgetNote(queryClient, scope, id),
      }),
  );
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus);

  useEffect(() => {
    saver.start();
    return () => saver.stop();
  }, [saver]);

  useEffect(() => {
    const onOnline = () => saver.retryNow();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (shouldWarnOnUnload(saver.leaveDecision())) event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [saver]);

  return { saver, status, initial: opened.values };
}
