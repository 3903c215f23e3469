import * as endpoints from '@congrega/contract/endpoints/member-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { forgetLastCard, keepLastCard, lastCard } from '../lib/last-card.ts';

/** The church answered that the member has no card (spec: "no card found for the e-mail"). */
export const isNoCard = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * GET /usuario-carteirinha/?usuario&igreja: the member's card. It starts from the last card opened (local copy, so it
 * shows offline at once) and refreshes whenever online; each answer replaces the copy, a "no card" answer drops it.
 */
export function memberCardQueryOptions(churchId: number, clientId: number) {
  return queryOptions({
    queryKey: ['member-card', churchId, clientId] as const,
    queryFn: async ({ signal }) => {
      try {
        const { carteirinha } = await apiCall(
          endpoints.getMemberCard,
          { query: { usuario: clientId, igreja: churchId } },
          { signal, navigateOnNetworkError: false },
        );
        keepLastCard(churchId, clientId, carteirinha);
        return carteirinha;
      } catch (error) {
        if (isNoCard(error)) forgetLastCard();
        throw error;
      }
    },
    initialData: () => lastCard(churchId, clientId)?.card,
    initialDataUpdatedAt: () => lastCard(churchId, clientId)?.savedAt,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export const useMemberCard = (churchId: number, clientId: number) => useQuery(memberCardQueryOptions(churchId, clientId));
