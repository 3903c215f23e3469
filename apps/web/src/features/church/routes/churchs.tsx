import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { churchUrl, useOrganizationChurches } from '../api/get-organization-churches.ts';
import { ChurchList, NearestButton } from '../components/church-list.tsx';
import { useGeolocation } from '../../../lib/geolocation.ts';

/** /churchs: the churches of the organization (GET /cliente/?organizacao=), optionally nearest first. */
export function Component() {
  const { t } = useTranslation('church');
  const { igreja, organizacao } = useBootstrap();
  const geo = useGeolocation();
  const query = useOrganizationChurches(organizacao?.slug, geo.position);
  useDocumentTitle(t('churchs.title'));

  return (
    <>
      <h1>{organizacao ? t('churchs.titleOf', { organization: organizacao.nome }) : t('churchs.title')}</h1>
      {organizacao ? (
        <>
          <NearestButton state={geo.state} onLocate={geo.locate} />
          <ChurchList
            churches={query.data}
            loading={query.isPending}
            failed={query.isError}
            onRetry={() => void query.refetch()}
            currentId={igreja.id}
            action={(church, isCurrent) =>
              isCurrent ? null : (
                <a href={churchUrl(church)} className="btn btn-secondary btn-sm">
                  {t('churchs.visit')}
                  <span className="sr-only"> {church.nome}</span>
                </a>
              )
            }
          />
        </>
      ) : (
        <Alert>{t('churchs.noOrganization', { church: igreja.nome })}</Alert>
      )}
    </>
  );
}
