import * as chat from '@congrega/contract/endpoints/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /culto/{id}/chat/resumo: the hosts' counts of the service's chat (viewers now and at the peak, messages), every 15 s. */
export function chatSummaryQueryOptions(channel: number) {
  return queryOptions({
    queryKey: ['live', 'chat', channel, 'summary'],
    queryFn: ({ signal }) => apiCall(chat.getChatSummary, { params: { id: channel } }, { signal }),
    refetchInterval: 15_000,
  });
}

export function useChatSummary(channel: number) {
  return useQuery(chatSummaryQueryOptions(channel));
}

/** GET /culto/{id}/chat/transcricao.csv with the bearer token (never in a URL), saved as a file. */
export async function downloadTranscript(channel: number): Promise<void> {
  const blob = await apiFile(chat.getChatTranscript, { params: { id: channel } }, { navigateOnNetworkError: false });
  saveFile(blob, `chat-culto-${channel}.csv`);
}
