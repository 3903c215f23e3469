import { calendarDay, resolveTimeZone } from '@congrega/contract/datetime';
import {
  OFFERING_BATCH_STATES,
  OFFERING_NOTE_MAX,
  OFFERING_SERVICE_MAX,
  type TOfferingBatchSummary,
} from '@congrega/contract/admin/offerings';
import { offeringBatchCreate } from '@congrega/contract/endpoints/admin-offerings';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { formatCalendarDate, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { batchSchema } from './offering-forms.ts';
import { useCreateBatch, useOfferingBatches, useOfferingOptions } from './offerings-api.ts';

const FILTERS = ['estado'] as const;

/**
 * The church's offering batches, newest service first, paged by the server, each with its total and its total per
 * reason, who counted it and whether it is committed; filtered by state. A counter (offerings edit) opens a new
 * batch here (the service's day, today by default) and lands on it to count.
 */
export function OfferingsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(FILTERS);
  const estado = OFFERING_BATCH_STATES.find((s) => s === list.filters.estado);
  const batches = useOfferingBatches(church.slug, { page: list.page, ...(estado ? { estado } : {}) });
  const [opening, setOpening] = useState(false);
  const mayCall = useMayCall();
  const mayCount = mayCall(offeringBatchCreate);
  const money = (cents: number) => formatMoney(cents, batches.data?.moeda ?? 'BRL', lang);
  const columns: Column<TOfferingBatchSummary>[] = [
    {
      key: 'data',
      header: t('offerings.date'),
      cell: (b) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `offerings/${b.id}`)}>{formatCalendarDate(b.data, 'date', lang)}</Link>
          <span className="muted">{[b.culto, b.congregacao?.nome].filter(Boolean).join(' · ')}</span>
        </span>
      ),
    },
    {
      key: 'estado',
      header: t('offerings.state'),
      cell: (b) => <span className={`status-badge status-offering-${b.estado}`}>{t(`offerings.states.${b.estado}`)}</span>,
    },
    { key: 'linhas', header: t('offerings.lineCount'), cell: (b) => b.linhas },
    {
      key: 'porMotivo',
      header: t('offerings.byReason'),
      cell: (b) => b.totais.porMotivo.map((r) => `${r.nome}: ${money(r.total)}`).join(' · ') || '—',
    },
    { key: 'total', header: t('offerings.total'), cell: (b) => <span className="amount">{money(b.totais.total)}</span> },
    { key: 'contadoPor', header: t('offerings.openedBy'), cell: (b) => b.contadoPor.nome },
  ];
  return (
    <>
      <PageHeader
        title={t('areas.offerings')}
        actions={mayCount && !opening ? <Button onClick={() => setOpening(true)}>{t('offerings.newBatch')}</Button> : null}
      >
        <p className="muted">{t('offerings.intro')}</p>
      </PageHeader>
      {opening ? <NewBatchForm onCancel={() => setOpening(false)} /> : null}
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('offerings.state')}>
          {(control) => (
            <select {...control} className="input" name="estado" defaultValue={list.filters.estado ?? ''}>
              <option value="">{t('offerings.anyState')}</option>
              {OFFERING_BATCH_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`offerings.states.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={batches} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.offerings')}
            columns={columns}
            rows={data.itens}
            rowKey={(b) => b.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={estado ? t('offerings.noMatch') : t('offerings.empty')}
          />
        )}
      </QueryState>
    </>
  );
}

function NewBatchForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const navigate = useNavigate();
  const create = useCreateBatch(church.slug);
  const congregations = useOfferingOptions(church.slug).data?.congregacoes ?? [];
  const state = useAdminForm({
    schema: batchSchema,
    defaultValues: { data: calendarDay(new Date(), resolveTimeZone(church.fusoHorario)), congregacaoId: '', culto: '', observacao: '' },
    submit: async (body) => {
      const batch = await create(body);
      void navigate(consolePath(lang, church.slug, `offerings/${batch.id}`));
    },
    savedText: t('offerings.opened'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={t('offerings.open')}
      actions={
        <Button variant="ghost" onClick={onCancel}>
          {t('kit.cancel')}
        </Button>
      }
    >
      <FormText name="data" type="date" label={t('offerings.date')} required />
      {congregations.length ? (
        <FormSelect
          name="congregacaoId"
          label={t('offerings.congregation')}
          placeholder={t('offerings.noCongregation')}
          options={congregations.map((c) => ({ value: String(c.id), label: c.nome }))}
        />
      ) : null}
      <FormText name="culto" label={t('offerings.service')} hint={t('offerings.serviceHint')} maxLength={OFFERING_SERVICE_MAX} />
      <FormTextArea name="observacao" label={t('offerings.note')} maxLength={OFFERING_NOTE_MAX} />
    </AdminForm>
  );
}
