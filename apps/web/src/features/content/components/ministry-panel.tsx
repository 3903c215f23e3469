import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useContentList } from '../api/get-content-list.ts';
import { ministryProjectsKind } from '../kinds/ministry-projects.tsx';
import type { ContentItem } from '../lib/content-kind.ts';
import { ProjectGoal } from './project-goal.tsx';

type Responsible = { nome: string | null; foto: string | null; email: string | null; telefone: string | null };
type Social = { rede: string; url: string };

/** Our own upload paths or https links only (the admin typed them). */
const safeUrl = (url: string | null) =>
  url && ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://')) ? url : null;

/** A ministry's responsible person (photo, name, e-mail and phone links), social networks and social projects. */
export function MinistryPanel({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const who = item.responsavel as Responsible;
  const social = (item.redesSociais as Social[]).filter((s) => safeUrl(s.url));
  const projects = useContentList(ministryProjectsKind, '', { ministerio: String(item.id) });
  const photo = safeUrl(who.foto);
  return (
    <>
      {who.nome ? (
        <section className="content-section" aria-labelledby="ministry-responsible">
          <h2 id="ministry-responsible">{t('ministries.responsible')}</h2>
          <p className="ministry-person">
            {photo ? <img src={photo} alt="" width={64} height={64} className="ministry-photo" /> : null}
            <strong>{who.nome}</strong>
          </p>
          <ul className="ministry-links">
            {who.email ? (
              <li>
                <a href={`mailto:${who.email}`}>{t('ministries.email', { email: who.email })}</a>
              </li>
            ) : null}
            {who.telefone ? (
              <li>
                <a href={`tel:${who.telefone.replace(/[^\d+]/g, '')}`}>{t('ministries.phone', { phone: who.telefone })}</a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {social.length ? (
        <section className="content-section" aria-labelledby="ministry-social">
          <h2 id="ministry-social">{t('ministries.social')}</h2>
          <ul className="ministry-links ministry-social">
            {social.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.rede}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="content-section" aria-labelledby="ministry-projects">
        <h2 id="ministry-projects">{t('ministries.projects')}</h2>
        {projects.data?.length ? (
          <ul className="ministry-projects">
            {projects.data.map((p) => (
              <li key={p.id}>
                <Link to={`/ministries/${item.id}/projects/${p.id}`}>{p.titulo}</Link>
                <ProjectGoal item={p} />
              </li>
            ))}
          </ul>
        ) : projects.isSuccess ? (
          <p>{t('ministries.noProjects')}</p>
        ) : null}
      </section>
    </>
  );
}
