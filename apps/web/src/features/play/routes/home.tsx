import { ButtonLink } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { usePlayHome, playHomeQueryOptions } from '../api/get-play-home.ts';
import { useMyList } from '../api/get-my-list.ts';
import { ContentRow } from '../components/content-card.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import { PlayLoadError } from '../components/subscription-gate.tsx';
import { currentPlayScope } from '../lib/play-scope.ts';
import '../play.css';

export function loader() {
  const scope = currentPlayScope();
  if (scope.ready) void queryClient.prefetchQuery(playHomeQueryOptions(scope));
  return null;
}

/** /play: the featured video, my list, a row per collection and per tag. */
export function Component() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('home.title'));
  const home = usePlayHome();
  const myList = useMyList();
  const hero = home.data?.destaques[0];
  return (
    <section className="play-page">
      <PlayNav />
      <h1 className="sr-only">{t('home.title')}</h1>
      {home.isError ? <PlayLoadError error={home.error} onRetry={() => void home.refetch()} /> : null}
      {!home.isError ? (
        <QueryState query={home} empty={t('home.empty')} isEmpty={(d) => d.coletaneas.length === 0 && d.destaques.length === 0}>
          {(data) => (
            <>
              {hero ? (
                <article className="play-hero">
                  {hero.imagem ? <img src={hero.imagem} alt="" width={640} height={360} /> : null}
                  <div>
                    <p className="play-eyebrow">{t('home.featured')}</p>
                    <h2>{hero.titulo}</h2>
                    <p>{hero.resumo}</p>
                    <ButtonLink to={`/play/video/${hero.id}`}>{t('video.watch')}</ButtonLink>
                  </div>
                </article>
              ) : null}
              {data.destaques.length > 1 ? <ContentRow title={t('home.featured')} contents={data.destaques} /> : null}
              {myList.data && myList.data.length > 0 ? (
                <ContentRow title={t('home.myList')} contents={myList.data.map((i) => i.planoAssinaturaConteudo)} />
              ) : null}
              {data.coletaneas.map((c) => (
                <ContentRow key={`c${c.id}`} id={`collection-${c.id}`} title={c.nome} contents={c.conteudos} />
              ))}
              {data.porTag.map((r) => (
                <ContentRow key={`t${r.tag}`} title={t('home.byTag', { tag: r.tag })} contents={r.conteudos} />
              ))}
            </>
          )}
        </QueryState>
      ) : null}
    </section>
  );
}
