import type { TRecurringGift } from '@congrega/contract/giving';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { currentLocale } from '../../../lib/language.ts';
import { amountText, parseAmount } from '../../../lib/amount.ts';
import { amountProblem } from '../lib/give-form.ts';
import { amountMessage } from './give-amounts.tsx';
import { currencySign } from './amount-field.tsx';

/**
 * The inline "change amount" form of a recurring gift: typed in the user's locale, checked as on /give, the server's
 * field message shown on the field. Focus starts in the field; Escape or "keep" closes it.
 */
export function ChangeAmountForm({
  gift,
  onSave,
  onClose,
}: {
  gift: TRecurringGift;
  onSave: (cents: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('giving');
  const [text, setText] = useState(() => amountText(gift.valor, currentLocale()));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = amountProblem(text, undefined);
    if (problem) return setError(amountMessage(t, problem, gift.moeda));
    setBusy(true);
    try {
      await onSave(parseAmount(text) as number);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? (err.fields?.valor ?? err.message) : t('mine.failed'));
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
        <TextField
          label={t('mine.newAmount', { reason: gift.motivo.nome, currency: currencySign(gift.moeda) })}
          required
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="actions">
          <Button type="submit" loading={busy}>
            {t('mine.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('mine.keepAmount')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
