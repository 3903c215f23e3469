import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { givingReasonsQueryOptions, useGivingReasons } from '../api/get-giving-reasons.ts';
import { GiveAmounts } from '../components/give-amounts.tsx';
import { GiveCheckout } from '../components/give-checkout.tsx';
import { GiveRecurrency } from '../components/give-recurrency.tsx';
import { readGiveDraft, writeGiveDraft } from '../lib/give-draft-store.ts';
import { keepOffered, type GiveDraft } from '../lib/give-form.ts';
import { GIVE_STEP_PATHS, giveStepOf, reachableGiveStep, stepAfterAmounts } from '../lib/give-steps.ts';
import '../../../components/payments/payments.css';
import '../giving.css';

export function loader() {
  void queryClient.prefetchQuery(givingReasonsQueryOptions());
  return null;
}

/** Amount errors the server gave, carried back to /give in the navigation state. */
type BackState = { amountErrors?: Array<[number, string]> } | null;

/**
 * The giving flow (MOD_DOACAO; /doacoes redirects here), one address per step: /give (the reasons with an amount
 * each), /give/recurrency (repeat the gift? offered for one reason open to recurrence), /give/checkout (the payment:
 * members pay, a visitor logs in or gives once as a guest), then /give/thank-you. What the giver chose is kept in
 * session storage on every change, so reload, back/forward and logging in on the way keep it; an address the draft
 * has not reached sends the giver to the first step that needs something.
 */
export function Component() {
  const { t } = useTranslation(['giving', 'payments']);
  const navigate = useNavigate();
  const location = useLocation();
  const { igreja, metodosPagamento } = useBootstrap();
  const reasons = useGivingReasons();
  const [stored] = useState(readGiveDraft);
  const [rawDraft, setDraft] = useState<GiveDraft>(stored.draft);
  // The payment method chosen, here rather than in the payment step: a guest sent to their data for the CPF that
  // Pix and boleto need comes back to the method they chose.
  const [picked, setPicked] = useState<string | null>(stored.method ?? null);
  const [amountErrors, setAmountErrors] = useState<ReadonlyMap<number, string>>(
    () => new Map((location.state as BackState)?.amountErrors ?? []),
  );
  useDocumentTitle(t('give.title'));

  const list = reasons.data ?? [];
  const draft = reasons.data ? keepOffered(rawDraft, list) : rawDraft;
  const asked = giveStepOf(location.pathname);

  useEffect(() => {
    writeGiveDraft({ draft, method: picked });
  }, [draft, picked]);

  function changeDraft(next: GiveDraft) {
    // A server message about an amount stays until that amount changes.
    setAmountErrors((errors) => {
      const kept = new Map(
        [...errors].filter(([id]) => next.gifts.find((g) => g.id === id)?.text === draft.gifts.find((g) => g.id === id)?.text),
      );
      return kept.size === errors.size ? errors : kept;
    });
    setDraft(next);
  }

  function backToAmounts(errors: ReadonlyMap<number, string>) {
    setAmountErrors(errors);
    navigate(GIVE_STEP_PATHS.amounts, { state: { amountErrors: [...errors] } satisfies BackState });
  }

  let body;
  if (metodosPagamento.length === 0) body = <Alert tone="info">{t('give.notAccepting')}</Alert>;
  else if (reasons.isPending) body = <Loader />;
  else if (reasons.isError && !reasons.data) body = <LoadError error={reasons.error} onRetry={() => void reasons.refetch()} />;
  else if (list.length === 0) body = <Alert tone="info">{t('give.noReasons')}</Alert>;
  else {
    const step = reachableGiveStep(asked, draft, list);
    if (step !== asked) return <Navigate replace to={GIVE_STEP_PATHS[step]} />;
    if (step === 'amounts') {
      body = (
        <GiveAmounts
          reasons={list}
          currency={igreja.moeda}
          draft={draft}
          onDraft={changeDraft}
          serverErrors={amountErrors}
          onContinue={() => navigate(GIVE_STEP_PATHS[stepAfterAmounts(draft, list)])}
        />
      );
    } else if (step === 'recurrency') {
      body = (
        <GiveRecurrency
          reasons={list}
          draft={draft}
          currency={igreja.moeda}
          onDraft={changeDraft}
          onContinue={() => navigate(GIVE_STEP_PATHS.checkout)}
        />
      );
    } else {
      body = (
        <GiveCheckout
          reasons={list}
          draft={draft}
          onDraft={changeDraft}
          picked={picked}
          onPick={setPicked}
          onAmountErrors={backToAmounts}
        />
      );
    }
  }

  return (
    <section className="give-page">
      <h1 tabIndex={-1}>{t('give.title')}</h1>
      {asked === 'amounts' && list.length > 0 ? <p className="muted">{t('give.intro')}</p> : null}
      {body}
    </section>
  );
}
