import type { TPaymentReason, TGuestGiver } from '@congrega/contract/payments/payment';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { IdempotencyKeeper } from '../../../components/payments/idempotency.ts';
import { isBrazilianAddress } from '../../../components/payments/payment-methods.ts';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { createDonation } from '../api/create-donation.ts';
import { clearGiveDraft } from '../lib/give-draft-store.ts';
import { donationBody, type GiveDraft, type PaymentPart } from '../lib/give-form.ts';
import { clearGiveGuest, readGiveGuest, writeGiveGuest } from '../lib/give-guest-store.ts';
import { GIVE_STEP_PATHS } from '../lib/give-steps.ts';
import { donationFieldErrors } from '../lib/server-errors.ts';
import { GiftSummary } from './gift-summary.tsx';
import { GivePayment } from './give-payment.tsx';
import { GiveVisitor, type GuestState } from './give-visitor.tsx';

export interface GiveCheckoutProps {
  reasons: readonly TPaymentReason[];
  draft: GiveDraft;
  onDraft: (draft: GiveDraft) => void;
  /** The payment method chosen, kept by the page (and its stored draft) across a guest's detour for the CPF. */
  picked: string | null;
  onPick: (code: string) => void;
  /** The server refused amounts: back to the amounts step with its messages there. */
  onAmountErrors: (errors: ReadonlyMap<number, string>) => void;
}

/**
 * /give/checkout: what is given (with the way back to change it), then the payment: members pay; a visitor logs in,
 * or gives once as a guest where the church allows it (GiveVisitor). One Idempotency-Key per attempt; the gift made,
 * the stored draft goes and /give/thank-you follows.
 */
export function GiveCheckout({ reasons, draft, onDraft, picked, onPick, onAmountErrors }: GiveCheckoutProps) {
  const { t } = useTranslation(['giving', 'payments']);
  const navigate = useNavigate();
  const { igreja, metodosPagamento } = useBootstrap();
  const session = useSession();
  const [methodError, setMethodError] = useState<string | undefined>();
  const [guestState, setGuestState] = useState<GuestState>(() => {
    const guest = readGiveGuest();
    return { active: !!guest, guest, editing: false, cpfNeeded: false };
  });
  const keeper = useRef(new IdempotencyKeeper());
  const heading = useRef<HTMLHeadingElement>(null);

  async function pay(method: string, payment: PaymentPart, guest?: TGuestGiver): Promise<void> {
    setMethodError(undefined);
    if (guest && !guest.cpf && (method === 'pix' || method === 'boleto')) {
      // Pix and boleto ask the guest's CPF: back to their data, asking it (the method stays chosen).
      setGuestState({ ...guestState, editing: true, cpfNeeded: true });
      return;
    }
    const body = donationBody(draft, reasons, igreja.id, method, payment, guest);
    const key = keeper.current.keyFor(body);
    try {
      const result = await createDonation(body, key);
      keeper.current.settle();
      clearGiveDraft();
      clearGiveGuest();
      const state = { payment: result, ...(guest ? { guestEmail: guest.email } : {}) };
      navigate(`/give/thank-you?pedido=${encodeURIComponent(result.codigo)}`, { state, replace: true });
    } catch (err) {
      keeper.current.settle(err);
      if (guest && err instanceof ApiError && Object.keys(err.fields ?? {}).some((f) => f.startsWith('dadosUsuarioNaoCadastrado'))) {
        setGuestState({ ...guestState, editing: true, cpfNeeded: 'dadosUsuarioNaoCadastrado.cpf' in (err.fields ?? {}) });
        return;
      }
      const fields = donationFieldErrors(err, draft);
      if (fields?.method) setMethodError(fields.method);
      if (fields && fields.amounts.size > 0) {
        onAmountErrors(fields.amounts);
        return;
      }
      throw err;
    }
  }

  const payment = (brazilianAddress: boolean, guest?: TGuestGiver) => (
    <GivePayment
      reasons={reasons}
      methods={metodosPagamento}
      brazilianAddress={brazilianAddress}
      currency={igreja.moeda}
      draft={draft}
      onDraft={onDraft}
      picked={picked}
      onPick={onPick}
      onPay={(method, part) => pay(method, part, guest)}
      methodError={methodError}
      oneOff={!!guest}
    />
  );

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('payment.title')}
      </h2>
      <GiftSummary
        reasons={reasons}
        // A guest's gift is given once, whatever the switch said.
        draft={session.status !== 'member' && guestState.active ? { ...draft, recurring: false } : draft}
        currency={igreja.moeda}
        onChange={() => navigate(GIVE_STEP_PATHS.amounts)}
      />
      {session.status === 'starting' ? (
        <Loader />
      ) : session.status === 'member' ? (
        payment(isBrazilianAddress(session.client?.pais))
      ) : (
        <GiveVisitor
          state={guestState}
          onState={setGuestState}
          onGuest={(guest) => {
            writeGiveGuest(guest);
            setGuestState({ active: true, guest, editing: false, cpfNeeded: false });
            // The form goes: the focus to the payment step's heading, the chosen method below it.
            heading.current?.focus();
          }}
        >
          {(guest) => payment(guest.pais.toUpperCase() === 'BR', guest)}
        </GiveVisitor>
      )}
    </>
  );
}
