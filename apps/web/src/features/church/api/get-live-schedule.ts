import type { TLiveSchedule } from '@congrega/contract/live';

/**
 * GET /igreja/{slug}/culto/: church home's "schedule and live" block (spec section 1). The API client is imported
 * on demand, as for the banners: church home's first load renders from the bootstrap.
 */
export async function getLiveSchedule(slug: string, signal?: AbortSignal): Promise<TLiveSchedule> {
  const [{ apiCall }, { getLiveSchedule: endpoint }] = await Promise.all([
    import('../../../lib/api-call.ts'),
    import('@congrega/contract/endpoints/live'),
  ]);
  return apiCall(endpoint, { params: { slug } }, { signal, navigateOnNetworkError: false });
}
