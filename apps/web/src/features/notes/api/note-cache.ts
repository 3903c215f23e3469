import type { TNote } from '@congrega/contract/notes';
import type { QueryClient } from '@tanstack/react-query';
import { clearDraft } from '../lib/draft-store.ts';
import type { NotesScope } from '../lib/notes-scope.ts';
import { noteKeys } from './note-keys.ts';

/**
 * Keeps the cached note and list in step with what the server confirmed, so the list shows the new
 * title and last-changed time at once, without another request.
 */
export function rememberNote(queryClient: QueryClient, scope: NotesScope, note: TNote): void {
  queryClient.setQueryData(noteKeys.detail(scope, note.id), note);
  queryClient.setQueryData<TNote[]>(noteKeys.list(scope), (notes) => (notes ? [note, ...notes.filter((n) => n.id !== note.id)] : notes));
}

/** Forgets a deleted note everywhere: its cached copy, its place in the list, its unsaved draft. */
export function forgetNote(queryClient: QueryClient, scope: NotesScope, id: number): void {
  queryClient.removeQueries({ queryKey: noteKeys.detail(scope, id) });
  queryClient.setQueryData<TNote[]>(noteKeys.list(scope), (notes) => notes?.filter((n) => n.id !== id));
  clearDraft(scope.owner, id);
}
