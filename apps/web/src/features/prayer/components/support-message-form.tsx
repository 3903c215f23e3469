import { ZPrayerMessageBody } from '@congrega/contract/prayer';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useFieldErrorText, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { useSendPrayerMessage } from '../api/send-prayer-message.ts';

const ZSupportMessage = ZPrayerMessageBody.pick({ mensagem: true });
type SupportMessage = z.input<typeof ZSupportMessage>;

/**
 * A supportive message under a request. Visitors may type, and are asked to log in when they send (the
 * text stays in the field for when they come back to it). On failure the text stays too.
 */
export function SupportMessageForm({ prayerId, onLoginNeeded }: { prayerId: string; onLoginNeeded: () => void }) {
  const { t } = useTranslation('prayer');
  const { status } = useSession();
  const send = useSendPrayerMessage(prayerId);
  const errorText = useFieldErrorText();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<SupportMessage, unknown, z.output<typeof ZSupportMessage>>({
    resolver: zodFormResolver(ZSupportMessage),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { mensagem: '' },
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ mensagem }) => {
    setOutcome(null);
    if (status !== 'member') return onLoginNeeded();
    try {
      await send.mutateAsync(mensagem);
      form.reset({ mensagem: '' });
      setOutcome({ tone: 'success', text: t('detail.messageSent') });
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, (path) => path === 'mensagem'))
        setOutcome({ tone: 'error', text: err instanceof ApiError ? err.message : t('detail.messageFailed') });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="support-form">
      <fieldset className="form-fields" disabled={isSubmitting}>
        <TextAreaField
          label={t('detail.messageLabel')}
          required
          rows={3}
          error={errorText(errors.mensagem)}
          {...form.register('mensagem')}
        />
        <div className="actions">
          <Button type="submit" loading={isSubmitting}>
            {t('detail.send')}
          </Button>
        </div>
      </fieldset>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  );
}
