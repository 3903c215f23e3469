import * as endpoints from '@congrega/contract/endpoints/member-profile';
import type { TClientAccount } from '@congrega/contract/user';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /usuario/{id}/perfil/imagem (multipart `imagem`): the new picture replaces the old; answers the client account. */
export function uploadProfilePicture(clientId: number, file: Blob): Promise<TClientAccount> {
  const form = new FormData();
  form.append('imagem', file);
  return apiCall(endpoints.uploadProfileImage, { params: { id: clientId, type: 'perfil' }, body: form }, { navigateOnNetworkError: false });
}

/** DELETE /usuario/{id}/perfil/imagem. */
export function removeProfilePicture(clientId: number): Promise<TClientAccount> {
  return apiCall(endpoints.deleteProfileImage, { params: { id: clientId, type: 'perfil' } }, { navigateOnNetworkError: false });
}
