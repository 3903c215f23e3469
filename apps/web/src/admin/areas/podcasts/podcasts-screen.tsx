import { adminPodcastCreate } from '@congrega/contract/endpoints/admin-podcasts';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { PodcastForm } from './podcast-form.tsx';
import { usePodcasts, usePodcastWrites } from './podcasts-api.ts';
import './podcasts.css';

/**
 * `podcasts`: the church's podcasts (title, code, episodes, the public feed's address), each opening its screen;
 * a new one below for a caller who may edit (it opens once created).
 */
export function PodcastsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = usePodcasts(church.slug);
  const writes = usePodcastWrites(church.slug);
  const mayEdit = useMayCall()(adminPodcastCreate);
  const navigate = useNavigate();
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
                </li>
              ))}
            </ul>
          )}
        </QueryState>
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
