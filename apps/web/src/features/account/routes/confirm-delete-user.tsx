import { ZDeletionBody } from '@congrega/contract/account-deletion';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { logout, useSession } from '../../../lib/session.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { requestAccountDeletion } from '../api/account-deletion.ts';
import '../account.css';

/**
 * /user/confirm-delete-user: the password confirms the deletion (spec section 4). A wrong password shows its
 * message on the field; once deleted, this browser's session is dropped too and the success page follows. (A 401
 * here does not log out: api-client leaves this page to handle it.)
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { account } = useSession();
  const { igreja } = useBootstrap();
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('deletion.confirmTitle'));
  const form = useForm<z.input<typeof ZDeletionBody>, unknown, z.output<typeof ZDeletionBody>>({
    resolver: zodFormResolver(ZDeletionBody),
    ...FORM_VALIDATION,
    defaultValues: { senha: '' },
  });

  const submit = form.handleSubmit(async ({ senha }) => {
    if (!account) return;
    setFormError(null);
    try {
      await requestAccountDeletion(account.id, igreja.id, senha);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WRONG_PASSWORD_DELETION') {
        form.setError('senha', { type: 'server', message: err.message }, { shouldFocus: true });
      } else {
        setFormError(failureText(err, t('submitError')));
      }
      return;
    }
    await logout();
    navigate('/user/delete-user-success', { replace: true, state: outcomeState('account-deleted') });
  });

  return (
    <section className="account-page">
      <h1>{t('deletion.confirmTitle')}</h1>
      <Alert tone="warning">{t('deletion.irreversible')}</Alert>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <BoundForm
        form={form}
        onSubmit={submit}
        submitLabel={t('deletion.confirm')}
        actionsClassName="actions form-actions"
        actions={
          <Link to="/user" className="btn btn-ghost">
            {t('data.cancel')}
          </Link>
        }
      >
        <FormText name="senha" label={t('deletion.password')} type="password" autoComplete="current-password" required />
      </BoundForm>
    </section>
  );
}
