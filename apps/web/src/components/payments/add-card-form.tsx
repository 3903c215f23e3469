import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { createCardToken } from './api/create-card-token.ts';
import { paymentKeys, usePaymentsScope } from './api/payments-scope.ts';
import { CardFields } from './card-fields.tsx';
import { useCardFailure, useCardForm } from './use-card-form.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { saveCard } from './api/save-card.ts';

/**
 * /user/addcard's form: the card goes to the token endpoint (the only place its number is sent), then the token is
 * saved. While saving every input is disabled and the button shows a loader; a failure keeps what was typed but the
 * number and CVV, with the server's field errors on their fields.
 */
export function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('payments');
  const scope = usePaymentsScope();
  const queryClient = useQueryClient();
  const form = useCardForm();
  const cardFailed = useCardFailure(form);
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await createCardToken(scope.churchId, values);
      await saveCard(scope.churchId, token);
    } catch (err) {
      setFailure(cardFailed(err, t('add.failed')));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: paymentKeys.cards(scope) });
    onSaved();
  });

  return (
    <form noValidate onSubmit={submit} className="add-card-form">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="payment-fieldset" disabled={isSubmitting}>
        <CardFields form={form} />
        <p className="muted payments-note">{t('add.privacy')}</p>
        <div className="actions">
          <Button type="submit" loading={isSubmitting}>
            {t('add.submit')}
          </Button>
          <Link to="/user/cards" className="btn btn-ghost">
            {t('add.cancel')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
