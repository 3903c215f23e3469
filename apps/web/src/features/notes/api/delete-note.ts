import * as notes from '@congrega/contract/endpoints/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useNotesScope } from '../lib/notes-scope.ts';
import { forgetNote } from './note-cache.ts';

/** DELETE /nota-sermao/{id}. A failure stays on the page (spec: the failure is shown in a modal). */
export async function deleteNote(id: number): Promise<void> {
  await apiCall(notes.deleteNote, { params: { id } }, { navigateOnNetworkError: false });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  const scope = useNotesScope();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_result, id) => forgetNote(queryClient, scope, id),
  });
}
