import { HOSTNAME_MAX, ZCustomDomainBody, type TCustomDomain } from '@congrega/contract/admin/custom-domains';
import {
  customDomainAdd,
  customDomainList,
  customDomainRemove,
  customDomainVerify,
} from '@congrega/contract/endpoints/admin-settings-domains';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { failureText, useActionFailure } from '../../../lib/failure-text.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { DataList } from '../../kit/data-list.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';

/**
 * The church's custom domains: each with the DNS records it needs (the TXT record proving the church holds it, until
 * verified, and the CNAME to the church's own address), "verify now" for a claim not verified yet (the server looks
 * the record up; its refusal says which record it did not find), removed behind a confirmation, and a name added at
 * the end (settings admin; the server checks the name).
 */
export function DomainsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayCall = useMayCall();
  const key = churchKey(church.slug, 'settings', 'domains');
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(customDomainList, { params: { church: church.slug } }, { signal }),
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const [removing, setRemoving] = useState<TCustomDomain | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionFailure(t('kit.saveFailed'));
  const mayChange = mayCall(customDomainAdd);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [verifyFailure, setVerifyFailure] = useState<string | null>(null);
  const verify = async (target: TCustomDomain) => {
    setVerifying(target.hostname);
    setVerifyFailure(null);
    try {
      await apiCall(customDomainVerify, { params: { church: church.slug, hostname: target.hostname } });
      await reload();
      toast(t('settings.domains.verifiedToast'));
    } catch (err) {
      setVerifyFailure(t('settings.domains.verifyFailed', { domain: target.exibicao, reason: failureText(err, t('kit.saveFailed')) }));
    } finally {
      setVerifying(null);
    }
  };
  const remove = async (target: TCustomDomain) => {
    setBusy(true);
    const ok = await action.attempt(async () => {
      await apiCall(customDomainRemove, { params: { church: church.slug, hostname: target.hostname } });
      await reload();
    });
    setBusy(false);
    if (ok) {
      setRemoving(null);
      toast(t('settings.domains.removed'));
    }
  };
  return (
    <section className="form-section" aria-labelledby="domains-title">
      <h2 id="domains-title">{t('settings.domains.title')}</h2>
      <p className="muted">{t('settings.domains.intro')}</p>
      <QueryState query={list} isEmpty={() => false}>
        {(data) => (
          <>
            <p>{t('settings.domains.record', { valor: data.dns.valor })}</p>
            {verifyFailure ? <Alert tone="error">{verifyFailure}</Alert> : null}
            <DataList
              caption={t('settings.domains.title')}
              rows={data.itens}
              rowKey={(d) => d.hostname}
              empty={t('settings.domains.none')}
              columns={[
                {
                  key: 'domain',
                  header: t('settings.domains.domain'),
                  cell: (d) => (
                    <>
                      <strong>{d.exibicao}</strong>
                      {d.exibicao !== d.hostname ? <span className="muted"> ({d.hostname})</span> : null}
                    </>
                  ),
                },
                {
                  key: 'status',
                  header: t('settings.domains.status'),
                  cell: (d) => (d.verificado ? t('settings.domains.verified') : <strong>{t('settings.domains.pending')}</strong>),
                },
                {
                  key: 'dns',
                  header: t('settings.domains.dns'),
                  cell: (d) => (
                    <span className="dns-records">
                      {d.verificacao ? (
                        <span>
                          <span className="muted">{t('settings.domains.txt')}: </span>
                          <code>
                            {d.verificacao.nome}. TXT "{d.verificacao.valor}"
                          </code>
                        </span>
                      ) : null}
                      <code>
                        {d.hostname}. CNAME {data.dns.valor}.
                      </code>
                    </span>
                  ),
                },
                ...(mayChange
                  ? [
                      {
                        key: 'actions',
                        header: t('settings.domains.actions'),
                        cell: (d: TCustomDomain) => (
                          <span className="row-actions">
                            {d.verificado ? null : (
                              <Button
                                variant="secondary"
                                className="btn-sm"
                                disabled={verifying !== null}
                                aria-busy={verifying === d.hostname}
                                onClick={() => void verify(d)}
                              >
                                {t('settings.domains.verify')}
                                <span className="sr-only"> {d.exibicao}</span>
                              </Button>
                            )}
                            <Button variant="ghost" className="btn-sm" onClick={() => setRemoving(d)}>
                              {t('settings.domains.remove')}
                              <span className="sr-only"> {d.exibicao}</span>
                            </Button>
                          </span>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <p className="muted">{t('settings.domains.count', { n: data.itens.length, max: data.maximo })}</p>
            {!mayChange ? (
              <p className="muted">{t('settings.domains.adminOnly')}</p>
            ) : data.itens.length < data.maximo ? (
              <AddDomainForm reload={reload} />
            ) : (
              <p className="muted">{t('settings.domains.full')}</p>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.domains.removeTitle')}
        description={removing ? t('settings.domains.removeBody', { domain: removing.exibicao }) : undefined}
        confirmLabel={t('settings.domains.remove')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={removing ? action.failure : null}
        onCancel={() => {
          action.dismiss();
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </section>
  );
}

function AddDomainForm({ reload }: { reload: () => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const state = useAdminForm({
    schema: ZCustomDomainBody,
    defaultValues: { hostname: '' },
    submit: async (body) => {
      await apiCall(customDomainAdd, { params: { church: church.slug }, body });
      await reload();
      state.form.reset();
    },
    savedText: t('settings.domains.added'),
  });
  return (
    <AdminForm state={state} submitLabel={t('settings.domains.add')}>
      <FormText
        name="hostname"
        label={t('settings.domains.hostname')}
        hint={t('settings.domains.hostnameHint')}
        required
        maxLength={HOSTNAME_MAX}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputMode="url"
      />
    </AdminForm>
  );
}
