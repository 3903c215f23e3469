import * as notices from '@congrega/contract/endpoints/mail-notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/** GET and PUT /usuario/avisos-email: whether the member gets notice e-mails at this church (groups' join mails). */
const noticeMailKey = (churchId: number, clientId: number) => ['notice-mail', churchId, clientId] as const;

export function noticeMailQueryOptions(churchId: number, clientId: number) {
  return queryOptions({
    queryKey: noticeMailKey(churchId, clientId),
    queryFn: async ({ signal }) => (await apiCall(notices.getNoticeMail, {}, { signal })).receberAvisosEmail,
  });
}

export const useNoticeMail = (churchId: number, clientId: number) => useQuery(noticeMailQueryOptions(churchId, clientId));

export function useSetNoticeMail(churchId: number, clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => (await apiCall(notices.setNoticeMail, { body: { receberAvisosEmail: on } })).receberAvisosEmail,
    onSuccess: (on) => client.setQueryData(noticeMailKey(churchId, clientId), on),
  });
}
