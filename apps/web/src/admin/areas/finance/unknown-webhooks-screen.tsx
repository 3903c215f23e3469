import type { TUnknownWebhook } from '@congrega/contract/admin/finance-attention';
import { financeWebhookReview } from '@congrega/contract/endpoints/admin-finance-attention';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useUnknownWebhooks, useWebhookReview, type UnknownWebhookQuery } from './attention-api.ts';
import { NoteDialog } from './note-dialog.tsx';
import { StateChips } from './state-chips.tsx';

export const UNKNOWN_WEBHOOK_FILTERS = ['revisado'] as const;
const PAGE_SIZE = 30;
const REVIEW_STATES = ['false', 'true'] as const;

function queryOf(values: Record<string, string>, page: number): UnknownWebhookQuery {
  const revisado = values.revisado === 'true' || values.revisado === 'false' ? values.revisado : undefined;
  return { page, limit: PAGE_SIZE, ...(revisado ? { revisado } : {}) };
}

/**
 * Gateway events that named an order this church does not have (a reference mistyped at the gateway, another
 * installation's order), newest first, paged by the server: what the event said, the reference as received, and
 * each one's review. Waiting ones can be reviewed (finance edit) with a note saying what was found.
 */
export function UnknownWebhooksScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(UNKNOWN_WEBHOOK_FILTERS);
  const events = useUnknownWebhooks(church.slug, queryOf(list.filters, list.page));
  const review = useWebhookReview(church.slug);
  const mayReview = useMayCall()(financeWebhookReview);
  const [reviewing, setReviewing] = useState<TUnknownWebhook | null>(null);
  const said = (e: TUnknownWebhook, moeda: string) =>
    e.tipo === 'estorno'
      ? t('attention.saidRefund', { amount: e.valor === null ? '—' : formatMoney(e.valor, moeda, lang) })
      : t('attention.saidStatus', { status: e.status ? t(`finance.statuses.${e.status}`, { defaultValue: e.status }) : '—' });
  const columns = (moeda: string): Column<TUnknownWebhook>[] => [
    { key: 'recebidoEm', header: t('attention.received'), cell: (e) => formatAt(e.recebidoEm, church, lang) },
    {
      key: 'evento',
      header: t('attention.event'),
      cell: (e) => (
        <span className="person-cell">
          <span>{said(e, moeda)}</span>
          <span className="muted">
            {e.gateway} · <code>{e.eventoId}</code>
          </span>
        </span>
      ),
    },
    { key: 'referencia', header: t('attention.reference'), cell: (e) => (e.referencia ? <code>{e.referencia}</code> : '—') },
    {
      key: 'revisao',
      header: t('attention.review'),
      cell: (e) =>
        e.revisao ? (
          <span className="person-cell">
            <span>{e.revisao.observacao}</span>
            <span className="muted">
              {e.revisao.por.nome || '—'} · {formatAt(e.revisao.em, church, lang)}
            </span>
          </span>
        ) : mayReview ? (
          <Button variant="secondary" onClick={() => setReviewing(e)}>
            {t('attention.markReviewed')}
          </Button>
        ) : (
          t('attention.waiting')
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t('areas.webhooks')}>
        <p className="muted">{t('attention.webhooksIntro')}</p>
      </PageHeader>
      <QueryState query={events} isEmpty={() => false}>
        {(data) => (
          <>
            <StateChips
              title={t('attention.reviewState')}
              states={REVIEW_STATES}
              counts={{ false: data.contagem.pendentes, true: data.contagem.revisados }}
              label={(state) => t(`attention.reviewStates.${state}`)}
              current={list.filters.revisado}
              onChoose={(revisado) => list.setFilters({ revisado })}
            />
            <DataList
              caption={t('areas.webhooks')}
              columns={columns(data.moeda)}
              rows={data.itens}
              rowKey={(e) => `${e.gateway}:${e.eventoId}`}
              paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
              empty={t('attention.webhooksEmpty')}
            />
          </>
        )}
      </QueryState>
      {reviewing ? (
        <NoteDialog
          title={t('attention.reviewTitle')}
          description={t('attention.reviewBody', { reference: reviewing.referencia ?? '—' })}
          label={t('attention.reviewNote')}
          hint={t('attention.reviewNoteHint')}
          confirmLabel={t('attention.markReviewed')}
          doneText={t('attention.reviewDone')}
          send={(body) => review({ gateway: reviewing.gateway, eventoId: reviewing.eventoId }, body)}
          onClose={() => setReviewing(null)}
        />
      ) : null}
    </>
  );
}
