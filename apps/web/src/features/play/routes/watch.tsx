import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { usePlayContent } from '../api/get-play-content.ts';
import { usePlayback } from '../api/get-playback.ts';
import { PlayNav } from '../components/play-nav.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { usePlayScope } from '../lib/play-scope.ts';
import { readPosition, savePosition } from '../lib/resume.ts';
import '../play.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { id: Number(params.id) };
}

/**
 * /play/watch/{id} (login required): the server checks the subscription on every playback; a non-subscriber goes to
 * the plans. Starts where the viewer stopped on this device.
 */
export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const { t } = useTranslation('play');
  const scope = usePlayScope();
  const content = usePlayContent(id);
  const playback = usePlayback(id);
  const title = content.data?.titulo ?? '';
  useDocumentTitle(t('watch.title', { title }));
  if (playback.error instanceof ApiError && playback.error.code === 'PLAY_SUBSCRIPTION_REQUIRED')
    return <Navigate to="/play/plans" replace />;
  return (
    <section className="play-page">
      <PlayNav />
      <h1>{t('watch.title', { title })}</h1>
      {playback.isPending ? <Loader label={t('watch.loading')} /> : null}
      {playback.isError ? <LoadError error={playback.error} onRetry={() => void playback.refetch()} /> : null}
      {playback.data && content.data ? (
        <VideoPlayer
          playback={playback.data}
          title={title}
          poster={content.data.imagem}
          start={readPosition(scope.churchId, scope.usuarioId, id)}
          onProgress={(seconds, duration) => savePosition(scope.churchId, scope.usuarioId, id, seconds, duration)}
          onExpired={() => void playback.refetch()}
        />
      ) : null}
      {content.data ? (
        <p>
          <Link to={`/play/video/${id}`}>{t('watch.details')}</Link>
        </p>
      ) : null}
    </section>
  );
}
