import { useState, type FormEvent } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/**
 * Pix, boleto, wallet app, cash and a free registration need nothing more than the go-ahead; a refusal (that the
 * paying feature does not turn into another step) is shown above the button with failureText.
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
