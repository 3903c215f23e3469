import * as notes from '@congrega/contract/endpoints/notes';
import type { TNote, TNoteCreateBody } from '@congrega/contract/notes';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /nota-sermao/?igreja=. Called by the editor's autosave (lib/note-saver.ts), which retries on its
 * own: a network failure must not send the user to the error page and lose the text.
 */
export function createNote(churchId: number, body: TNoteCreateBody): Promise<TNote> {
  return apiCall(notes.createNote, { query: { igreja: String(churchId) }, body }, { navigateOnNetworkError: false });
}
