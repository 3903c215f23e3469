import type { TDevotional } from '@congrega/contract/endpoints/devotionals';
import type { TNews } from '@congrega/contract/endpoints/news';

/** How many news items church home shows. */
export const LATEST_NEWS = 3;

export interface LatestContent {
  /** Null: the church has no devotionals module, or none published. */
  devotional: Omit<TDevotional, 'conteudo'> | null;
  news: Array<Omit<TNews, 'conteudo'>> | null;
}

/**
 * GET /igreja/{slug}/devocional/?limit=1 and /igreja/{slug}/noticia/?limit=3, together: church home's latest devotional
 * and news (spec section 2, issue #13), each only when its module is on; a failed one is left out.
 */
export async function getLatestContent(
  slug: string,
  modules: { devotional: boolean; news: boolean },
  signal?: AbortSignal,
): Promise<LatestContent> {
  const [{ apiCall }, endpoints] = await Promise.all([
    import('../../../lib/api-call.ts'),
    Promise.all([import('@congrega/contract/endpoints/devotionals'), import('@congrega/contract/endpoints/news')]),
  ]);
  const [{ devotionals: devotional }, { news: newsKind }] = endpoints;
  const options = { signal, navigateOnNetworkError: false };
  const [devotionals, news] = await Promise.all([
    modules.devotional
      ? apiCall(devotional.list, { params: { slug }, query: { limit: 1 } }, options)
          .then((p) => p.itens)
          .catch((): null => null)
      : null,
    modules.news
      ? apiCall(newsKind.list, { params: { slug }, query: { limit: LATEST_NEWS } }, options)
          .then((p) => p.itens)
          .catch((): null => null)
      : null,
  ]);
  return { devotional: devotionals?.[0] ?? null, news: news?.length ? news : null };
}
