import type { TAdminPodcast } from '@congrega/contract/admin/podcasts';
import { adminPodcastCreate, adminPodcastDelete } from '@congrega/contract/endpoints/admin-podcasts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { PodcastForm } from './podcast-form.tsx';
import { usePodcasts, usePodcastWrites } from './podcasts-api.ts';
import './podcasts.css';

/**
 * `podcasts`: the church's podcasts (title, code, episodes, the public feed's address), each opening its screen and,
 * for a caller who may, deleted with its episodes (asked first, saying how many go); a new one below for a caller who
 * may edit (it opens once created).
 */
export function PodcastsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = usePodcasts(church.slug);
  const writes = usePodcastWrites(church.slug);
  const mayCall = useMayCall();
  const mayEdit = mayCall(adminPodcastCreate);
  const mayDelete = mayCall(adminPodcastDelete);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TAdminPodcast | null>(null);
  const action = useActionFailure(t('kit.saveFailed'));
  return (
    <>
      <PageHeader title={t('podcasts.title')}>
        <p className="muted">{t('podcasts.intro')}</p>
      </PageHeader>
      <section className="form-section" aria-labelledby="podcasts-list-title">
        <h2 id="podcasts-list-title">{t('podcasts.listTitle')}</h2>
        <QueryState query={list} empty={t('podcasts.none')} isEmpty={(d) => d.itens.length === 0}>
          {(data) => (
            <ul className="editable-list">
              {data.itens.map((p) => (
                <li key={p.id} className="editable-item">
                  <p>
                    <Link to={consolePath(lang, church.slug, `podcasts/${p.id}`)}>
                      <strong>{p.titulo}</strong>
                    </Link>{' '}
                    <span className="muted">{t('podcasts.episodeCount', { count: p.episodios })}</span>
                    <br />
                    <span className="muted podcast-feed">{t('podcasts.feedAt', { url: p.feed })}</span>
                  </p>
                  {mayDelete ? (
                    <div className="actions">
                      <Button variant="ghost" className="btn-sm" onClick={() => setDeleting(p)}>
                        {t('podcasts.deleteShow')}
                        <span className="sr-only"> {p.titulo}</span>
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <ConfirmDelete
          item={deleting}
          title={t('podcasts.deleteShowTitle')}
          description={(item) => t('podcasts.deleteShowText', { title: item.titulo, count: item.episodios })}
          confirmLabel={t('podcasts.deleteShow')}
          deletedText={t('podcasts.showDeleted')}
          action={action}
          remove={(item) => writes.removeShow(item.id)}
          onClose={() => setDeleting(null)}
        />
      </section>
      {mayEdit ? (
        <section className="form-section" aria-labelledby="podcasts-new-title">
          <h2 id="podcasts-new-title">{t('podcasts.new')}</h2>
          <PodcastForm
            save={async (body) => {
              const created = await writes.saveShow(null, body);
              void navigate(consolePath(lang, church.slug, `podcasts/${created.id}`));
            }}
          />
        </section>
      ) : null}
    </>
  );
}
