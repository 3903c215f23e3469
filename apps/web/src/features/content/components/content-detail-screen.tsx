import { useEffect } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ContentArticle } from '../../../components/content-article.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { contentItemQueryOptions, useContentItem, type ContentDetail } from '../api/get-content-item.ts';
import type { ContentKey, WebContentKind } from '../lib/content-kind.ts';
import '../content.css';

/**
 * An item found by slug but opened by another key (a Sunday-school quarter by the id a notification names) shows its
 * slug in the address: the page is replaced (back skips the id) and the loaded item is reused for the slug.
 */
function useSlugAddress(kind: WebContentKind, id: ContentKey, data: ContentDetail | undefined) {
  const navigate = useNavigate();
  const slug = kind.bySlug && typeof data?.slug === 'string' ? data.slug : undefined;
  useEffect(() => {
    if (!slug || !data || slug === String(id)) return;
    queryClient.setQueryData(contentItemQueryOptions(kind, slug).queryKey, data);
    void navigate(`${kind.path}/${encodeURIComponent(slug)}`, { replace: true });
  }, [kind, id, slug, data, navigate]);
}

/** One item, drawn by the shared ContentArticle (the console's preview draws the same). */
function ContentDetailScreen({ kind, id, back }: { kind: WebContentKind; id: ContentKey; back: string }) {
  const { t } = useTranslation('content');
  const item = useContentItem(kind, id);
  useDocumentTitle(item.data?.titulo ?? t(`${kind.key}.title`));
  useSlugAddress(kind, id, item.data);
  return (
    <section className="content-page content-narrow">
      <p>
        <Link to={back}>{t(`${kind.key}.back`)}</Link>
      </p>
      <QueryState query={item} isEmpty={() => false} skeleton={<Skeleton rows={6} />}>
        {(c) => (
          <ContentArticle item={c} media={kind.media ? (kind.media(c) ?? false) : undefined} extra={kind.extra?.(c)} tagsLabel={t('tags')}>
            {kind.actions?.(c)}
            <ShareButton title={c.titulo} text={c.resumo ?? undefined} />
          </ContentArticle>
        )}
      </QueryState>
    </section>
  );
}

/** The route module of a kind's detail, its id (or slug) in the route param `param` (guards/params.ts). */
export function contentDetailRoute(kind: WebContentKind, param: string) {
  return {
    loader(_args: LoaderFunctionArgs, params: RouteParams) {
      const id = kind.bySlug ? String(params[param]) : Number(params[param]);
      void queryClient.prefetchQuery(contentItemQueryOptions(kind, id));
      return { id, back: kind.backPath?.(params) ?? kind.path };
    },
    Component: function ContentDetail() {
      const { id, back } = useLoaderData<{ id: ContentKey; back: string }>();
      return <ContentDetailScreen kind={kind} id={id} back={back} />;
    },
  };
}
