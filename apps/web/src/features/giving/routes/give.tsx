import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isBrazilianAddress } from '../../../components/payments/payment-methods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { createDonation } from '../api/create-donation.ts';
import { givingReasonsQueryOptions, useGivingReasons } from '../api/get-giving-reasons.ts';
import { GiftSummary } from '../components/gift-summary.tsx';
import { GiveAmounts } from '../components/give-amounts.tsx';
import { GivePayment } from '../components/give-payment.tsx';
import { GiveVisitor, type GuestState } from '../components/give-visitor.tsx';
import { clearGiveGuest, readGiveGuest, writeGiveGuest } from '../lib/give-guest-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { TGuestGiver } from '@congrega/contract/payments/payment';
import { clearGiveDraft, readGiveDraft, writeGiveDraft } from '../lib/give-draft-store.ts';
import { donationBody, keepOffered, type GiveDraft, type PaymentPart } from '../lib/give-form.ts';
import { IdempotencyKeeper } from '../../../components/payments/idempotency.ts';
import { donationFieldErrors } from '../lib/server-errors.ts';
import '../../../components/payments/payments.css';
import '../giving.css';

export function loader() {
  void queryClient.prefetchQuery(givingReasonsQueryOptions());
  return null;
}

/**
 * /give (MOD_DOACAO; /doacoes redirects here): the church's giving reasons with an amount each, recurrence, then the
 * payment step through the shared checkout (members; a visitor logs in, or gives once as a guest where the church
 * allows it: GiveVisitor), then /give/thank-you. What the giver chose is kept in session storage until the gift is
 * made, so logging in on the way keeps it.
 */
export function Component() {
  const { t } = useTranslation(['giving', 'payments']);
  const navigate = useNavigate();
  const { igreja, metodosPagamento } = useBootstrap();
  const session = useSession();
  const reasons = useGivingReasons();
  const [stored] = useState(readGiveDraft);
  const [rawDraft, setDraft] = useState<GiveDraft>(stored.draft);
  const [step, setStep] = useState(stored.step);
  // The payment method chosen, here rather than in the payment step: a guest sent to their data for the CPF that
  // Pix and boleto need comes back to the method they chose.
  const [picked, setPicked] = useState<string | null>(stored.method ?? null);
  const [amountErrors, setAmountErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [methodError, setMethodError] = useState<string | undefined>();
  const [guestState, setGuestState] = useState<GuestState>(() => {
    const guest = readGiveGuest();
    return { active: !!guest, guest, editing: false, cpfNeeded: false };
  });
  const keeper = useRef(new IdempotencyKeeper());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useDocumentTitle(t('give.title'));

  const list = reasons.data ?? [];
  const draft = reasons.data ? keepOffered(rawDraft, list) : rawDraft;
  const current = step === 'payment' && draft.gifts.length > 0 ? 'payment' : 'amounts';

  useEffect(() => {
    writeGiveDraft({ draft, step: current, method: picked });
  }, [draft, current, picked]);

  useEffect(() => {
    // Moving between the steps takes the focus to the new step's heading (not on the first paint).
    if (moved.current) stepHeading.current?.focus();
  }, [current]);

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

  function go(next: 'amounts' | 'payment') {
    moved.current = true;
    setStep(next);
  }

  async function pay(method: string, payment: PaymentPart, guest?: TGuestGiver): Promise<void> {
    setMethodError(undefined);
    if (guest && !guest.cpf && (method === 'pix' || method === 'boleto')) {
      // Pix and boleto ask the guest's CPF: back to their data, asking it (the method stays chosen).
      setGuestState({ ...guestState, editing: true, cpfNeeded: true });
      return;
    }
    const body = donationBody(draft, list, igreja.id, method, payment, guest);
    const key = keeper.current.keyFor(body);
    try {
      const result = await createDonation(body, key);
      keeper.current.settle();
      clearGiveDraft();
      clearGiveGuest();
      const state = { payment: result, ...(guest ? { guestEmail: guest.email } : {}) };
      navigate(`/give/thank-you?pedido=${encodeURIComponent(result.codigo)}`, { state });
    } catch (err) {
      keeper.current.settle(err);
      if (guest && err instanceof ApiError && Object.keys(err.fields ?? {}).some((f) => f.startsWith('dadosUsuarioNaoCadastrado'))) {
        setGuestState({ ...guestState, editing: true, cpfNeeded: 'dadosUsuarioNaoCadastrado.cpf' in (err.fields ?? {}) });
        return;
      }
      const fields = donationFieldErrors(err, draft);
      if (fields?.method) setMethodError(fields.method);
      if (fields && fields.amounts.size > 0) {
        setAmountErrors(fields.amounts);
        go('amounts');
        return;
      }
      throw err;
    }
  }

  let body;
  if (metodosPagamento.length === 0) body = <Alert tone="info">{t('give.notAccepting')}</Alert>;
  else if (reasons.isPending) body = <Loader />;
  else if (reasons.isError && !reasons.data) body = <LoadError error={reasons.error} onRetry={() => void reasons.refetch()} />;
  else if (list.length === 0) body = <Alert tone="info">{t('give.noReasons')}</Alert>;
  else if (current === 'amounts') {
    body = (
      <GiveAmounts
        reasons={list}
        currency={igreja.moeda}
        draft={draft}
        onDraft={changeDraft}
        serverErrors={amountErrors}
        onContinue={() => go('payment')}
      />
    );
  } else {
    body = (
      <>
        <h2 ref={stepHeading} tabIndex={-1}>
          {t('payment.title')}
        </h2>
        <GiftSummary
          reasons={list}
          // A guest's gift is given once, whatever the switch said.
          draft={session.status !== 'member' && guestState.active ? { ...draft, recurring: false } : draft}
          currency={igreja.moeda}
          onChange={() => go('amounts')}
        />
        {session.status === 'starting' ? (
          <Loader />
        ) : session.status === 'member' ? (
          <GivePayment
            reasons={list}
            methods={metodosPagamento}
            brazilianAddress={isBrazilianAddress(session.client?.pais)}
            currency={igreja.moeda}
            draft={draft}
            onDraft={changeDraft}
            picked={picked}
            onPick={setPicked}
            onPay={pay}
            methodError={methodError}
          />
        ) : (
          <GiveVisitor
            state={guestState}
            onState={setGuestState}
            onGuest={(guest) => {
              writeGiveGuest(guest);
              setGuestState({ active: true, guest, editing: false, cpfNeeded: false });
              // The form goes: the focus to the payment step's heading, the chosen method below it.
              stepHeading.current?.focus();
            }}
          >
            {(guest) => (
              <GivePayment
                reasons={list}
                methods={metodosPagamento}
                brazilianAddress={guest.pais.toUpperCase() === 'BR'}
                currency={igreja.moeda}
                draft={draft}
                onDraft={changeDraft}
                picked={picked}
                onPick={setPicked}
                onPay={(method, payment) => pay(method, payment, guest)}
                methodError={methodError}
                oneOff
              />
            )}
          </GiveVisitor>
        )}
      </>
    );
  }

  return (
    <section className="give-page">
      <h1 ref={current === 'amounts' ? stepHeading : undefined} tabIndex={-1}>
        {t('give.title')}
      </h1>
      {current === 'amounts' && list.length > 0 ? <p className="muted">{t('give.intro')}</p> : null}
      {body}
    </section>
  );
}
