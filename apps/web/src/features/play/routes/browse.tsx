import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePlayHome } from '../api/get-play-home.ts';
import { usePlayContents } from '../api/get-play-contents.ts';
import { ContentRow } from '../components/content-card.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import { PlayLoadError } from '../components/subscription-gate.tsx';
import '../play.css';

/** /play/browse?tag=: every video, or a tag's; collections to open. */
export function Component() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('browse.title'));
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const home = usePlayHome();
  const list = usePlayContents({ limit: 60, ...(tag ? { tag } : {}) });
  return (
    <section className="play-page">
      <PlayNav />
      <h1>{t('browse.title')}</h1>
      {home.data ? (
        <nav aria-label={t('browse.tags')} className="play-chips">
          <Link to="/play/browse" aria-current={tag ? undefined : 'page'}>
            {t('browse.all')}
          </Link>
          {home.data.tags.map((x) => (
            <Link key={x} to={`/play/browse?tag=${encodeURIComponent(x)}`} aria-current={tag === x ? 'page' : undefined}>
              {x}
            </Link>
          ))}
          {home.data.coletaneas.map((c) => (
            <Link key={c.id} to={`/play/collection/${c.id}`}>
              {c.nome}
            </Link>
          ))}
        </nav>
      ) : null}
      {list.isError ? <PlayLoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {!list.isError ? (
        <QueryState query={list} empty={t('browse.empty')} isEmpty={(d) => d.conteudos.length === 0}>
          {(data) => <ContentRow contents={data.conteudos} grid />}
        </QueryState>
      ) : null}
    </section>
  );
}
