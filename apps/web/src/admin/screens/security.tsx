import { ZTotpCodeBody, type TTotpEnrolment } from '@congrega/contract/admin/staff-session';
import { recoveryCodesRegenerate, totpConfirm, totpDisable, totpEnrol } from '@congrega/contract/endpoints/admin-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormText } from '../../components/form/form-text.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiCall } from '../../lib/api-call.ts';
import { useActionFailure } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../kit/admin-form.tsx';
import { PageHeader } from '../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { ME_KEY, useConsole } from '../lib/console-context.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The secret in groups of four, easier to type into an authenticator by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The staff member's own second factor: enrol TOTP (QR code or the secret by hand, confirmed with a first code,
 * then ten recovery codes shown once), replace the recovery codes, or turn it off (a current code each time).
 */
export function SecurityScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me } = useConsole();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <PageHeader title={t('areas.security')}>
        <p className="muted">{t('security.intro')}</p>
      </PageHeader>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : me.totpAtivo ? (
        <TotpOn onCodes={setCodes} />
      ) : (
        <Enrol onCodes={setCodes} />
      )}
    </>
  );
}

function Enrol({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const start = useActionFailure(t('kit.saveFailed'));
  const confirm = useAdminForm({
    schema: ZTotpCodeBody,
    defaultValues: { codigo: '' },
    submit: async (body) => {
      const answer = await apiCall(totpConfirm, { body });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      onCodes(answer.codigos);
    },
    savedText: t('security.enabled'),
  });
  const begin = async () => {
    setBusy(true);
    await start.attempt(async () => setEnrolment(await apiCall(totpEnrol, {})));
    setBusy(false);
  };
  if (!enrolment) {
    return (
      <section aria-labelledby="totp-off">
        <h2 id="totp-off">{t('security.off')}</h2>
        <p>{t('security.why')}</p>
        {start.failure ? <Alert tone="error">{start.failure}</Alert> : null}
        <Button loading={busy} onClick={() => void begin()}>
          {t('security.start')}
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="totp-enrol" className="totp-enrol">
      <h2 id="totp-enrol">{t('security.scanTitle')}</h2>
      <ol className="steps">
        <li>{t('security.stepApp')}</li>
        <li>
          {t('security.stepScan')}
          <img
            className="totp-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('security.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {t('security.manual')} <code className="totp-secret">{grouped(enrolment.secret)}</code>
          </p>
        </li>
        <li>{t('security.stepConfirm')}</li>
      </ol>
      <AdminForm state={confirm} submitLabel={t('security.confirm')}>
        <FormText name="codigo" label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
      </AdminForm>
    </section>
  );
}

function TotpOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const queryClient = useQueryClient();
  const regenerate = useAdminForm({
    schema: ZTotpCodeBody,
    defaultValues: { codigo: '' },
    submit: async (body) => onCodes((await apiCall(recoveryCodesRegenerate, { body })).codigos),
  });
  const disable = useAdminForm({
    schema: ZTotpCodeBody,
    defaultValues: { codigo: '' },
    submit: async (body) => {
      await apiCall(totpDisable, { body });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    savedText: t('security.disabled'),
  });
  return (
    <>
      <Alert tone="success">{t('security.on')}</Alert>
      <section aria-labelledby="regen-title" className="form-section">
        <h2 id="regen-title">{t('security.regenerate')}</h2>
        <p className="muted">{t('security.regenerateHint')}</p>
        <AdminForm state={regenerate} submitLabel={t('security.regenerate')}>
          <FormText name="codigo" label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </AdminForm>
      </section>
      <section aria-labelledby="disable-title" className="form-section">
        <h2 id="disable-title">{t('security.disable')}</h2>
        <p className="muted">{t('security.disableHint')}</p>
        <AdminForm state={disable} submitLabel={t('security.disable')}>
          <FormText name="codigo" label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </AdminForm>
      </section>
    </>
  );
}
