import { ZCongregationBody, type TAdminCongregation } from '@congrega/contract/admin/congregations';
import { congregationCreate, congregationList, congregationUpdate } from '@congrega/contract/endpoints/admin-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';

/**
 * The church's congregations: each with its address and how many members named it; edit one in place, hide or show
 * it (a hidden one leaves the member app's lists; none is ever deleted), add one at the end.
 */
export function CongregationsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const key = churchKey(church.slug, 'settings', 'congregations');
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(congregationList, { params: { church: church.slug } }, { signal }),
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const [editing, setEditing] = useState<number | null>(null);
  const action = useActionFailure(t('kit.saveFailed'));
  const toggle = async (c: TAdminCongregation) => {
    const ok = await action.attempt(async () => {
      const { nome, endereco, cidade, estado } = c;
      const body = { nome, endereco, cidade, estado, flagAtivo: !c.flagAtivo };
      await apiCall(congregationUpdate, { params: { church: church.slug, id: c.id }, body });
      await reload();
    });
    if (ok) toast(t('settings.saved'));
  };
  return (
    <section className="form-section" aria-labelledby="congregations-title">
      <h2 id="congregations-title">{t('settings.congregations.title')}</h2>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      <QueryState query={list} empty={t('settings.congregations.none')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ul className="editable-list">
            {data.itens.map((c) => (
              <li key={c.id} className="editable-item">
                {editing === c.id ? (
                  <CongregationForm congregation={c} onDone={() => setEditing(null)} reload={reload} />
                ) : (
                  <>
                    <p>
                      <strong>{c.nome}</strong> {c.flagAtivo ? null : <span className="muted">({t('settings.hidden')})</span>}
                    </p>
                    <p className="muted">
                      {[c.endereco, [c.cidade, c.estado].filter(Boolean).join(' – ')].filter(Boolean).join(', ') ||
                        t('settings.congregations.noAddress')}
                      {' · '}
                      {t('settings.congregations.members', { count: c.membros })}
                    </p>
                    <div className="actions">
                      <Button variant="ghost" className="btn-sm" onClick={() => setEditing(c.id)}>
                        {t('settings.congregations.edit')}
                        <span className="sr-only"> {c.nome}</span>
                      </Button>
                      <Button variant="ghost" className="btn-sm" onClick={() => void toggle(c)}>
                        {c.flagAtivo ? t('settings.hide') : t('settings.show')}
                        <span className="sr-only"> {c.nome}</span>
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h3>{t('settings.congregations.add')}</h3>
      <CongregationForm reload={reload} />
    </section>
  );
}

/** Adds a congregation (no `congregation`) or changes one; the list is asked again after the save. */
function CongregationForm({
  congregation: c,
  onDone,
  reload,
}: {
  congregation?: TAdminCongregation;
  onDone?: () => void;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const state = useAdminForm({
    schema: ZCongregationBody,
    defaultValues: { nome: c?.nome ?? '', endereco: c?.endereco ?? '', cidade: c?.cidade ?? '', estado: c?.estado ?? '' },
    submit: async (body) => {
      if (c) await apiCall(congregationUpdate, { params: { church: church.slug, id: c.id }, body });
      else await apiCall(congregationCreate, { params: { church: church.slug }, body });
      await reload();
      if (c) onDone?.();
      else state.form.reset();
    },
    savedText: c ? t('settings.saved') : t('settings.congregations.added'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={c ? t('settings.save') : t('settings.congregations.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="nome" label={t('settings.congregations.name')} required maxLength={100} />
      <FormText name="endereco" label={t('settings.congregations.address')} maxLength={200} />
      <FormText name="cidade" label={t('settings.congregations.city')} maxLength={100} />
      <FormText name="estado" label={t('settings.congregations.state')} maxLength={50} />
    </AdminForm>
  );
}
