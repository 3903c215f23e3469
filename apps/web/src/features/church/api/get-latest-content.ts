import type { TDevotional } from '@congrega/contract/endpoints/devotionals';
import type { TNews } from '@congrega/contract/endpoints/news';

/** How many news items church home shows. */
export const LATEST_NEWS = 3;

export interface LatestContent {
  /** Null: the church has no devotionals module, or none published. */
  devotional: Omit<TDevotional, 'conteudo'> | null;
  news: Array<Omit<TNews, 'conteudo'>> | null;
}

type Page<T> = { itens: T[] };

/**
 * GET /igreja/{slug}/devocional/?limit=1 and /igreja/{slug}/noticia/?limit=3, together: church home's latest devotional
 * and news (spec section 2, issue #13), each only when its module is on; a failed one is left out.
 */
export async function getLatestContent(
  slug: string,
  modules: { devotional: boolean; news: boolean },
  signal?: AbortSignal,
): Promise<LatestContent> {
  const { apiRequest } = await import('../../../lib/api-client.ts');
  const page = <T>(path: string, limit: number) =>
    apiRequest<Page<T>>(`/igreja/${encodeURIComponent(slug)}/${path}/`, { query: { limit }, signal, navigateOnNetworkError: false })
      .then((p) => p.itens)
      .catch((): null => null);
  const [devotionals, news] = await Promise.all([
    modules.devotional ? page<LatestContent['devotional'] & object>('devocional', 1) : null,
    modules.news ? page<NonNullable<LatestContent['news']>[number]>('noticia', LATEST_NEWS) : null,
  ]);
  return { devotional: devotionals?.[0] ?? null, news: news?.length ? news : null };
}
