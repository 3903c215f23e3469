import {
  EXTERNAL_APP_SECRET_MAX,
  EXTERNAL_APP_URL_MAX,
  ZExternalAppBody,
  type TAdminExternalApp,
} from '@congrega/contract/admin/external-apps';
import { externalAppList, externalAppRemove, externalAppSave } from '@congrega/contract/endpoints/admin-settings-external-apps';
import { EXTERNAL_APP_LABELS, EXTERNAL_APP_SECRET_MIN } from '@congrega/contract/external-apps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { QueryState } from '../../../components/query-state.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { Fact, Facts } from '../../kit/facts.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';

/** The body as the form holds it: a blank secret is left out (the server keeps the stored one). */
const ZExternalAppForm = z.preprocess((values) => {
  const copy = { ...(values as Record<string, unknown>) };
  if (typeof copy.segredo === 'string' && !copy.segredo.trim()) delete copy.segredo;
  return copy;
}, ZExternalAppBody) as unknown as z.ZodType<z.output<typeof ZExternalAppBody>, { url: string; segredo: string }>;

/** A fresh secret for the staff to copy into the other app: 32 random bytes, base64url (43 characters). */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The external apps of the spec (Voluts, MyKids: /third-parts/{app} in the member app): for each, the address members
 * are handed over to and the secret shared with that app (set or replaced, never shown again), or its set-up
 * forgotten behind a confirmation (settings admin). Whether members see it is its module and its menu entry.
 */
export function ExternalAppsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const key = churchKey(church.slug, 'settings', 'external-apps');
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(externalAppList, { params: { church: church.slug } }, { signal }),
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return (
    <section className="form-section" aria-labelledby="external-apps-title">
      <h2 id="external-apps-title">{t('settings.externalApps.title')}</h2>
      <p className="muted">{t('settings.externalApps.intro')}</p>
      <QueryState query={list} isEmpty={() => false}>
        {(data) => (
          <ul className="editable-list">
            {data.itens.map((app) => (
              <li key={app.app} className="editable-item">
                <ExternalApp app={app} reload={reload} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ExternalApp({ app, reload }: { app: TAdminExternalApp; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayCall = useMayCall();
  const name = EXTERNAL_APP_LABELS[app.app];
  const params = { church: church.slug, app: app.app };
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = useActionFailure(t('kit.saveFailed'));
  const state = useAdminForm({
    schema: ZExternalAppForm,
    defaultValues: { url: app.url ?? '', segredo: '' },
    submit: async (body) => {
      await apiCall(externalAppSave, { params, body });
      await reload();
      state.form.setValue('segredo', '');
    },
    savedText: t('settings.externalApps.saved', { app: name }),
  });
  const remove = async () => {
    setBusy(true);
    const ok = await action.attempt(async () => {
      await apiCall(externalAppRemove, { params });
      await reload();
    });
    setBusy(false);
    if (ok) {
      setConfirming(false);
      state.form.reset({ url: '', segredo: '' });
      toast(t('settings.externalApps.removed', { app: name }));
    }
  };
  const status = app.configurado ? 'ready' : app.url ? 'broken' : 'none';
  return (
    <>
      <h3>{name}</h3>
      <Facts>
        <Fact label={t('settings.externalApps.status')}>{t(`settings.externalApps.${status}`, { min: EXTERNAL_APP_SECRET_MIN })}</Fact>
        <Fact label={t('settings.externalApps.module')}>
          {app.moduloAtivo ? t('settings.externalApps.moduleOn') : t('settings.externalApps.moduleOff')}
        </Fact>
        {!mayCall(externalAppSave) ? <Fact label={t('settings.externalApps.url')}>{app.url ?? '—'}</Fact> : null}
      </Facts>
      {mayCall(externalAppSave) ? (
        <AdminForm
          state={state}
          submitLabel={t('settings.save')}
          actions={
            app.url ? (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t('settings.externalApps.remove')}
                <span className="sr-only"> {name}</span>
              </Button>
            ) : undefined
          }
        >
          <FormText
            name="url"
            type="url"
            label={t('settings.externalApps.url')}
            hint={t('settings.externalApps.urlHint')}
            required
            maxLength={EXTERNAL_APP_URL_MAX}
            autoComplete="off"
          />
          <FormText
            name="segredo"
            label={t('settings.externalApps.secret')}
            hint={
              app.segredoDefinido
                ? t('settings.externalApps.secretKeep', { min: EXTERNAL_APP_SECRET_MIN })
                : t('settings.externalApps.secretNew', { min: EXTERNAL_APP_SECRET_MIN })
            }
            required={!app.segredoDefinido}
            maxLength={EXTERNAL_APP_SECRET_MAX}
            autoComplete="off"
            spellCheck={false}
          />
          <p>
            <Button
              variant="secondary"
              className="btn-sm"
              onClick={() => state.form.setValue('segredo', newSecret(), { shouldDirty: true, shouldValidate: true })}
            >
              {t('settings.externalApps.generate')}
            </Button>
          </p>
        </AdminForm>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.externalApps.removeTitle', { app: name })}
        description={t('settings.externalApps.removeBody', { app: name })}
        confirmLabel={t('settings.externalApps.remove')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={confirming ? action.failure : null}
        onCancel={() => {
          action.dismiss();
          setConfirming(false);
        }}
        onConfirm={() => void remove()}
      />
    </>
  );
}
