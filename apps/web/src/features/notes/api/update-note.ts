import * as notes from '@congrega/contract/endpoints/notes';
import type { TNote, TNoteUpdateBody } from '@congrega/contract/notes';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * PUT /nota-sermao/{id}. With `dataUltimaAlteracao` (the version the edit started from) the server
 * answers 409 NOTE_CONFLICT rather than overwrite a newer edit made in another tab or device.
 */
export function updateNote(id: number, body: TNoteUpdateBody): Promise<TNote> {
  return apiCall(notes.updateNote, { params: { id }, body }, { navigateOnNetworkError: false });
}
