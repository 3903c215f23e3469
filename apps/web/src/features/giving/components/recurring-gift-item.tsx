import type { TRecurringGift } from '@congrega/contract/giving';
import { useState } from 'react';
import { CardLabel } from '../../../components/payments/card-label.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoment, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useCancelRecurringGift } from '../api/cancel-recurring-gift.ts';
import { useUpdateRecurringGift } from '../api/update-recurring-gift.ts';
import { frequencyLabel } from './recurrence-fields.tsx';
import { ChangeAmountForm } from './change-amount-form.tsx';
import { ChangeCardForm } from './change-card-form.tsx';

export type GiftNotice = 'changed' | 'paused' | 'resumed' | 'cancelled' | 'cardChanged' | 'resumedOnCard';

/**
 * One recurring gift: reason, amount, frequency, next charge, card and status, with pause / resume, inline
 * "change amount" and "change card" forms (a gift paused after declines resumes on the new card) and cancel after a confirmation (the shared dialog). Each answer replaces the gift in the
 * list and is announced; a failure is shown on the gift with nothing lost.
 */
export function RecurringGiftItem({ gift, onNotice }: { gift: TRecurringGift; onNotice: (notice: GiftNotice) => void }) {
  const { t } = useTranslation('giving');
  const update = useUpdateRecurringGift();
  const cancel = useCancelRecurringGift();
  const [editing, setEditing] = useState<'amount' | 'card' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, gift.moeda);
  const frequency = frequencyLabel(t, gift.recorrenciaDias);
  const busy = update.isPending || cancel.isPending;
  const headingId = `gift-${gift.id}`;
  // The church no longer takes this reason: it cannot be resumed (the server refuses), only cancelled.
  const unavailable = gift.motivoPausa === 'motivo_indisponivel';

  const failed = (err: unknown) => setFailure(err instanceof ApiError && err.status < 500 ? err.message : t('mine.failed'));

  async function setStatus(status: 'ativa' | 'pausada') {
    setFailure(null);
    try {
      await update.mutateAsync({ id: gift.id, patch: { status } });
      onNotice(status === 'ativa' ? 'resumed' : 'paused');
    } catch (err) {
      failed(err);
    }
  }

  async function changeAmount(valor: number) {
    setFailure(null);
    await update.mutateAsync({ id: gift.id, patch: { valor } });
    setEditing(null);
    onNotice('changed');
  }

  async function changeCard(idCartao: number) {
    setFailure(null);
    const updated = await update.mutateAsync({ id: gift.id, patch: { cartao: { idCartao } } });
    setEditing(null);
    onNotice(gift.status === 'pausada' && updated.status === 'ativa' ? 'resumedOnCard' : 'cardChanged');
  }

  async function confirmCancel() {
    setFailure(null);
    try {
      await cancel.mutateAsync(gift.id);
      setConfirming(false);
      onNotice('cancelled');
    } catch (err) {
      setConfirming(false);
      failed(err);
    }
  }

  return (
    <article className="giving-item" aria-labelledby={headingId}>
      <div className="giving-item-head">
        <h3 id={headingId}>{gift.motivo.nome}</h3>
        <span className="giving-tags">
          <span className={`giving-status giving-status-${gift.status}`}>{t(`mine.status.${gift.status}`)}</span>
          {gift.cobrancaEmAnalise && gift.status !== 'cancelada' ? (
            <span className="giving-status giving-status-em_analise">{t('mine.underReview')}</span>
          ) : null}
        </span>
      </div>
      {gift.cobrancaEmAnalise && gift.status !== 'cancelada' ? <p className="muted">{t('mine.underReviewHint')}</p> : null}
      {gift.status === 'pausada' && gift.motivoPausa === 'recusado' ? <p className="give-notice">{t('mine.pausedDeclined')}</p> : null}
      {gift.status === 'pausada' && unavailable ? <p className="give-notice">{t('mine.pausedUnavailable')}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <dl>
        <dt>{t('mine.amount')}</dt>
        <dd>{money(gift.valor)}</dd>
        <dt>{t('mine.frequency')}</dt>
        <dd>{frequency}</dd>
        {gift.status === 'ativa' && gift.proximaData ? (
          <>
            <dt>{t('mine.nextDate')}</dt>
            <dd>
              <time dateTime={gift.proximaData}>{formatMoment(gift.proximaData, 'dateLong')}</time>
            </dd>
          </>
        ) : null}
        <dt>{t('mine.card')}</dt>
        <dd>
          <CardLabel brand={gift.cartao.bandeira} lastDigits={gift.cartao.ultimosDigitos} />
        </dd>
      </dl>
      {editing === 'amount' ? (
        <ChangeAmountForm gift={gift} onSave={changeAmount} onClose={() => setEditing(null)} />
      ) : editing === 'card' ? (
        <ChangeCardForm gift={gift} onSave={changeCard} onClose={() => setEditing(null)} />
      ) : gift.status !== 'cancelada' ? (
        <div className="actions">
          {gift.status === 'ativa' ? (
            <Button variant="secondary" loading={update.isPending} disabled={busy} onClick={() => void setStatus('pausada')}>
              {t('mine.pause')}
            </Button>
          ) : unavailable ? null : (
            <Button variant="secondary" loading={update.isPending} disabled={busy} onClick={() => void setStatus('ativa')}>
              {t('mine.resume')}
            </Button>
          )}
          {unavailable ? null : (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setEditing('amount')}>
                {t('mine.changeAmount')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setEditing('card')}>
                {t('mine.changeCard')}
              </Button>
            </>
          )}
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {t('mine.cancelGift')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        role="alertdialog"
        onClose={() => setConfirming(false)}
        title={t('mine.cancelTitle')}
        description={t('mine.cancelText', { reason: gift.motivo.nome, amount: money(gift.valor), frequency: frequency.toLowerCase() })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              {t('mine.keep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {t('mine.cancelConfirm')}
            </Button>
          </>
        }
      />
    </article>
  );
}
