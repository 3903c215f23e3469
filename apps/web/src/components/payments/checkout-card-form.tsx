import type { TSavedCard } from '@congrega/contract/payments/cards';
import type { TInstallmentOption } from '@congrega/contract/payments/payment';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/field.tsx';
import { failureText } from '../../lib/failure-text.ts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { createCardToken } from './api/create-card-token.ts';
import { useSavedCards } from './api/get-saved-cards.ts';
import { usePaymentsScope } from './api/payments-scope.ts';
import { CardFields } from './card-fields.tsx';
import type { CardTokenValues } from './card-form-schema.ts';
import { InstallmentsSelect } from './installments-select.tsx';
import { cardGatewayId } from './payment-methods.ts';
import { SavedCardChoice, type CardChoice } from './saved-card-choice.tsx';
import { useCardFailure, useCardForm } from './use-card-form.ts';

/** The card part of a payment body (contract ZPaymentCreateBody: cartao, salvarCartao, parcelas). */
export interface CheckoutCardPayment {
  cartao: { token: string } | { idCartao: number };
  salvarCartao: boolean;
  parcelas: number;
}

export interface CheckoutCardFormProps {
  /** The installment options of the server's quote (checkout-quote.ts); one: a single charge. */
  options: readonly TInstallmentOption[];
  currency: string;
  /** The installments chosen (the paying screen shows their figures and puts their total on the button). */
  installments: number;
  onInstallments: (installments: number) => void;
  submitLabel: string;
  /** Sends the payment (the paying feature's endpoint). A rejection is shown above the form. */
  onPay: (card: CheckoutCardPayment) => Promise<void>;
}

/**
 * Card checkout (spec section 3 "Card payment form"): a saved card or a new one (tokenized here, so the number goes
 * only to the token endpoint), "save card" (default on, members only) and the quote's installments. While paying every input
 * is disabled and the button shows a loader; a failure keeps what was typed but the number and CVV.
 */
export function CheckoutCardForm({ options, currency, installments, onInstallments, submitLabel, onPay }: CheckoutCardFormProps) {
  const { t } = useTranslation('payments');
  const scope = usePaymentsScope();
  const member = scope.owner > 0;
  const gateway = cardGatewayId(useBootstrap().metodosPagamento);
  const saved = useSavedCards();
  const usable: TSavedCard[] = saved.isError
    ? []
    : (saved.data?.cartoes ?? []).flatMap((g) => g.cartoes).filter((c) => !c.expirado && c.idGatewayPagamento === gateway);
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const form = useCardForm();
  // Saved cards first, unless the user already types a new one: cards that arrive (or come back on a refetch) while
  // the new card's fields are being filled in never take them away.
  const typing = form.formState.isDirty;
  const choice: CardChoice =
    picked !== null && (picked === 'new' || usable.some((c) => c.id === picked)) ? picked : typing ? 'new' : (usable[0]?.id ?? 'new');
  const [save, setSave] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cardFailed = useCardFailure(form);
  const working = busy || form.formState.isSubmitting;

  async function pay(cartao: CheckoutCardPayment['cartao'], salvarCartao: boolean): Promise<boolean> {
    try {
      await onPay({ cartao, salvarCartao, parcelas: installments });
      return true;
    } catch (err) {
      const message = failureText(err, t('checkout.payFailed'));
      setFailure(message);
      return false;
    }
  }

  const payWithNewCard = form.handleSubmit(async (values: CardTokenValues) => {
    setFailure(null);
    let token: string;
    try {
      token = (await createCardToken(scope.churchId, values)).token;
    } catch (err) {
      setFailure(cardFailed(err, t('card.tokenFailed')));
      return;
    }
    if (!(await pay({ token }, member && save))) cardFailed(null, '');
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (choice === 'new') return payWithNewCard(event);
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    await pay({ idCartao: choice }, false);
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="checkout-card-form">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="payment-fieldset" disabled={working}>
        {usable.length > 0 ? <SavedCardChoice cards={usable} value={choice} onChange={setPicked} /> : null}
        {choice === 'new' ? <CardFields form={form} /> : null}
        {choice === 'new' && member ? (
          <CheckboxField label={t('checkout.saveCard')} checked={save} onChange={(e) => setSave(e.target.checked)} />
        ) : null}
        <InstallmentsSelect options={options} currency={currency} value={installments} onChange={onInstallments} />
        <div className="actions">
          <Button type="submit" loading={working}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
