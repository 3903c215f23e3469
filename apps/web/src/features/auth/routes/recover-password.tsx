import { ZRecoverPasswordBody } from '@congrega/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { recoverPassword } from '../api/recover-password.ts';
import { AccessPage } from '../components/access-page.tsx';
import { useAccessNavigation } from '../lib/access-navigation.ts';
import { errorMessage } from '../lib/error-message.ts';

type RecoverValues = z.input<typeof ZRecoverPasswordBody>;

/** /access/recover-password: e-mails a link to set a new password ('E-mail não encontrado.' when unknown). */
export function Component() {
  const { t } = useTranslation('auth');
  const { search, email } = useAccessNavigation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RecoverValues, unknown, z.output<typeof ZRecoverPasswordBody>>({
    resolver: zodFormResolver(ZRecoverPasswordBody),
    ...FORM_VALIDATION,
    defaultValues: { email },
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSentTo(null);
    try {
      await recoverPassword(body.email);
      setSentTo(body.email);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_FOUND') {
        form.setError('email', { type: 'server', message: err.message }, { shouldFocus: true });
      } else {
        setFormError(errorMessage(err, t('common.submitError')));
      }
    }
  });

  return (
    <AccessPage title={t('recover.title')} intro={t('recover.intro')}>
      {sentTo ? <Alert tone="success">{t('recover.success')}</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('recover.submit')}>
        <EmailField label={t('common.email')} />
      </BoundForm>
      <nav className="access-links" aria-label={t('recover.title')}>
        <Link to={`/access/login${search}`} state={{ email: form.getValues('email') || email }}>
          {t('recover.backToLogin')}
        </Link>
      </nav>
    </AccessPage>
  );
}
