import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { PasswordFields } from '../../../components/form/password-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AccessPage } from '../components/access-page.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { ZNewPassword, type NewPasswordValues } from '../lib/new-password-schema.ts';
import { useLinkToken } from '../lib/use-link-token.ts';

/** /access/reset-password?token=: sets a new password with the e-mailed link. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues, unknown, z.output<typeof ZNewPassword>>({
    resolver: zodFormResolver(ZNewPassword),
    ...FORM_VALIDATION,
    defaultValues: { senha: '', confirmarSenha: '' },
  });

  if (!token) {
    return (
      <AccessPage title={t('reset.title')}>
        <Alert tone="error">{t('reset.invalidLink')}</Alert>
        <ButtonLink to="/access/recover-password">{t('reset.requestNew')}</ButtonLink>
      </AccessPage>
    );
  }

  if (done) {
    return (
      <AccessPage title={t('reset.title')}>
        <Alert tone="success">{t('reset.success')}</Alert>
        <ButtonLink to="/access">{t('reset.login')}</ButtonLink>
      </AccessPage>
    );
  }

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await resetPassword({ token, ...body });
      setDone(true);
    } catch (err) {
      setFormError(errorMessage(err, t('common.submitError')));
    }
  });

  return (
    <AccessPage title={t('reset.title')}>
      {formError ? (
        <Alert tone="error" action={<Link to="/access/recover-password">{t('reset.requestNew')}</Link>}>
          {formError}
        </Alert>
      ) : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('reset.submit')}>
        <PasswordFields label={t('reset.password')} confirmLabel={t('reset.confirm')} hint={t('common.passwordHint')} />
      </BoundForm>
    </AccessPage>
  );
}
