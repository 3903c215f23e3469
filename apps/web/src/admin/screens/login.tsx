import { ZStaffLoginBody, zRecoveryCode, zTotpCode } from '@congrega/contract/admin/staff-session';
import type { TLocale } from '@congrega/contract/locale';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormText } from '../../components/form/form-text.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loader } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../kit/admin-form.tsx';
import { PageHeader } from '../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { consolePath } from '../lib/console-areas.ts';
import { useMe } from '../lib/console-context.ts';
import { logIn, useStaffSession, verifySecondFactor } from '../lib/staff-session.ts';

const ZCodeForm = z.strictObject({ codigo: zTotpCode });
const ZRecoveryForm = z.strictObject({ codigoRecuperacao: zRecoveryCode });

/** Only a console path of this origin is followed after login (`?next=/pt-BR/videira/grants`). */
function safeNext(next: string | null): string | undefined {
  return next && /^\/(pt-BR|en|es)\/[a-z0-9-]+(\/[^\s]*)?$/.test(next) && !next.startsWith('//') ? next : undefined;
}

/**
 * `/{lang}`: the staff login. The password first (the member login's account and budgets); with TOTP enrolled the
 * authenticator's six digits, or one recovery code, on a second step. Once in: back where the visitor was going,
 * else the first church they administer.
 */
export function LoginScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { status } = useStaffSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <main id="main" className="page admin-page login-page">
      <PageHeader title={t('login.title')} />
      {status === 'in' ? (
        <AfterLogin />
      ) : challenge ? (
        <SecondFactor
          challenge={challenge}
          onExpired={(message) => {
            setChallenge(null);
            setNotice(message);
          }}
        />
      ) : (
        <PasswordStep notice={notice} onChallenge={setChallenge} />
      )}
    </main>
  );
}

function PasswordStep({ notice, onChallenge }: { notice: string | null; onChallenge: (challenge: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZStaffLoginBody,
    defaultValues: { username: '', password: '' },
    submit: async (body) => {
      const result = await logIn(body.username, body.password);
      if (result.status === 'totp') onChallenge(result.desafio);
    },
    // Credentials are refused as a whole (one message for unknown and wrong), never on one field.
    isField: () => false,
  });
  return (
    <>
      {notice ? <Alert tone="error">{notice}</Alert> : null}
      <AdminForm state={state} submitLabel={t('login.submit')}>
        <EmailField name="username" label={t('login.email')} autoComplete="username" />
        <FormText name="password" label={t('login.password')} type="password" autoComplete="current-password" required />
      </AdminForm>
    </>
  );
}

function SecondFactor({ challenge, onExpired }: { challenge: string; onExpired: (message: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [recovery, setRecovery] = useState(false);
  const expired = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'TOTP_CHALLENGE_INVALID') onExpired(err.message);
    throw err;
  };
  const code = useAdminForm({
    schema: ZCodeForm,
    defaultValues: { codigo: '' },
    submit: (body) => verifySecondFactor({ desafio: challenge, codigo: body.codigo }).catch(expired),
  });
  const recoveryForm = useAdminForm({
    schema: ZRecoveryForm,
    defaultValues: { codigoRecuperacao: '' },
    submit: (body) => verifySecondFactor({ desafio: challenge, codigoRecuperacao: body.codigoRecuperacao }).catch(expired),
  });
  return (
    <section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('login.secondFactor')}</h2>
      {recovery ? (
        <AdminForm state={recoveryForm} submitLabel={t('login.verify')}>
          <FormText name="codigoRecuperacao" label={t('login.recoveryCode')} autoComplete="off" spellCheck={false} required />
        </AdminForm>
      ) : (
        <AdminForm state={code} submitLabel={t('login.verify')}>
          <FormText
            name="codigo"
            label={t('login.code')}
            hint={t('login.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
        </AdminForm>
      )}
      <Button variant="ghost" onClick={() => setRecovery((v) => !v)}>
        {recovery ? t('login.useCode') : t('login.useRecovery')}
      </Button>
    </section>
  );
}

function AfterLogin() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useParams();
  const [params] = useSearchParams();
  const me = useMe();
  const next = safeNext(params.get('next'));
  if (next) return <Navigate to={next} replace />;
  if (me.isPending) return <Loader />;
  const first = me.data?.igrejas[0];
  if (first) return <Navigate to={consolePath(lang as TLocale, first.slug)} replace />;
  return <Alert tone="error">{me.isError ? t('kit.loadFailed') : t('login.noChurch')}</Alert>;
}
