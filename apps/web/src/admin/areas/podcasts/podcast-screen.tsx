import type { TAdminPodcastDetail, TAdminPodcastEpisode } from '@congrega/contract/admin/podcasts';
import { adminPodcastUpdate } from '@congrega/contract/endpoints/admin-podcasts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { EpisodeForm } from './episode-form.tsx';
import { PodcastForm } from './podcast-form.tsx';
import { usePodcast, usePodcastWrites } from './podcasts-api.ts';
import './podcasts.css';

/**
 * `podcasts/:podcastId`: a podcast's fields and its episodes, newest first: add one (unpublished), change, publish or
 * unpublish, delete (asked first). Read-only for a caller who may only view.
 */
export function PodcastScreen() {
  const id = routeId(useParams().podcastId);
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const detail = usePodcast(church.slug, id ?? 0);
  if (id === undefined || (detail.error instanceof ApiError && detail.error.status === 404))
    return <Alert tone="error">{t('podcasts.notFound')}</Alert>;
  return (
    <>
      <BackLink />
      <QueryState query={detail} isEmpty={() => false}>
        {(d) => <Podcast detail={d} />}
      </QueryState>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return <Link to={consolePath(lang, church.slug, 'podcasts')}>{t('podcasts.back')}</Link>;
}

function Podcast({ detail }: { detail: TAdminPodcastDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = usePodcastWrites(church.slug);
  const mayEdit = useMayCall()(adminPodcastUpdate);
  const p = detail.podcast;
  return (
    <>
      <PageHeader title={p.titulo}>
        <p className="muted podcast-feed">
          {t('podcasts.feedLabel')} <a href={p.feed}>{p.feed}</a>
        </p>
      </PageHeader>
      <Episodes detail={detail} mayEdit={mayEdit} />
      {mayEdit ? (
        <section className="form-section" aria-labelledby="podcast-fields-title">
          <h2 id="podcast-fields-title">{t('podcasts.fieldsTitle')}</h2>
          <PodcastForm key={p.id} podcast={p} save={(body) => writes.saveShow(p.id, body)} />
        </section>
      ) : null}
    </>
  );
}

function Episodes({ detail, mayEdit }: { detail: TAdminPodcastDetail; mayEdit: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const writes = usePodcastWrites(church.slug);
  const podcastId = detail.podcast.id;
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TAdminPodcastEpisode | null>(null);
  const [now] = useState(() => Date.now());
  const action = useActionFailure(t('kit.saveFailed'));
  const save = (id: number | null, body: Parameters<typeof writes.saveEpisode>[2]) => writes.saveEpisode(podcastId, id, body);
  const publish = (e: TAdminPodcastEpisode) =>
    void action
      .attempt(() => writes.publish(podcastId, e.id, !e.publicado))
      .then((ok) => ok && toast(e.publicado ? t('podcasts.unpublished') : t('podcasts.published')));
  const state = (e: TAdminPodcastEpisode) =>
    !e.publicado
      ? t('podcasts.state.draft')
      : Date.parse(e.dataPublicacao) > now
        ? t('podcasts.state.scheduled')
        : t('podcasts.state.published');
  return (
    <section className="form-section" aria-labelledby="podcast-episodes-title">
      <h2 id="podcast-episodes-title">{t('podcasts.episodesTitle')}</h2>
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      {detail.episodios.length === 0 ? <p className="muted">{t('podcasts.noEpisodes')}</p> : null}
      <ol className="editable-list">
        {detail.episodios.map((e) => (
          <li key={e.id} className="editable-item">
            {editing === e.id ? (
              <EpisodeForm episode={e} save={save} onDone={() => setEditing(null)} />
            ) : (
              <>
                <p>
                  <strong>
                    {t('podcasts.number', { n: e.posicao })} {e.titulo}
                  </strong>{' '}
                  <span className="muted">{state(e)}</span>
                  <br />
                  <span className="muted">
                    {formatAt(e.dataPublicacao, church, lang)} · {e.midiaNome ?? t('podcasts.demoAudio')}
                  </span>
                </p>
                {mayEdit ? (
                  <div className="actions">
                    <Button className="btn-sm" variant={e.publicado ? 'secondary' : 'primary'} onClick={() => publish(e)}>
                      {e.publicado ? t('podcasts.unpublish') : t('podcasts.publish')}
                      <span className="sr-only"> {e.titulo}</span>
                    </Button>
                    <Button variant="ghost" className="btn-sm" onClick={() => setEditing(e.id)}>
                      {t('podcasts.edit')}
                      <span className="sr-only"> {e.titulo}</span>
                    </Button>
                    <Button variant="ghost" className="btn-sm" onClick={() => setDeleting(e)}>
                      {t('podcasts.delete')}
                      <span className="sr-only"> {e.titulo}</span>
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {mayEdit ? (
        <>
          <h3>{t('podcasts.addEpisode')}</h3>
          <EpisodeForm save={save} />
        </>
      ) : null}
      <ConfirmDelete
        item={deleting}
        title={t('podcasts.deleteTitle')}
        description={(item) => t('podcasts.deleteText', { title: item.titulo })}
        confirmLabel={t('podcasts.delete')}
        deletedText={t('podcasts.deleted')}
        action={action}
        remove={(item) => writes.remove(podcastId, item.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
