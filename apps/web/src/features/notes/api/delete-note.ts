import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useNotesScope } from '../lib/notes-scope.ts';
import { forgetNote } from './note-cache.ts';

/** DELETE /nota-sermao/{id}. A failure stays on the page (spec: the failure is shown in a modal). */
export function deleteNote(id: number): Promise<void> {
  return apiRequest<void>(`/nota-sermao/${id}`, { method: 'DELETE', navigateOnNetworkError: false });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  const scope = useNotesScope();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_result, id) => forgetNote(queryClient, scope, id),
  });
}
