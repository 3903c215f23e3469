import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { usePlayContents } from '../api/get-play-contents.ts';
import { ContentRow } from '../components/content-card.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import { PlayLoadError } from '../components/subscription-gate.tsx';
import '../play.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { id: Number(params.id) };
}

/** /play/collection/{id}: the collection's videos. */
export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const { t } = useTranslation('play');
  const list = usePlayContents({ coletanea: id, limit: 60 });
  useDocumentTitle(list.data?.coletanea?.nome ?? t('collection.title'));
  return (
    <section className="play-page">
      <PlayNav />
      <h1>{list.data?.coletanea?.nome ?? t('collection.title')}</h1>
      {list.data?.coletanea?.descricao ? <p>{list.data.coletanea.descricao}</p> : null}
      {list.isError ? <PlayLoadError error={list.error} /> : null}
      {!list.isError ? (
        <QueryState query={list} empty={t('collection.empty')} isEmpty={(d) => d.conteudos.length === 0}>
          {(data) => <ContentRow contents={data.conteudos} grid />}
        </QueryState>
      ) : null}
    </section>
  );
}
