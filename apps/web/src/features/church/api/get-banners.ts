import type { TBanner } from '@congrega/contract/church';

/**
 * GET /banner/?igreja={id}: the church home banners. The API client is imported on demand: church home's
 * first load renders from the injected bootstrap and must not wait for it.
 */
export async function getBanners(churchId: number, signal?: AbortSignal): Promise<TBanner[]> {
  const { apiRequest } = await import('../../../lib/api-client.ts');
  return apiRequest<TBanner[]>('/banner/', { query: { igreja: churchId }, signal, navigateOnNetworkError: false });
}
