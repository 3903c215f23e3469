import type { TRecurringGift } from '@congrega/contract/giving';
import type { TSavedCard } from '@congrega/contract/payments/cards';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSavedCards } from '../../../components/payments/api/get-saved-cards.ts';
import { CardLabel } from '../../../components/payments/card-label.tsx';
import { cardGatewayId } from '../../../components/payments/payment-methods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * The inline "change card" form of a recurring gift: one radio per saved card that can pay at this church (the
 * member's cards of the church's card gateway, not expired; the shared saved-card list of components/payments), the
 * first checked and focused. A gift paused after declined charges says it resumes on the chosen card. No saved card:
 * a link to add one. The server's message (someone else's or a removed card) is shown in the form; Escape or "keep"
 * closes it.
 */
export function ChangeCardForm({
  gift,
  onSave,
  onClose,
}: {
  gift: TRecurringGift;
  onSave: (idCartao: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['giving', 'payments']);
  const gateway = cardGatewayId(useBootstrap().metodosPagamento);
  const saved = useSavedCards();
  const usable: TSavedCard[] = (saved.data?.cartoes ?? [])
    .flatMap((g) => g.cartoes)
    .filter((c) => !c.expirado && c.idGatewayPagamento === gateway);
  const [picked, setPicked] = useState<number | null>(null);
  const choice = usable.some((c) => c.id === picked) ? picked : (usable[0]?.id ?? null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const resumes = gift.status === 'pausada' && gift.motivoPausa === 'recusado';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === null) return;
    setBusy(true);
    try {
      await onSave(choice);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? (err.fields?.cartao ?? err.message) : t('mine.failed'));
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="giving-amount-form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <fieldset className="payment-fieldset" disabled={busy}>
        {saved.isPending ? <Loader /> : null}
        {saved.isError ? <LoadError error={saved.error} onRetry={() => void saved.refetch()} /> : null}
        {saved.data && usable.length === 0 ? (
          <p>
            {t('mine.noSavedCards')} <Link to="/user/addcard">{t('mine.addCard')}</Link>
          </p>
        ) : null}
        {usable.length > 0 ? (
          <fieldset className="method-picker">
            <legend className="field-label">{t('mine.chooseCard', { reason: gift.motivo.nome })}</legend>
            <ul className="method-options">
              {usable.map((card) => (
                <li key={card.id}>
                  <label className="method-option">
                    <input
                      type="radio"
                      name={`gift-${gift.id}-card`}
                      checked={choice === card.id}
                      autoFocus={choice === card.id}
                      onChange={() => {
                        setPicked(card.id);
                        setError(undefined);
                      }}
                    />
                    <span>
                      <CardLabel brand={card.bandeira} lastDigits={card.ultimosDigitos} />{' '}
                      <span className="muted">{t('payments:cards.expiry', { expiry: card.validade })}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {resumes && usable.length > 0 ? <p className="muted">{t('mine.resumesOnCard')}</p> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="actions">
          {usable.length > 0 ? (
            <Button type="submit" loading={busy}>
              {t('mine.saveCard')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('mine.keepCard')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
