import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { studyQueryOptions, useStudy } from '../api/get-studies.ts';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const studiesId = Number(params.studiesId);
  const scope = currentGroupsScope();
  if (scope.ready) void queryClient.prefetchQuery(studyQueryOptions(scope, studiesId));
  return { studiesId };
}

/**
 * /studies/{studiesId}. The content is the server's sanitised rich text (RichText); nothing else here is HTML.
 */
export function Component() {
  const { studiesId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const study = useStudy(studiesId);
  useDocumentTitle(study.data?.titulo ?? t('studies.detailTitle'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to="/studies">{t('studies.back')}</Link>
      </p>
      <QueryState query={study} isEmpty={() => false}>
        {(s) => (
          <article>
            {s.imagem ? (
              <ResponsiveImage
                className="group-cover"
                src={s.imagem}
                sizes="(min-width: 720px) 40rem, 100vw"
                alt=""
                width={1200}
                height={500}
              />
            ) : null}
            <h1>{s.titulo}</h1>
            <p className="group-meta">
              {t('studies.published', { date: formatMoment(s.dataPublicacao) })}
              {s.flagConteudoPublico ? '' : ` · ${t('studies.membersOnly')}`}
            </p>
            {s.resumo ? <p className="group-lead">{s.resumo}</p> : null}
            <RichText html={s.conteudo} />
            {s.anexos.length ? (
              <section className="section" aria-labelledby="study-attachments">
                <h2 id="study-attachments">{t('studies.attachments')}</h2>
                <ul>
                  {s.anexos.map((a) => (
                    <li key={a.url}>
                      <a href={a.url} target="_blank" rel="noopener noreferrer">
                        {a.nome}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
        )}
      </QueryState>
    </section>
  );
}
