import type { TNote, TNoteCreateBody } from '@congrega/contract/notes';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /nota-sermao/?igreja=. Called by the editor's autosave (lib/note-saver.ts), which retries on its
 * own: a network failure must not send the user to the error page and lose the text.
 */
export function createNote(churchId: number, body: TNoteCreateBody): Promise<TNote> {
  return apiRequest<TNote>('/nota-sermao/', { method: 'POST', query: { igreja: churchId }, body, navigateOnNetworkError: false });
}
