import type { TAdminPlayCatalogue } from '@congrega/contract/admin/play';
import { adminPlayPlanCreate } from '@congrega/contract/endpoints/admin-play';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCatalogueWrites } from './play-api.ts';
import { PlayFrame } from './play-frame.tsx';
import { PlayPlanForm } from './play-plan-form.tsx';

/** `play-catalogue/plans`: the church's Play plans with their prices and subscribers; add and change (edit grant). */
export function PlayPlansScreen() {
  return <PlayFrame tab="plans">{(catalogue) => <Plans catalogue={catalogue} />}</PlayFrame>;
}

function Plans({ catalogue }: { catalogue: TAdminPlayCatalogue }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const writes = useCatalogueWrites(church.slug);
  const mayEdit = useMayCall()(adminPlayPlanCreate);
  const [editing, setEditing] = useState<number | null>(null);
  const money = (cents: number) => formatMoney(cents, catalogue.moeda, lang);
  return (
    <section className="form-section" aria-labelledby="play-plans-title">
      <h2 id="play-plans-title">{t('playCatalogue.plans.listTitle')}</h2>
      {catalogue.planos.length === 0 ? <p className="muted">{t('playCatalogue.plans.none')}</p> : null}
      <ol className="editable-list">
        {catalogue.planos.map((p) => (
          <li key={p.id} className="editable-item">
            {editing === p.id ? (
              <PlayPlanForm plan={p} save={writes.savePlan} onDone={() => setEditing(null)} />
            ) : (
              <>
                <p>
                  <strong>{p.nome}</strong> <span className="muted">{p.codigo}</span>{' '}
                  <span className={`status-badge ${p.flagAtivo ? 'status-paid' : 'status-refunded'}`}>
                    {t(p.flagAtivo ? 'playCatalogue.plans.isActive' : 'playCatalogue.plans.isInactive')}
                  </span>
                  <br />
                  {t('playCatalogue.plans.priceLine', {
                    price: money(p.valor),
                    period: t(`playCatalogue.periods.${p.periodo}`),
                    fee: money(p.taxaAdesao),
                  })}
                  <br />
                  <span className="muted">{t('playCatalogue.plans.subscribers', { count: p.assinantes })}</span>
                </p>
                {!p.flagAtivo && p.assinantes > 0 ? (
                  <Alert tone="info">{t('playCatalogue.plans.inactiveWithSubscribers', { count: p.assinantes })}</Alert>
                ) : null}
                {mayEdit ? (
                  <div className="actions">
                    <Button variant="ghost" className="btn-sm" onClick={() => setEditing(p.id)}>
                      {t('playCatalogue.edit')}
                      <span className="sr-only"> {p.nome}</span>
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {mayEdit ? (
        <>
          <h3>{t('playCatalogue.plans.add')}</h3>
          <PlayPlanForm save={writes.savePlan} />
        </>
      ) : null}
    </section>
  );
}
