import type { TPlayPlan, TPlaySubscribeResult } from '@congrega/contract/play';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { CheckoutCardForm } from '../../../components/payments/checkout-card-form.tsx';
import { PaymentSummary } from '../../../components/payments/payment-summary.tsx';
import { IdempotencyKeeper } from '../../../components/payments/idempotency.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { playKeys } from '../api/play-keys.ts';
import { subscribe } from '../api/subscribe.ts';
import type { PlayScope } from '../lib/play-scope.ts';

/**
 * Checkout of a plan through the shared card checkout (components/payments: saved cards first, new card tokenized
 * there), one Idempotency-Key per attempt. Card only: renewals charge the same card.
 */
export function PlanCheckout({ plan, scope, onDone }: { plan: TPlayPlan; scope: PlayScope; onDone: (r: TPlaySubscribeResult) => void }) {
  const { t } = useTranslation('play');
  const client = useQueryClient();
  const keeper = useRef(new IdempotencyKeeper());
  const total = formatMoney(plan.totalPrimeiraCobranca, plan.moeda);
  // The first charge as the server priced it (the plan's `totalPrimeiraCobranca`, fees included): one card charge.
  const base = plan.valor + plan.taxaAdesao;
  const first = plan.totalPrimeiraCobranca;
  const once = [{ parcelas: 1, valorParcela: first, valores: [first], total: first, juros: 0 }];

  async function pay(card: { cartao: { token: string } | { idCartao: number }; salvarCartao: boolean }) {
    const body = {
      igreja: scope.churchId,
      planoAssinatura: plan.id,
      valor: plan.totalPrimeiraCobranca,
      metodoPagamento: 'cartao_credito' as const,
      cartao: card.cartao,
      salvarCartao: card.salvarCartao,
    };
    try {
      const result = await subscribe(body, keeper.current.keyFor(body));
      keeper.current.settle();
      await client.invalidateQueries({ queryKey: playKeys.all(scope) });
      onDone(result);
    } catch (err) {
      keeper.current.settle(err);
      throw err;
    }
  }

  return (
    <section className="play-checkout" aria-labelledby="play-checkout-title">
      <h2 id="play-checkout-title">{t('checkout.title', { plan: plan.nome })}</h2>
      <p>{t('checkout.summary', { plan: plan.nome, total, price: formatMoney(plan.valor + plan.taxas, plan.moeda) })}</p>
      <PaymentSummary
        figures={{ valor: base, taxas: first - base, total: first, parcelas: 1, valorParcela: first }}
        currency={plan.moeda}
      />
      <CheckoutCardForm
        options={once}
        currency={plan.moeda}
        installments={1}
        onInstallments={() => undefined}
        submitLabel={t('checkout.pay', { total })}
        onPay={pay}
      />
    </section>
  );
}
