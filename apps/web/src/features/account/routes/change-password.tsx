import { ZChangePasswordBody } from '@congrega/contract/auth';
import { matchesPassword } from '@congrega/contract/validators';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { PasswordFields } from '../../../components/form/password-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { updateTokens } from '../../../lib/session.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { changePassword } from '../api/change-password.ts';
import '../account.css';

/** The contract's body with the confirmation checked as soon as it is left, like the other forms. */
const ZChangePasswordForm = z.object(ZChangePasswordBody.shape).refine(...matchesPassword('novaSenha'));
type ChangePasswordValues = z.input<typeof ZChangePasswordForm>;

/** /user/change-password: current password, new one and its confirmation. */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('password.title'));
  const form = useForm<ChangePasswordValues, unknown, z.output<typeof ZChangePasswordForm>>({
    resolver: zodFormResolver(ZChangePasswordForm),
    ...FORM_VALIDATION,
    defaultValues: { senhaAtual: '', novaSenha: '', confirmarSenha: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      // Every other session of the account ends; this one continues with the new pair.
      updateTokens(await changePassword(body));
      navigate('/user/change-password/success', { replace: true, state: outcomeState('password-changed') });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WRONG_CURRENT_PASSWORD') {
        form.setError('senhaAtual', { type: 'server', message: err.message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(err, form.setError, (path) => path in body)) {
        setFormError(err instanceof ApiError ? err.message : t('submitError'));
      }
    }
  });

  return (
    <section className="account-page">
      <h1>{t('password.title')}</h1>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm
        form={form}
        onSubmit={submit}
        submitLabel={t('password.submit')}
        actionsClassName="actions form-actions"
        actions={
          <Link to="/user" className="btn btn-ghost">
            {t('data.cancel')}
          </Link>
        }
      >
        <FormText name="senhaAtual" label={t('password.current')} type="password" autoComplete="current-password" required />
        <PasswordFields name="novaSenha" label={t('password.new')} confirmLabel={t('password.confirm')} hint={t('hints.password')} />
      </BoundForm>
    </section>
  );
}
