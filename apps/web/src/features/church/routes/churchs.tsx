import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { churchUrl } from '../api/get-organization-churches.ts';
import { OrganizationChurches } from '../components/organization-churches.tsx';

/** /churchs: the churches of the organization (GET /cliente/?organizacao=), optionally nearest first. */
export function Component() {
  const { t } = useTranslation('church');
  const { igreja, organizacao } = useBootstrap();
  useDocumentTitle(t('churchs.title'));

  return (
    <>
      <h1>{organizacao ? t('churchs.titleOf', { organization: organizacao.nome }) : t('churchs.title')}</h1>
      {organizacao ? (
        <>
          <OrganizationChurches
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
