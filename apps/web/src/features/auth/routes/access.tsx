import { zEmail } from '@congrega/contract/validators';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { needsRegistration, useSession } from '../../../lib/session.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { lookupAccount } from '../api/lookup-account.ts';
import { requestActivationEmail } from '../api/request-activation.ts';
import { AccessPage } from '../components/access-page.tsx';
import { useAccessNavigation } from '../lib/access-navigation.ts';
import { errorMessage } from '../lib/error-message.ts';

const ZEmailStep = z.object({ email: zEmail });
type EmailStep = z.input<typeof ZEmailStep>;

type Activation = { email: string; sent: true } | { email: string; sent: false; message: string };

/**
 * /access (visitors only): e-mail first. An active account goes on to log in, an unknown e-mail to
 * registration, an inactive account gets a new activation e-mail and a dialog saying so.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const { search, email: knownEmail } = useAccessNavigation();
  const [activation, setActivation] = useState<Activation | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailStep, unknown, z.output<typeof ZEmailStep>>({
    resolver: zodFormResolver(ZEmailStep),
    ...FORM_VALIDATION,
    defaultValues: { email: knownEmail },
  });

  // Old reset links (/reset-password?token=, redirected here) open the reset screen.
  const resetToken = params.get('token');
  if (resetToken) return <Navigate to={`/access/reset-password?token=${encodeURIComponent(resetToken)}`} replace />;
  // Logged in with a shared account but not registered at this church yet: complete the registration.
  if (needsRegistration(session)) return <Navigate to={`/access/register${search}`} replace />;

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const account = await lookupAccount(email);
      if (!account) return navigate(`/access/register${search}`, { state: { email } });
      if (account.flagAtivo) return navigate(`/access/login${search}`, { state: { email } });
      try {
        await requestActivationEmail(getBootstrap().igreja.id, email);
        setActivation({ email, sent: true });
      } catch (err) {
        setActivation({ email, sent: false, message: errorMessage(err, t('activation.failed')) });
      }
    } catch (err) {
      setFormError(errorMessage(err, t('common.submitError')));
    }
  });

  return (
    <AccessPage title={t('access.title')} intro={t('access.intro')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm form={form} onSubmit={submit} submitLabel={t('access.submit')}>
        <EmailField label={t('common.email')} />
      </BoundForm>
      <Dialog
        open={activation !== null}
        onClose={() => setActivation(null)}
        title={t('activation.title')}
        role="alertdialog"
        footer={
          <Button onClick={() => setActivation(null)} data-autofocus>
            {t('activation.close')}
          </Button>
        }
      >
        {activation?.sent ? <p>{t('activation.sent', { email: activation.email })}</p> : <Alert tone="error">{activation?.message}</Alert>}
      </Dialog>
    </AccessPage>
  );
}
