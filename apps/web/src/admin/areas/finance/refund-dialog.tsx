import type { TFinancePaymentDetail, TRefundCreateBody } from '@congrega/contract/admin/finance';
import { currencySign } from '@congrega/contract/money';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { newIdempotencyKey } from '../../../components/payments/idempotency.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { FORM_VALIDATION } from '../../../lib/zod-form-resolver.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { RefundChoices } from './refund-choices.tsx';
import { asksTickets, EMPTY_REFUND, isTransfer, refundField, refundResolver, type RefundFormValues } from './refund-form.ts';

export interface RefundDialogProps {
  payment: TFinancePaymentDetail;
  /** Sends the refund with this dialog's Idempotency-Key (finance-api useRefund). */
  send: (body: TRefundCreateBody, idempotencyKey: string) => Promise<unknown>;
  /** Another refund happened meanwhile (REFUND_STALE): the screen asks for the payment again. */
  onStale: () => void;
  onClose: () => void;
}

/**
 * A refund, mounted while open: the amount (all that is left, or part of it, with the refundable amount shown), the
 * reason, the tickets of an event order (cancel or keep) and a transfer's note and proof; then a confirm step that
 * says exactly what will happen. One Idempotency-Key per dialog: a double click, or a retry after an answer that never
 * came (network, server fault), sends the same key, so the server makes one refund. Once the server decided (a
 * refusal), the next attempt is a new one with a new key. Field errors of the server land on their fields.
 */
export function RefundDialog({ payment, send, onStale, onClose }: RefundDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const money = (cents: number) => formatMoney(cents, payment.moeda, lang);
  const key = useRef(newIdempotencyKey());
  const sending = useRef(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [body, setBody] = useState<TRefundCreateBody | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RefundFormValues, unknown, TRefundCreateBody>({
    ...FORM_VALIDATION,
    defaultValues: EMPTY_REFUND,
    resolver: refundResolver(payment, {
      amountInvalid: t('finance.amountInvalid'),
      amountTooHigh: t('finance.amountTooHigh', { max: money(payment.estornavel) }),
      ticketsRequired: t('finance.ticketsRequired'),
      noteRequired: t('finance.noteRequired'),
    }),
  });

  // Both steps stay in the page (the inactive one hidden), so the form keeps its values and errors; each takes the
  // focus when it replaces the other: the confirm button, or on the form the field the server refused (else the
  // first choice).
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refusedField = useRef<string | null>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'confirm') confirmRef.current?.focus();
    else form.setFocus((refusedField.current ?? 'modo') as keyof RefundFormValues);
    refusedField.current = null;
  }, [step, form]);

  const review = form.handleSubmit((checked) => {
    setFailure(null);
    setBody(checked);
    setStep('confirm');
  });

  const refused = (err: ApiError) => {
    key.current = newIdempotencyKey();
    if (err.code === 'REFUND_STALE') onStale();
    const fields = err.fields ?? (err.code === 'REFUND_EXCEEDS_REFUNDABLE' ? { valor: err.message } : undefined);
    const onFields = fields ? new ApiError(err.status, { code: err.code, message: err.message, fields }) : err;
    if (fields && applyServerFieldErrors(onFields, form.setError, refundField)) {
      const first = Object.keys(fields)[0]!;
      const field = refundField(first);
      refusedField.current = field === true ? first : String(field);
      setFailure(null);
      setStep('form');
      return;
    }
    setFailure(failureText(err, t('finance.refundFailed')));
  };

  const confirm = async () => {
    if (!body || sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await send(body, key.current);
      toast(t('finance.refundMade', { amount: money(body.valor) }));
      onClose();
    } catch (err) {
      // No answer, or a server fault: the outcome is unknown, and the retry sends the same key (one refund at most).
      if (err instanceof ApiError && err.status < 500) refused(err);
      else setFailure(t('finance.refundUnknown'));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const modo = useWatch({ control: form.control, name: 'modo' });
  const title = t('finance.refundTitle', { code: payment.codigo });
  return (
    <Dialog open onClose={() => !pending && onClose()} title={title}>
      <FormProvider {...form}>
        <form className="form refund-form" onSubmit={review} noValidate hidden={step !== 'form'}>
          <p className="refund-refundable">
            {t('finance.refundableNow', { amount: money(payment.estornavel) })}{' '}
            <span className="muted">{t('finance.refundableOf', { paid: money(payment.total), refunded: money(payment.estornado) })}</span>
          </p>
          {failure && step === 'form' ? <Alert tone="error">{failure}</Alert> : null}
          <RefundChoices payment={payment} money={money} />
          {modo === 'parcial' ? (
            <FormText
              name="valor"
              label={t('finance.amount', { currency: currencySign(lang, payment.moeda) })}
              hint={t('finance.amountHint', { max: money(payment.estornavel) })}
              required
              inputMode="decimal"
              autoComplete="off"
            />
          ) : null}
          <FormTextArea name="motivo" label={t('finance.refundReason')} hint={t('finance.refundReasonHint')} required maxLength={500} />
          {isTransfer(payment) ? (
            <>
              <FormTextArea name="observacao" label={t('finance.note')} hint={t('finance.noteHint')} required maxLength={500} />
              <FormText name="comprovante" label={t('finance.proof')} hint={t('finance.proofHint')} maxLength={200} />
            </>
          ) : null}
          <div className="actions">
            <Button variant="ghost" onClick={onClose}>
              {t('kit.cancel')}
            </Button>
            <Button type="submit">{t('finance.review')}</Button>
          </div>
        </form>
      </FormProvider>
      {step === 'confirm' && body ? (
        <div className="refund-confirm">
          <p>{t('finance.confirmText', { amount: money(body.valor), payer: payment.pagador.nome || t('finance.unnamed') })}</p>
          <ul>
            <li>{t(`finance.viaText.${payment.viaEstorno ?? 'gateway'}`)}</li>
            {asksTickets(payment) ? <li>{t(body.cancelarIngressos ? 'finance.ticketsWillCancel' : 'finance.ticketsWillKeep')}</li> : null}
            <li>{t('finance.leftAfter', { amount: money(payment.estornavel - body.valor) })}</li>
          </ul>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="actions">
            <Button variant="ghost" disabled={pending} onClick={() => setStep('form')}>
              {t('finance.back')}
            </Button>
            <Button ref={confirmRef} variant="danger" loading={pending} onClick={() => void confirm()}>
              {t('finance.confirmRefund', { amount: money(body.valor) })}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
