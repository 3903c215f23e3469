import {
  RECURRING_CONSOLE_STATES,
  ZFinanceRecurringQuery,
  type TFinanceRecurringQuery,
  type TFinanceRecurringSummary,
} from '@congrega/contract/admin/finance-recurring';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useFinanceReasons } from './finance-api.ts';
import { useRecurringGifts } from './recurring-api.ts';
import { RecurringState } from './recurring-state.tsx';
import { StateChips } from './state-chips.tsx';

export const RECURRING_FILTERS = ['estado', 'motivo', 'q'] as const;
const PAGE_SIZE = 30;

/** The address's filters -> the list's query: a value the contract would refuse (a state that does not exist) is left out. */
function recurringQuery(values: Record<string, string>, page: number): TFinanceRecurringQuery {
  const query: Record<string, unknown> = { page, limit: PAGE_SIZE };
  for (const name of RECURRING_FILTERS) {
    const parsed = ZFinanceRecurringQuery.shape[name].safeParse(values[name] || undefined);
    if (parsed.success && parsed.data !== undefined) query[name] = parsed.data;
  }
  return query as TFinanceRecurringQuery;
}

/**
 * The church's recurring gifts, newest first, by state (the chips, each with its count for the reason and search
 * chosen), reason and giver, paged and counted by the server, with the active ones' monthly equivalent. Each giver's
 * name opens the gift: its charges and the pause, resume and cancel on the giver's behalf.
 */
export function RecurringGiftsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const location = useLocation();
  const list = useListParams(RECURRING_FILTERS);
  const gifts = useRecurringGifts(church.slug, recurringQuery(list.filters, list.page));
  const reasons = useFinanceReasons(church.slug).data?.itens;
  const columns: Column<TFinanceRecurringSummary>[] = [
    {
      key: 'doador',
      header: t('recurring.giver'),
      cell: (g) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `recurring/${g.id}`)} state={{ back: location.search }}>
            {g.doador.nome || t('finance.unnamed')}
          </Link>
          {g.doador.email ? <span className="muted">{g.doador.email}</span> : null}
        </span>
      ),
    },
    { key: 'motivo', header: t('finance.reason'), cell: (g) => g.motivo.nome },
    {
      key: 'valor',
      header: t('recurring.amount'),
      cell: (g) => (
        <span className="person-cell">
          <span className="amount">{formatMoney(g.valor, g.moeda, lang)}</span>
          <span className="muted">{t('recurring.every', { count: g.recorrenciaDias })}</span>
        </span>
      ),
    },
    { key: 'estado', header: t('finance.status'), cell: (g) => <RecurringState estado={g.estado} tentativas={g.tentativas} /> },
    { key: 'proximaData', header: t('recurring.next'), cell: (g) => (g.proximaData ? formatAt(g.proximaData, church, lang, 'date') : '—') },
    { key: 'cartao', header: t('recurring.card'), cell: (g) => `${g.cartao.bandeira} •••• ${g.cartao.ultimosDigitos}` },
    { key: 'criadoEm', header: t('recurring.created'), cell: (g) => formatAt(g.criadoEm, church, lang, 'date') },
  ];
  const filtered = RECURRING_FILTERS.some((name) => list.filters[name]);
  return (
    <>
      <PageHeader title={t('areas.recurring')}>
        <p className="muted">{t('recurring.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('recurring.search')} className="filter-wide">
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
        {reasons ? (
          <Field label={t('finance.reason')}>
            {(control) => (
              <select {...control} className="input" name="motivo" defaultValue={list.filters.motivo ?? ''}>
                <option value="">{t('finance.any')}</option>
                {reasons.map((reason) => (
                  <option key={reason.id} value={String(reason.id)}>
                    {reason.nome}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <input type="hidden" name="motivo" value={list.filters.motivo ?? ''} />
        )}
        <input type="hidden" name="estado" value={list.filters.estado ?? ''} />
      </ListFilters>
      <QueryState query={gifts} isEmpty={() => false}>
        {(data) => (
          <>
            <StateChips
              title={t('recurring.statesTitle')}
              states={RECURRING_CONSOLE_STATES}
              counts={data.totais.porEstado}
              label={(estado) => t(`recurring.states.${estado}`)}
              current={list.filters.estado}
              onChoose={(estado) => list.setFilters({ ...list.filters, estado })}
            >
              <p>
                {t('recurring.monthly')} <span className="amount">{formatMoney(data.totais.mensalAtivas, data.moeda, lang)}</span>
              </p>
            </StateChips>
            <DataList
              caption={t('areas.recurring')}
              columns={columns}
              rows={data.itens}
              rowKey={(g) => g.id}
              paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
              empty={filtered ? t('recurring.noMatch') : t('recurring.empty')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
