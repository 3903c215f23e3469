import { ZLoginBody } from '@congrega/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { login, needsRegistration, sessionStore } from '../../../lib/session.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { AccessPage } from '../components/access-page.tsx';
import { useAccessNavigation } from '../lib/access-navigation.ts';
import { errorMessage } from '../lib/error-message.ts';

type LoginValues = z.input<typeof ZLoginBody>;

/**
 * /access/login: e-mail (carried from the e-mail step) and password. Wrong credentials and too many
 * attempts show the API's message, already in the user's language.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { redirectTo, search, email } = useAccessNavigation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues, unknown, z.output<typeof ZLoginBody>>({
    resolver: zodFormResolver(ZLoginBody),
    ...FORM_VALIDATION,
    defaultValues: { username: email, password: '' },
  });

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      await login(username, password);
    } catch (err) {
      setFormError(errorMessage(err, t('common.submitError')));
      return;
    }
    if (needsRegistration(sessionStore.getState())) navigate(`/access/register${search}`, { replace: true });
    else navigate(redirectTo, { replace: true });
  });

  return (
    <AccessPage title={t('login.title')} intro={t('login.intro')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('login.submit')}>
        <EmailField name="username" label={t('common.email')} autoComplete="username" />
        <FormText name="password" label={t('common.password')} type="password" autoComplete="current-password" required />
      </BoundForm>
      <nav className="access-links" aria-label={t('login.title')}>
        <Link to={`/access/recover-password${search}`} state={{ email: form.getValues('username') || email }}>
          {t('login.forgot')}
        </Link>
        <Link to={`/access${search}`}>{t('login.otherEmail')}</Link>
      </nav>
    </AccessPage>
  );
}
