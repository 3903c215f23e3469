import { PRAYER_QUEUES, type TAdminPrayerRequest } from '@congrega/contract/admin/prayer';
import { adminPrayerDecide } from '@congrega/contract/endpoints/admin-prayer';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { HideDialog } from './prayer-hide-dialog.tsx';
import { usePrayerActions, usePrayerQueue, type PrayerQueueName } from './prayer-api.ts';
import { PrayerEditForm } from './prayer-edit-form.tsx';
import { ReportedMessages } from './prayer-messages.tsx';
import { RequestStatus } from './prayer-status.tsx';

const PAGE_SIZE = 30;
const isQueue = (v: string | undefined): v is PrayerQueueName => PRAYER_QUEUES.some((q) => q === v);

/**
 * The moderation queue: requests waiting for approval (oldest first), reported ones or every public one, paged by
 * the server; approve, hide (after a confirmation), edit or redact, mark answered. The reported supportive messages
 * follow. Moderating needs pastoral edit; with view only the queue is read.
 */
export function PrayerQueue() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const mayModerate = mayCall(adminPrayerDecide);
  const list = useListParams(['fila']);
  const fila: PrayerQueueName = isQueue(list.filters.fila) ? list.filters.fila : 'pendentes';
  const queue = usePrayerQueue(church.slug, fila, list.page, PAGE_SIZE);
  const actions = usePrayerActions(church.slug);
  const [editing, setEditing] = useState<TAdminPrayerRequest | null>(null);
  const [hiding, setHiding] = useState<TAdminPrayerRequest | null>(null);
  const failure = useActionFailure(t('kit.saveFailed'));

  const run = async (work: () => Promise<unknown>, done: string) => {
    if (await failure.attempt(work)) toast(done);
  };
  const rowActions = (r: TAdminPrayerRequest) => (
    <span className="actions">
      {r.status !== 'publicada' || r.denuncias > 0 ? (
        <Button
          variant="ghost"
          className="btn-sm"
          onClick={() => void run(() => actions.decide.mutateAsync({ id: r.id, decisao: 'aprovar' }), t('prayer.approved'))}
        >
          {t('prayer.approve')}
          <span className="sr-only"> {r.nome}</span>
        </Button>
      ) : null}
      {r.status !== 'oculta' ? (
        <Button variant="ghost" className="btn-sm" onClick={() => setHiding(r)}>
          {t('prayer.hide')}
          <span className="sr-only"> {r.nome}</span>
        </Button>
      ) : null}
      <Button variant="ghost" className="btn-sm" onClick={() => setEditing(r)}>
        {t('prayer.edit')}
        <span className="sr-only"> {r.nome}</span>
      </Button>
      <Button
        variant="ghost"
        className="btn-sm"
        onClick={() =>
          void run(
            () => actions.answered.mutateAsync({ id: r.id, respondida: !r.respondida }),
            r.respondida ? t('prayer.unansweredDone') : t('prayer.answeredDone'),
          )
        }
      >
        {r.respondida ? t('prayer.unmarkAnswered') : t('prayer.markAnswered')}
        <span className="sr-only"> {r.nome}</span>
      </Button>
    </span>
  );
  const columns: Column<TAdminPrayerRequest>[] = [
    {
      key: 'pedido',
      header: t('prayer.request'),
      cell: (r) => (
        <span className="person-cell">
          <strong>{r.nome}</strong>
          <span className="prayer-text">{r.mensagem}</span>
          {r.motivo ? <span className="muted">{r.motivo}</span> : null}
        </span>
      ),
    },
    { key: 'status', header: t('prayer.state'), cell: (r) => <RequestStatus request={r} /> },
    { key: 'denuncias', header: t('prayer.reports'), cell: (r) => <span className="amount">{r.denuncias}</span> },
    { key: 'data', header: t('prayer.posted'), cell: (r) => formatAt(r.dataCadastro, church, lang) },
    ...(mayModerate ? [{ key: 'actions', header: t('kit.actions'), cell: rowActions }] : []),
  ];

  const confirmHide = async () => {
    if (!hiding) return;
    const ok = await failure.attempt(() => actions.decide.mutateAsync({ id: hiding.id, decisao: 'ocultar' }));
    if (!ok) return;
    toast(t('prayer.hidden'));
    setHiding(null);
  };

  return (
    <section className="form-section" aria-labelledby="prayer-queue-title">
      <h2 id="prayer-queue-title">{t('prayer.queueTitle')}</h2>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('prayer.queue')}>
          {(control) => (
            <select {...control} className="input" name="fila" defaultValue={fila}>
              {PRAYER_QUEUES.map((q) => (
                <option key={q} value={q}>
                  {t(`prayer.queues.${q}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      {failure.failure && !hiding ? (
        <p role="alert" className="field-error">
          {failure.failure}
        </p>
      ) : null}
      <QueryState query={queue} isEmpty={() => false}>
        {(data) => (
          <>
            <DataList
              caption={t('prayer.queueTitle')}
              columns={columns}
              rows={data.itens}
              rowKey={(r) => r.id}
              paging={{ page: list.page, pageSize: PAGE_SIZE, total: data.total, onPage: list.setPage }}
              empty={t(`prayer.empty.${fila}`)}
            />
            {editing ? <PrayerEditForm key={editing.id} request={editing} onSave={actions.edit} onDone={() => setEditing(null)} /> : null}
            <ReportedMessages messages={data.mensagens} mayModerate={mayModerate} />
          </>
        )}
      </QueryState>
      <HideDialog
        what="request"
        open={hiding !== null}
        pending={actions.decide.isPending}
        failure={failure.failure}
        onConfirm={() => void confirmHide()}
        onCancel={() => {
          failure.dismiss();
          setHiding(null);
        }}
      />
    </section>
  );
}
