import { useState } from 'react';
import { Link } from 'react-router';
import { currentPaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { givingHistoryQueryOptions } from '../api/get-giving-history.ts';
import { recurringGiftsQueryOptions, useRecurringGifts } from '../api/get-recurring-gifts.ts';
import { GivingHistory } from '../components/giving-history.tsx';
import { RecurringGiftItem, type GiftNotice } from '../components/recurring-gift-item.tsx';
import { StatementDownload } from '../components/statement-download.tsx';
import '../../../components/payments/payments.css';
import '../giving.css';

export function loader() {
  const scope = currentPaymentsScope();
  void queryClient.prefetchQuery(recurringGiftsQueryOptions(scope));
  void queryClient.prefetchQuery(givingHistoryQueryOptions(scope, 1));
  return null;
}

/**
 * /user/giving (linked from "My account"): the member's recurring gifts at this church (pause, resume, change the
 * amount, cancel), their giving history with receipts, and the yearly statement (PDF).
 */
export function Component() {
  const { t } = useTranslation(['giving', 'payments']);
  const gifts = useRecurringGifts();
  const [notice, setNotice] = useState<GiftNotice | null>(null);
  useDocumentTitle(t('mine.title'));
  // Active first, then paused, then cancelled (kept for the record).
  const order = { ativa: 0, pausada: 1, cancelada: 2 } as const;
  const list = [...(gifts.data ?? [])].sort((a, b) => order[a.status] - order[b.status]);

  return (
    <section className="give-page">
      <p>
        <Link to="/user">{t('mine.back')}</Link>
      </p>
      <h1>{t('mine.title')}</h1>
      <div aria-live="polite">{notice ? <Alert tone="success">{t(`mine.${notice}`)}</Alert> : null}</div>
      <section className="giving-section" aria-labelledby="giving-recurring">
        <h2 id="giving-recurring">{t('mine.recurringTitle')}</h2>
        {gifts.isPending ? <Loader /> : null}
        {gifts.isError && !gifts.data ? <LoadError error={gifts.error} onRetry={() => void gifts.refetch()} /> : null}
        {gifts.data && list.length === 0 ? (
          <>
            <p className="muted">{t('mine.recurringEmpty')}</p>
            <div className="actions">
              <ButtonLink to="/give" variant="secondary">
                {t('mine.giveLink')}
              </ButtonLink>
            </div>
          </>
        ) : null}
        {list.length > 0 ? (
          <ul className="giving-list">
            {list.map((gift) => (
              <li key={gift.id}>
                <RecurringGiftItem gift={gift} onNotice={setNotice} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <GivingHistory />
      <StatementDownload />
    </section>
  );
}
