import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { playContentQueryOptions, usePlayContent } from '../api/get-play-content.ts';
import { durationText } from '../components/content-card.tsx';
import { MyListButton } from '../components/my-list-button.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import { PlayLoadError } from '../components/subscription-gate.tsx';
import { currentPlayScope, usePlayScope } from '../lib/play-scope.ts';
import { clock, readPosition } from '../lib/resume.ts';
import '../play.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const id = Number(params.id);
  const scope = currentPlayScope();
  if (scope.ready) void queryClient.prefetchQuery(playContentQueryOptions(scope, id));
  return { id };
}

/** /play/video/{id}: still, description, collection, my list, and watch (subscribers) or subscribe. */
export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const { t } = useTranslation('play');
  const scope = usePlayScope();
  const content = usePlayContent(id);
  const c = content.data;
  useDocumentTitle(c?.titulo ?? t('video.title'));
  const resumeAt = c && scope.usuarioId > 0 ? readPosition(scope.churchId, scope.usuarioId, c.id) : 0;
  return (
    <section className="play-page">
      <PlayNav />
      {content.isPending ? <Loader /> : null}
      {content.isError ? (
        <>
          <h1>{t('video.title')}</h1>
          <PlayLoadError error={content.error} />
          <p>
            <Link to="/play">{t('video.back')}</Link>
          </p>
        </>
      ) : null}
      {c ? (
        <article className="play-detail">
          {c.imagem ? <img className="play-still" src={c.imagem} alt="" width={960} height={540} /> : null}
          <div>
            <h1>{c.titulo}</h1>
            <p className="play-card-meta">
              {durationText(t, c.duracaoSegundos)}
              {c.coletanea ? (
                <>
                  {' · '}
                  <Link to={`/play/collection/${c.coletanea.id}`}>{t('video.collection', { name: c.coletanea.nome })}</Link>
                </>
              ) : null}
            </p>
            <p>{c.descricao}</p>
            <div className="play-actions">
              {c.acesso ? (
                <ButtonLink to={`/play/watch/${c.id}`}>
                  {resumeAt > 0 ? t('video.resume', { time: clock(resumeAt) }) : t('video.watch')}
                </ButtonLink>
              ) : (
                <ButtonLink to="/play/plans">{t('video.subscribe')}</ButtonLink>
              )}
              {scope.usuarioId > 0 ? <MyListButton content={c} scope={scope} /> : null}
            </div>
            {c.tags.length ? (
              <ul className="play-chips" aria-label={t('browse.tags')}>
                {c.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/play/browse?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </article>
      ) : null}
    </section>
  );
}
