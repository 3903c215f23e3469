import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Pix, boleto, wallet app, cash and a free registration need nothing more than the go-ahead; a refusal the
 * purchase does not turn into another step is shown above the button.
 */
export function SimplePayForm({ submitLabel, onPay }: { submitLabel: string; onPay: () => Promise<void> }) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await onPay();
    } catch (err) {
      setFailure(failureText(err, t('checkout.payFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
