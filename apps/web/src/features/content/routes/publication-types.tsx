import '../../../components/link-card.css';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { publicationTypesQueryOptions, usePublicationTypes } from '../api/get-publication-types.ts';
import '../content.css';

/** /publication-types: the church's publication types, each opening its publications (/publications?tipo=). */
export function loader() {
  void queryClient.prefetchQuery(publicationTypesQueryOptions());
  return null;
}

export function Component() {
  const { t } = useTranslation('content');
  const types = usePublicationTypes();
  useDocumentTitle(t('publicationTypes.title'));
  return (
    <section className="content-page">
      <h1>{t('publicationTypes.title')}</h1>
      <p>{t('publicationTypes.intro')}</p>
      <p>
        <Link to="/publications">{t('publicationTypes.all')}</Link>
      </p>
      <QueryState query={types} skeleton={<Skeleton rows={3} />} empty={t('publicationTypes.empty')}>
        {(items) => (
          <ul className="card-list">
            {items.map((type) => (
              <li key={type.id}>
                <article className="link-card">
                  <div className="link-card-body">
                    <h2 className="link-card-title">
                      <Link to={`/publications?tipo=${type.id}`} className="link-card-link">
                        {type.nome}
                      </Link>
                    </h2>
                    {type.descricao ? <p className="content-summary">{type.descricao}</p> : null}
                    <p className="content-meta">{t('publicationTypes.count', { count: type.total })}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
