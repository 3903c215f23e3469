import type { TBanner } from '@congrega/contract/church';

/**
 * GET /banner/?igreja={id}: the church home banners. The API client is imported on demand: church home's
 * first load renders from the injected bootstrap and must not wait for it.
 */
export async function getBanners(churchId: number, signal?: AbortSignal): Promise<TBanner[]> {
  const [{ apiCall }, { listBanners }] = await Promise.all([
    import('../../../lib/api-call.ts'),
    import('@congrega/contract/endpoints/church'),
  ]);
  return apiCall(listBanners, { query: { igreja: String(churchId) } }, { signal, navigateOnNetworkError: false });
}
