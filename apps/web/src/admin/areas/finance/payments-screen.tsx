import type { TFinancePaymentPage, TFinancePaymentSummary, TFinanceTotals } from '@congrega/contract/admin/finance';
import { financePaymentsExport } from '@congrega/contract/endpoints/admin-finance';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiFile } from '../../../lib/api-call.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { CsvButton } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useFinanceReasons, usePayments } from './finance-api.ts';
import { PaymentFilters } from './payment-filters.tsx';
import { PAYMENT_FILTERS, paymentQuery } from './payment-query.ts';
import { PaymentStatus } from './payment-status.tsx';

/** A filter set from a row or another screen (one payer, one reason), named, with the button that lifts it. */
function FilterChip({ label, clear, onClear }: { label: string; clear: string; onClear: () => void }) {
  return (
    <p className="filter-chip">
      {label}{' '}
      <Button variant="ghost" className="btn-sm" onClick={onClear}>
        {clear}
      </Button>
    </p>
  );
}

/**
 * The church's payments, newest first, filtered, searched, paged and counted by the server, with the filtered set's
 * totals (gross, fees, refunded, net: the server's figures, shown as they come). A payer's name narrows the list to
 * that member; each order code opens the payment. The CSV is the server's export of the same filters.
 */
export function PaymentsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const location = useLocation();
  const list = useListParams(PAYMENT_FILTERS);
  const { query, filters, datesReversed } = paymentQuery(list.filters, list.page);
  const payments = usePayments(church.slug, query);
  const reasons = useFinanceReasons(church.slug).data?.itens;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lang);
  const payer = (p: TFinancePaymentSummary) => {
    const name = p.pagador.nome || t('finance.unnamed');
    return (
      <span className="person-cell">
        {p.pagador.usuarioId === null ? (
          <span>
            {name} <span className="muted">({t('finance.payers.convidado')})</span>
          </span>
        ) : (
          <Button
            variant="ghost"
            className="btn-sm"
            onClick={() => list.setFilters({ ...list.filters, usuarioId: String(p.pagador.usuarioId) })}
          >
            {name}
            <span className="sr-only"> {t('finance.onlyPayer')}</span>
          </Button>
        )}
        {p.pagador.email ? <span className="muted">{p.pagador.email}</span> : null}
      </span>
    );
  };
  const columns: Column<TFinancePaymentSummary>[] = [
    {
      key: 'codigo',
      header: t('finance.order'),
      cell: (p) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `payments/${p.id}`)} state={{ back: location.search }}>
            {p.codigo}
          </Link>
          <span className="muted">{formatAt(p.criadoEm, church, lang)}</span>
        </span>
      ),
    },
    { key: 'pagador', header: t('finance.payer'), cell: payer },
    {
      key: 'destino',
      header: t('finance.destination'),
      cell: (p) => (
        <span className="person-cell">
          <span>{t(`finance.destinations.${p.destino.tipo}`)}</span>
          <span className="muted">{p.destino.descricao}</span>
        </span>
      ),
    },
    { key: 'metodo', header: t('finance.method'), cell: (p) => (p.metodo ? t(`finance.methods.${p.metodo}`) : '—') },
    { key: 'status', header: t('finance.status'), cell: (p) => <PaymentStatus status={p.status} pagoEm={p.pagoEm} /> },
    { key: 'total', header: t('finance.total'), cell: (p) => <span className="amount">{money(p.total, p.moeda)}</span> },
    {
      key: 'estornado',
      header: t('finance.refunded'),
      cell: (p) => (p.estornado > 0 ? <span className="amount">{money(p.estornado, p.moeda)}</span> : '—'),
    },
  ];
  const reasonName = reasons?.find((r) => String(r.id) === list.filters.motivo)?.nome;
  const payerName = payments.data?.itens.find((p) => String(p.pagador.usuarioId) === list.filters.usuarioId)?.pagador.nome;
  const filtered = PAYMENT_FILTERS.some((name) => list.filters[name]);
  return (
    <>
      <PageHeader title={t('areas.payments')}>
        <p className="muted">{t('finance.intro')}</p>
      </PageHeader>
      <PaymentFilters values={list.filters} onApply={list.setFilters} reasons={reasons} />
      {datesReversed ? <Alert tone="warning">{t('finance.datesReversed')}</Alert> : null}
      {list.filters.usuarioId ? (
        <FilterChip
          label={t('finance.payerFilter', { name: payerName || `#${list.filters.usuarioId}` })}
          clear={t('finance.allPayers')}
          onClear={() => list.setFilters({ ...list.filters, usuarioId: '' })}
        />
      ) : null}
      {list.filters.motivo ? (
        <FilterChip
          label={reasonName ? t('finance.reasonFilter', { name: reasonName }) : t('finance.reasonIdFilter', { id: list.filters.motivo })}
          clear={t('finance.allReasons')}
          onClear={() => list.setFilters({ ...list.filters, motivo: '' })}
        />
      ) : null}
      <QueryState query={payments} isEmpty={() => false}>
        {(data) => (
          <>
            <Totals page={data} />
            <DataList
              caption={t('areas.payments')}
              columns={columns}
              rows={data.itens}
              rowKey={(p) => p.id}
              paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
              tools={
                data.total > 0 ? (
                  <CsvButton
                    fileName={`${church.slug}-payments.csv`}
                    load={() => apiFile(financePaymentsExport, { params: { church: church.slug }, query: filters })}
                  />
                ) : null
              }
              empty={filtered ? t('finance.noMatch') : t('finance.empty')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The filtered set's totals as the server counts them (every page, not only this one). */
function Totals({ page }: { page: TFinancePaymentPage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const figures: [keyof TFinanceTotals, string][] = [
    ['bruto', t('finance.gross')],
    ['taxas', t('finance.fees')],
    ['estornado', t('finance.refunded')],
    ['liquido', t('finance.net')],
  ];
  return (
    <section className="finance-totals" aria-labelledby="finance-totals-title">
      <h2 id="finance-totals-title">{t('finance.totalsTitle', { count: page.totais.quantidade })}</h2>
      <dl aria-live="polite">
        {figures.map(([key, label]) => (
          <div key={key} className={`finance-total finance-total-${key}`}>
            <dt>{label}</dt>
            <dd className="amount">{formatMoney(page.totais[key], page.moeda, lang)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('finance.totalsHint')}</p>
    </section>
  );
}
