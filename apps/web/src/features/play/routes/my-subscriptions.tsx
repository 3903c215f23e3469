import type { TPlaySubscription } from '@congrega/contract/play';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cancelSubscription } from '../api/cancel-subscription.ts';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { playKeys } from '../api/play-keys.ts';
import { usePlayScope } from '../lib/play-scope.ts';
import '../play.css';

/** /user/play ("Play subscriptions" in my account): code, dates, status, card; cancel the renewal. */
export function Component() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('mine.title'));
  const subs = useMySubscriptions();
  return (
    <section className="play-mine">
      <h1>{t('mine.title')}</h1>
      <QueryState
        query={subs}
        empty={
          <p>
            {t('mine.empty')} <ButtonLink to="/play/plans">{t('mine.seePlans')}</ButtonLink>
          </p>
        }
      >
        {(list) => (
          <ul className="play-subs">
            {list.map((s) => (
              <SubscriptionItem key={s.id} sub={s} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function SubscriptionItem({ sub }: { sub: TPlaySubscription }) {
  const { t } = useTranslation('play');
  const scope = usePlayScope();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const { failure, attempt, dismiss } = useActionFailure(t('mine.cancelFailed'));
  const date = (iso: string | null) => (iso ? formatMoment(iso) : '—');
  return (
    <li className="play-sub">
      <h2>{sub.plano.nome}</h2>
      <dl>
        <dt>{t('mine.status')}</dt>
        <dd>{t(`mine.situacao.${sub.status.situacao}`)}</dd>
        <dt>{t('mine.code')}</dt>
        <dd>{sub.codigo}</dd>
        <dt>{t('mine.since')}</dt>
        <dd>{date(sub.dataAssinatura)}</dd>
        <dt>{t('mine.validUntil')}</dt>
        <dd>{date(sub.validoAte)}</dd>
        {sub.renovacaoAutomatica ? (
          <>
            <dt>{t('mine.next')}</dt>
            <dd>{date(sub.proximaCobranca)}</dd>
          </>
        ) : null}
        {sub.cartao ? (
          <>
            <dt>{t('mine.card')}</dt>
            <dd>
              {sub.cartao.bandeira} •••• {sub.cartao.ultimosDigitos}
            </dd>
          </>
        ) : null}
      </dl>
      {sub.status.situacao === 'ativo' && !sub.renovacaoAutomatica ? <p className="muted">{t('mine.renewOff')}</p> : null}
      {sub.renovacaoAutomatica ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('mine.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('mine.cancelTitle')}
        description={t('mine.cancelText', { date: date(sub.validoAte) })}
        confirmLabel={t('mine.cancelConfirm')}
        cancelLabel={t('mine.cancelKeep')}
        pending={pending}
        error={failure ?? undefined}
        onCancel={() => {
          dismiss();
          setAsking(false);
        }}
        onConfirm={() => {
          setPending(true);
          void attempt(async () => {
            await cancelSubscription(sub.id);
            await client.invalidateQueries({ queryKey: playKeys.all(scope) });
          }).then((ok) => {
            setPending(false);
            if (ok) setAsking(false);
          });
        }}
      />
    </li>
  );
}
