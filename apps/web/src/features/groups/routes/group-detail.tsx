import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { groupQueryOptions, useGroup } from '../api/get-group.ts';
import { JoinButton } from '../components/join-button.tsx';
import { LeaderRequests } from '../components/leader-requests.tsx';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import { mapUrl } from '../../../lib/maps.ts';
import { formatWallClock } from '../../../lib/format.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const celulaId = Number(params.celulaId);
  const scope = currentGroupsScope();
  if (scope.ready) void queryClient.prefetchQuery(groupQueryOptions(scope, celulaId));
  return { celulaId };
}

/** /groups/{celulaId}: leader, schedule, address with a map link, and the join action (or the member's state). */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const group = useGroup(celulaId);
  useDocumentTitle(group.data?.nome ?? t('detail.title'));
  const g = group.data;
  const address = g
    ? [
        g.endereco.logradouro && [g.endereco.logradouro, g.endereco.numero].filter(Boolean).join(', '),
        g.endereco.complemento,
        g.endereco.bairro,
        g.endereco.cidade && [g.endereco.cidade, g.endereco.estado].filter(Boolean).join(' - '),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  const map = g ? mapUrl({ latitude: g.latitude, longitude: g.longitude, address }) : undefined;

  return (
    <section className="groups-page group-detail">
      <p>
        <Link to="/groups">{t('detail.back')}</Link>
      </p>
      {group.isPending ? <Loader /> : null}
      {group.isError ? (
        <>
          <h1>{t('detail.title')}</h1>
          <LoadError error={group.error} onRetry={() => void group.refetch()} />
        </>
      ) : null}
      {g ? (
        <article>
          {g.imagem ? (
            <ResponsiveImage
              className="group-cover"
              src={g.imagem}
              sizes="(min-width: 960px) 56rem, 100vw"
              alt=""
              width={1200}
              height={500}
            />
          ) : null}
          <h1>{g.nome}</h1>
          {g.descricao ? <p>{g.descricao}</p> : null}
          <dl className="group-facts">
            <dt>{t('detail.schedule')}</dt>
            <dd>{t('card.schedule', { day: t(`days.${g.diaSemana}`), time: formatWallClock(g.horario) })}</dd>
            <dt>{t('detail.audience')}</dt>
            <dd>{t(`audiences.${g.publico}`)}</dd>
            {g.lideres.length ? (
              <>
                <dt>{g.lideres.length > 1 ? t('detail.leaders') : t('detail.leader')}</dt>
                <dd>{g.lideres.map((l) => l.nome).join(', ')}</dd>
              </>
            ) : null}
            {g.responsavel ? (
              <>
                <dt>{t('detail.responsible')}</dt>
                <dd>{g.responsavel}</dd>
              </>
            ) : null}
            {address ? (
              <>
                <dt>{t('detail.address')}</dt>
                <dd>
                  {address}
                  {map ? (
                    <>
                      {' '}
                      <a href={map} target="_blank" rel="noopener noreferrer">
                        {t('detail.map')}
                      </a>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <p className="group-meta">{t('detail.members', { count: g.quantidadeMembros })}</p>
          <JoinButton group={g} />
          {g.membro || g.souLider ? (
            <div className="actions">
              <ButtonLink to={`/groups/${g.id}/meetings`} variant="secondary">
                {t('detail.meetings')}
              </ButtonLink>
            </div>
          ) : null}
          {g.souLider ? (
            <nav className="leader-tools" aria-label={t('leader.tools')}>
              <ButtonLink to={`/groups/${g.id}/meetings/new`}>{t('leader.record')}</ButtonLink>
              <ButtonLink to={`/groups/${g.id}/members`} variant="secondary">
                {t('leader.roster')}
              </ButtonLink>
              <ButtonLink to={`/groups/${g.id}/health`} variant="secondary">
                {t('leader.health')}
              </ButtonLink>
            </nav>
          ) : null}
          {g.souLider ? <LeaderRequests groupId={g.id} /> : null}
        </article>
      ) : null}
    </section>
  );
}
