import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { redirectSearch, safeRedirectPath } from '../../../lib/redirect-to.ts';
import { completeLogin, needsRegistration, reloadUser, useSession } from '../../../lib/session.ts';
import { registerAccount } from '../api/register.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import '../account.css';

/**
 * /access/register: a visitor creates the shared account and this church's client account in one step
 * and is logged in; an account that exists but is new to this church completes its registration.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const { igreja } = useBootstrap();
  const [emailInUse, setEmailInUse] = useState<string | null>(null);
  const completing = needsRegistration(session);
  const title = t(completing ? 'register.completeTitle' : 'register.title');
  useDocumentTitle(title);
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  const search = redirectSearch(params.get('redirectTo'));
  const stateEmail = (location.state as { email?: unknown } | null)?.email;

  async function submit(body: Record<string, unknown>) {
    const result = await registerAccount(igreja.id, body);
    if (result.token) await completeLogin({ token: result.token });
    else await reloadUser();
    navigate(redirectTo, { replace: true });
  }

  return (
    <section className="account-page">
      <h1>{title}</h1>
      {completing ? <p>{t('register.completeIntro')}</p> : null}
      <ProfileForm
        mode={completing ? 'complete' : 'register'}
        client={null}
        accountId={completing ? (session.account?.id ?? null) : null}
        initialEmail={typeof stateEmail === 'string' ? stateEmail : undefined}
        submitLabel={t('register.submit')}
        onSubmit={submit}
        onApiError={(error, values) => {
          if (error.code !== 'EMAIL_IN_USE' || completing) return false;
          setEmailInUse(values.email);
          return true;
        }}
        actions={completing ? null : <Link to={`/access${search}`}>{t('register.haveAccount')}</Link>}
      />
      <Dialog
        open={emailInUse !== null}
        onClose={() => setEmailInUse(null)}
        title={t('register.emailInUseTitle')}
        role="alertdialog"
        footer={
          <>
            <ButtonLink to={`/access/recover-password${search}`} state={{ email: emailInUse }} variant="secondary">
              {t('register.recover')}
            </ButtonLink>
            <ButtonLink to={`/access/login${search}`} state={{ email: emailInUse }} data-autofocus>
              {t('register.login')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('register.emailInUseBody', { email: emailInUse })}</p>
      </Dialog>
    </section>
  );
}
