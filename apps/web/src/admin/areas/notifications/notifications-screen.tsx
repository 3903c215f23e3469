import type { TAdminNotification } from '@congrega/contract/admin/notifications';
import { adminNotificationSend } from '@congrega/contract/endpoints/admin-notifications';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useNotificationList } from './notifications-api.ts';
import { SendNotificationForm } from './send-notification-form.tsx';

const PAGE_SIZE = 30;
const NO_FILTERS = [] as const;

/**
 * The church's notifications to all its members (sent here by hand or by publishing content), newest first, with
 * how many members it reached, how many pushes were delivered and how many members opened it; with the content
 * edit grant, the form that sends one by hand.
 */
export function NotificationsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const list = useListParams(NO_FILTERS);
  const notifications = useNotificationList(church.slug, { page: list.page, limit: PAGE_SIZE });
  const columns: Column<TAdminNotification>[] = [
    {
      key: 'titulo',
      header: t('notifications.titleField'),
      cell: (n) => (
        <span className="person-cell">
          <strong>{n.titulo}</strong>
          <span className="muted">{n.corpo}</span>
          {n.rota ? <span className="muted">{n.rota}</span> : null}
        </span>
      ),
    },
    { key: 'dataCadastro', header: t('notifications.sentAt'), cell: (n) => formatAt(n.dataCadastro, church, lang) },
    { key: 'alcance', header: t('notifications.reached'), cell: (n) => <span className="amount">{n.alcance}</span> },
    { key: 'entregues', header: t('notifications.delivered'), cell: (n) => <span className="amount">{n.entregues}</span> },
    { key: 'abertas', header: t('notifications.opened'), cell: (n) => <span className="amount">{n.abertas}</span> },
  ];
  return (
    <>
      <PageHeader title={t('areas.notifications')}>
        <p className="muted">{t('notifications.intro')}</p>
      </PageHeader>
      {mayCall(adminNotificationSend) ? <SendNotificationForm /> : null}
      <QueryState query={notifications} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('notifications.list')}
            columns={columns}
            rows={data.itens}
            rowKey={(n) => n.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={t('notifications.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
