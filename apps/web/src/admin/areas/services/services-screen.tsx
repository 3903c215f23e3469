import type { TAdminLiveService } from '@congrega/contract/admin/live';
import { adminLiveServiceCreate } from '@congrega/contract/endpoints/admin-live';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { LiveToggle } from './live-toggle.tsx';
import { ServiceState, ServiceWhen } from './service-when.tsx';
import { useServiceList } from './services-api.ts';

/** "Cultos / Ao vivo": the church's services (live first), each with go live / end; each opens its editor. */
export function ServicesScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCreate = useMayCall()(adminLiveServiceCreate);
  const services = useServiceList(church.slug);
  const columns: Column<TAdminLiveService>[] = [
    {
      key: 'titulo',
      header: t('services.title'),
      cell: (s) => <Link to={consolePath(lang, church.slug, `services/${s.id}`)}>{s.titulo}</Link>,
    },
    { key: 'quando', header: t('services.when'), cell: (s) => <ServiceWhen service={s} /> },
    { key: 'estado', header: t('services.state'), cell: (s) => <ServiceState service={s} /> },
    { key: 'fonte', header: t('services.sourceKind'), cell: (s) => t(`services.sources.${s.fonte.tipo}`) },
    { key: 'acoes', header: t('services.actions'), cell: (s) => <LiveToggle service={s} /> },
  ];
  return (
    <>
      <PageHeader
        title={t('areas.services')}
        actions={
          mayCreate ? (
            <Link className={buttonClass('primary')} to={consolePath(lang, church.slug, 'services/new')}>
              {t('services.new')}
            </Link>
          ) : undefined
        }
      >
        <p className="muted">{t('services.intro')}</p>
      </PageHeader>
      <QueryState query={services} isEmpty={() => false}>
        {(data) => (
          <DataList caption={t('areas.services')} columns={columns} rows={data.itens} rowKey={(s) => s.id} empty={t('services.empty')} />
        )}
      </QueryState>
    </>
  );
}
