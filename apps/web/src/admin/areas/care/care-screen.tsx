import { type TAdminCareItem } from '@congrega/contract/admin/prayer';
import { PRAYER_CARE_STATUSES, type TPrayerCareStatus } from '@congrega/contract/prayer';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCareList } from './care-api.ts';
import { CareStatus, CareWishes } from './care-status.tsx';

const PAGE_SIZE = 30;
const isStatus = (v: string | undefined): v is TPrayerCareStatus => PRAYER_CARE_STATUSES.some((s) => s === v);

/**
 * The care queue (pastoral grant only; sensitive data, every read audited): requests asking for a call or a visit,
 * and private ones, the open ones first. Each opens its follow-up (status, who takes it, private notes).
 */
export function CareScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(['status']);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const care = useCareList(church.slug, status, list.page, PAGE_SIZE);
  const columns: Column<TAdminCareItem>[] = [
    {
      key: 'pessoa',
      header: t('care.person'),
      cell: (c) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `care/${c.idOracao}`)}>{c.pessoa.nome}</Link>
          <span className="muted">{c.pessoa.telefone ?? c.pessoa.email}</span>
        </span>
      ),
    },
    { key: 'pedido', header: t('care.request'), cell: (c) => <span className="prayer-text">{c.mensagem}</span> },
    { key: 'desejos', header: t('care.wishes'), cell: (c) => <CareWishes item={c} /> },
    { key: 'status', header: t('care.state'), cell: (c) => <CareStatus status={c.status} /> },
    { key: 'responsavel', header: t('care.assignee'), cell: (c) => c.responsavel?.nome ?? t('care.nobody') },
    { key: 'data', header: t('care.posted'), cell: (c) => formatAt(c.dataCadastro, church, lang) },
  ];
  return (
    <>
      <PageHeader title={t('areas.care')}>
        <p className="muted">{t('care.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('care.state')}>
          {(control) => (
            <select {...control} className="input" name="status" defaultValue={status ?? ''}>
              <option value="">{t('care.allStates')}</option>
              {PRAYER_CARE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`care.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={care} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.care')}
            columns={columns}
            rows={data.itens}
            rowKey={(c) => c.idOracao}
            paging={{ page: list.page, pageSize: PAGE_SIZE, total: data.total, onPage: list.setPage }}
            empty={status ? t('kit.noMatch') : t('care.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
