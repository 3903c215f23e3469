import * as play from '@congrega/contract/endpoints/play';
import { apiCall } from '../../../lib/api-call.ts';

/** DELETE /usuario-plano-assinatura-conteudo/{id}/ */
export async function removeFromMyList(itemId: number): Promise<void> {
  await apiCall(play.removeFromPlayList, { params: { id: itemId } });
}
