import { paymentStatusText, type TPaymentStatus } from '@congrega/contract/payments/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { formatMoment, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HISTORY_PAGE_SIZE, useGivingHistory } from '../api/get-giving-history.ts';

/** The giver's gifts at this church, newest first, a page at a time; each links to its receipt (the payment page). */
export function GivingHistory() {
  const { t } = useTranslation(['giving', 'payments']);
  const [page, setPage] = useState(1);
  const history = useGivingHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || HISTORY_PAGE_SIZE))) : 1;

  return (
    <section className="giving-section" aria-labelledby="giving-history">
      <h2 id="giving-history">{t('mine.historyTitle')}</h2>
      {history.isPending ? <Loader /> : null}
      {history.isError && !data ? <LoadError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {data && data.itens.length === 0 && page === 1 ? <p className="muted">{t('mine.historyEmpty')}</p> : null}
      {data && data.itens.length > 0 ? (
        <ul className="giving-list" aria-busy={history.isPlaceholderData || undefined}>
          {data.itens.map((item) => (
            <li key={item.id} className="giving-item">
              <div className="giving-item-head">
                <h3>{item.motivos.map((m) => m.nome).join(', ')}</h3>
                <strong>{formatMoney(item.total, item.moeda)}</strong>
              </div>
              <p className="muted">
                <time dateTime={item.dataPagamento ?? item.dataCadastro}>{formatMoment(item.dataPagamento ?? item.dataCadastro)}</time>
                {' · '}
                {t(`payments:status.${paymentStatusText(item.status as TPaymentStatus)}`)}
                {item.recorrente ? ` · ${t('mine.recurringTag')}` : null}
                {item.valorEstornado > 0 && item.status !== 'estornado'
                  ? ` · ${t('mine.partlyRefunded', { amount: formatMoney(item.valorEstornado, item.moeda) })}`
                  : null}
              </p>
              <Link to={`/user/payment/${encodeURIComponent(item.codigo)}`}>
                {t('mine.receipt')}
                <span className="sr-only"> {item.codigo}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="giving-pager" aria-label={t('mine.historyTitle')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('mine.previous')}
          </Button>
          <span aria-live="polite">{t('mine.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('mine.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
