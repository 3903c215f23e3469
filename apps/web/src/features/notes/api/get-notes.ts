import * as notes from '@congrega/contract/endpoints/notes';
import { NOTES_LIST_MAX, type TNote } from '@congrega/contract/notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useNotesScope, type NotesScope } from '../lib/notes-scope.ts';
import { noteKeys } from './note-keys.ts';

/** GET /user/nota-sermao?igreja=&limit=999 (spec section 9: the list asks for 999). */
export async function getNotes(churchId: number, signal?: AbortSignal): Promise<TNote[]> {
  const { notas } = await apiCall(
    notes.listMyNotes,
    { query: { igreja: churchId, limit: NOTES_LIST_MAX } },
    {
      signal,
    },
  );
  return notas;
}

/**
 * Most recently changed first. The server sends them so; sorting here too keeps the order right after
 * a save updates one note in the cache.
 */
export function byLastChange(notes: readonly TNote[]): TNote[] {
  return [...notes].sort((a, b) => Date.parse(b.dataUltimaAlteracao) - Date.parse(a.dataUltimaAlteracao));
}

export function notesQueryOptions(scope: NotesScope) {
  return queryOptions({ queryKey: noteKeys.list(scope), queryFn: ({ signal }) => getNotes(scope.churchId, signal) });
}

export function useNotes() {
  return useQuery({ ...notesQueryOptions(useNotesScope()), select: byLastChange });
}
