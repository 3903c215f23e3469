import type { TEventSummary } from '@congrega/contract/events';

/** How many upcoming events church home shows. */
export const NEXT_EVENTS = 3;

/**
 * GET /igreja/{slug}/evento/?limit=3: church home's next events (spec: church home shows next events). The API
 * client is imported on demand, as for the banners: church home's first load renders from the bootstrap.
 */
export async function getNextEvents(slug: string, signal?: AbortSignal): Promise<TEventSummary[]> {
  const [{ apiCall }, { listEvents }] = await Promise.all([
    import('../../../lib/api-call.ts'),
    import('@congrega/contract/endpoints/events'),
  ]);
  const list = await apiCall(listEvents, { params: { slug }, query: { limit: NEXT_EVENTS } }, { signal, navigateOnNetworkError: false });
  return list.eventos;
}
