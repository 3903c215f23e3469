import * as notes from '@congrega/contract/endpoints/notes';
import type { TNote } from '@congrega/contract/notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useNotesScope, type NotesScope } from '../lib/notes-scope.ts';
import { noteKeys } from './note-keys.ts';

/** GET /nota-sermao/{id}: one of the member's notes. */
export function getNote(id: number, signal?: AbortSignal): Promise<TNote> {
  return apiCall(notes.getNote, { params: { id } }, { signal });
}

export function noteQueryOptions(scope: NotesScope, id: number) {
  return queryOptions({
    queryKey: noteKeys.detail(scope, id),
    queryFn: ({ signal }) => getNote(id, signal),
    // The editor owns the text once open; a background refetch would only be ignored.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNote(id: number) {
  return useQuery(noteQueryOptions(useNotesScope(), id));
}
