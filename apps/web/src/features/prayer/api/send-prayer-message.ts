import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayerDetail, TPrayerMessage } from '@congrega/contract/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** POST /oracao/mensagem/: a supportive message under a request. */
export function sendPrayerMessage(idOracao: string, mensagem: string): Promise<TPrayerMessage> {
  // The typed message stays in the form when the connection drops.
  return apiCall(prayer.sendPrayerMessage, { body: { idOracao, mensagem } }, { navigateOnNetworkError: false });
}

/**
 * The request with the new message at the end (messages are oldest first). Already there (the wall's live stream
 * brought it first): the caller's own answer replaces it (it knows the message is theirs).
 */
export function withMessage(prayer: TPrayerDetail, message: TPrayerMessage): TPrayerDetail {
  if (prayer.mensagens.some((m) => m.id === message.id))
    return message.meu ? { ...prayer, mensagens: prayer.mensagens.map((m) => (m.id === message.id ? message : m)) } : prayer;
  return { ...prayer, mensagens: [...prayer.mensagens, message], quantidadeMensagens: prayer.quantidadeMensagens + 1 };
}

export function useSendPrayerMessage(id: string) {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  return useMutation({
    mutationFn: (mensagem: string) => sendPrayerMessage(id, mensagem),
    onSuccess: (message) => {
      queryClient.setQueryData<TPrayerDetail>(prayerKeys.detail(scope, id), (prayer) => (prayer ? withMessage(prayer, message) : prayer));
      void queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' });
    },
  });
}
