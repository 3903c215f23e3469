import '../../../components/link-card.css';
import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { contentListQueryOptions, seedDrawnContentList, useContentList } from '../api/get-content-list.ts';
import { contentFiltersOf, type WebContentKind } from '../lib/content-kind.ts';
import { ContentCard } from './content-card.tsx';
import { ContentSearch } from './content-search.tsx';
import '../content.css';

function ContentListScreen({ kind }: { kind: WebContentKind }) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const busca = params.get('busca') ?? '';
  const list = useContentList(kind, busca, contentFiltersOf(kind, params));
  const title = t(`${kind.key}.title`);
  useDocumentTitle(title);
  return (
    <section className="content-page">
      <h1>{title}</h1>
      <p>{t(`${kind.key}.intro`)}</p>
      <ContentSearch label={t('search.of', { title })} />
      <QueryState query={list} skeleton={<Skeleton rows={4} />} empty={busca ? t('search.none', { busca }) : t(`${kind.key}.empty`)}>
        {(items) => (
          <PagedList
            className="card-list"
            items={items}
            getKey={(item) => item.id}
            pages={list}
            loadMoreLabel={t('loadMore')}
            renderItem={(item) => <ContentCard kind={kind} item={item} />}
          />
        )}
      </QueryState>
    </section>
  );
}

/** The route module of a kind's list (`export const { loader, Component } = contentListRoute(kind)`). */
export function contentListRoute(kind: WebContentKind) {
  return {
    loader({ request }: LoaderFunctionArgs) {
      const query = new URL(request.url).searchParams;
      // The server draws the list without a search or filter (and only then names its data).
      if (query.size === 0) seedDrawnContentList(kind);
      void queryClient.prefetchInfiniteQuery(contentListQueryOptions(kind, query.get('busca') ?? '', contentFiltersOf(kind, query)));
      return null;
    },
    Component: () => <ContentListScreen kind={kind} />,
  };
}
