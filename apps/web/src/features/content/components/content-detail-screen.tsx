import { useEffect } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
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

/** One item: `conteudo` is the server's sanitised rich text (RichText); nothing else here is HTML. */
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
          <article>
            {kind.media ? (
              kind.media(c)
            ) : c.imagem ? (
              <ResponsiveImage
                className="content-cover"
                src={c.imagem}
                sizes="(min-width: 720px) 40rem, 100vw"
                alt=""
                width={1200}
                height={400}
              />
            ) : null}
            <h1>{c.titulo}</h1>
            <p className="content-meta">
              <time dateTime={c.dataPublicacao}>{formatMoment(c.dataPublicacao)}</time>
              {c.autor ? ` · ${c.autor}` : ''}
            </p>
            {kind.extra ? <p className="content-extra">{kind.extra(c)}</p> : null}
            <RichText html={c.conteudo} className="content-body" />
            {c.tags.length ? (
              <ul className="content-tags" aria-label={t('tags')}>
                {c.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            ) : null}
            {kind.actions?.(c)}
            <ShareButton title={c.titulo} text={c.resumo ?? undefined} />
          </article>
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
