import type { TPlayPlan } from '@congrega/contract/play';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A plan's terms: price per period, subscription fee, card fees, first charge and code. */
export function PlanTerms({ plan }: { plan: TPlayPlan }) {
  const { t } = useTranslation('play');
  const money = (cents: number) => formatMoney(cents, plan.moeda);
  return (
    <>
      <p className="play-price">{t(plan.periodo === 'anual' ? 'plans.perYear' : 'plans.perMonth', { price: money(plan.valor) })}</p>
      {plan.descricao ? <p>{plan.descricao}</p> : null}
      <ul className="play-terms">
        {plan.taxaAdesao > 0 ? <li>{t('plans.fee', { fee: money(plan.taxaAdesao) })}</li> : null}
        {plan.taxas > 0 ? <li>{t('plans.fees', { fees: money(plan.taxas) })}</li> : null}
        <li>{t('plans.first', { total: money(plan.totalPrimeiraCobranca) })}</li>
        <li className="muted">{t('plans.code', { code: plan.codigo })}</li>
      </ul>
    </>
  );
}
