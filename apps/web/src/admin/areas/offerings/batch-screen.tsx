import type { TOfferingBatchDetail, TOfferingLine } from '@congrega/contract/admin/offerings';
import { offeringAdjustmentCreate, offeringLineCreate } from '@congrega/contract/endpoints/admin-offerings';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { AdjustmentsSection, LineButtons, LinesSection, lineName, TotalsSection, useMoney } from './batch-sections.tsx';
import { LineForm } from './line-form.tsx';
import { useBatchActions, useOfferingBatch, useOfferingOptions } from './offerings-api.ts';

/**
 * One batch. Open: a counter (offerings edit) counts lines, changes or removes them, or deletes the batch; a
 * treasurer (finance edit) who counted none of it commits it, behind a confirmation naming the total they checked
 * (the server refuses a total that changed meanwhile, and whoever counted). Committed: the lines are read-only and a
 * treasurer corrects by adjusting entries. Who counted and who committed show in the header.
 */
export function BatchScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const id = routeId(useParams().id);
  const batch = useOfferingBatch(church.slug, id);
  const backLink = (
    <p>
      <Link to={consolePath(lang, church.slug, 'offerings')}>{t('offerings.backToList')}</Link>
    </p>
  );
  if (id === undefined || (batch.error instanceof ApiError && batch.error.status === 404)) {
    return (
      <>
        {backLink}
        <PageHeader title={t('offerings.notFound')} />
        <p>{t('offerings.notFoundBody')}</p>
      </>
    );
  }
  return (
    <>
      {backLink}
      <QueryState query={batch} isEmpty={() => false}>
        {(b) => <BatchDetail batch={b} onStale={() => void batch.refetch()} />}
      </QueryState>
    </>
  );
}

type Confirming = { kind: 'commit' } | { kind: 'delete' } | { kind: 'line'; line: TOfferingLine } | null;

function BatchDetail({ batch: b, onStale }: { batch: TOfferingBatchDetail; onStale: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me, church, lang } = useConsole();
  const navigate = useNavigate();
  const money = useMoney(b.moeda);
  const actions = useBatchActions(church.slug, b.id);
  const reasons = useOfferingOptions(church.slug).data?.motivos ?? [];
  const mayCall = useMayCall();
  const mayCount = mayCall(offeringLineCreate);
  const mayCommit = mayCall(offeringAdjustmentCreate);
  const open = b.estado === 'aberto';
  const counted = b.contadoPor.contaId === me.contaId || b.linhas.some((l) => l.criadoPor.contaId === me.contaId);
  const [editing, setEditing] = useState<TOfferingLine | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure(t('kit.saveFailed'));
  // Adjustments may name a reason since made inactive: the batch's own reasons stay choosable.
  const adjustReasons = [...reasons, ...b.totais.porMotivo.filter((r) => !reasons.some((o) => o.id === r.id))];

  const run = async () => {
    if (!confirming) return;
    setBusy(true);
    const ok = await failure.attempt(async () => {
      try {
        if (confirming.kind === 'commit') await actions.commit(b.totais.total);
        else if (confirming.kind === 'line') await actions.removeLine(confirming.line.id);
        else await actions.remove();
      } catch (err) {
        if (err instanceof ApiError && err.code === 'OFFERING_STALE') onStale();
        throw err;
      }
    });
    setBusy(false);
    if (!ok) return;
    setConfirming(null);
    if (confirming.kind === 'line' && editing?.id === confirming.line.id) setEditing(null);
    if (confirming.kind === 'commit') toast(t('offerings.committed', { amount: money(b.totais.total) }));
    if (confirming.kind === 'delete') {
      toast(t('offerings.deleted'));
      void navigate(consolePath(lang, church.slug, 'offerings'));
    }
  };

  const dialog =
    confirming?.kind === 'commit'
      ? {
          title: t('offerings.commitTitle'),
          text: [
            t('offerings.commitText', { amount: money(b.totais.total), count: b.linhas.length }),
            b.totais.inscricoes ? t('offerings.commitTickets', { amount: money(b.totais.inscricoes) }) : '',
          ]
            .filter(Boolean)
            .join(' '),
          label: t('offerings.commit'),
        }
      : confirming?.kind === 'delete'
        ? { title: t('offerings.deleteTitle'), text: t('offerings.deleteText', { count: b.linhas.length }), label: t('offerings.delete') }
        : {
            title: t('offerings.removeLineTitle'),
            text: confirming ? `${lineName(confirming.line)} · ${money(confirming.line.valor)}` : '',
            label: t('offerings.removeLine'),
          };

  return (
    <>
      <PageHeader
        title={t('offerings.batchTitle', { date: formatCalendarDate(b.data, 'date', lang) })}
        actions={
          open ? (
            <>
              {mayCommit && !counted && b.linhas.length ? (
                <Button onClick={() => setConfirming({ kind: 'commit' })}>{t('offerings.commit')}</Button>
              ) : null}
              {mayCount && !b.totais.inscricoes ? (
                <Button variant="danger" onClick={() => setConfirming({ kind: 'delete' })}>
                  {t('offerings.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      >
        <p>
          <span className={`status-badge status-offering-${b.estado}`}>{t(`offerings.states.${b.estado}`)}</span>
        </p>
      </PageHeader>
      {open && mayCommit && counted ? <p className="muted">{t('offerings.fourEyes')}</p> : null}
      <Facts>
        <Fact label={t('offerings.service')}>{b.culto ?? '—'}</Fact>
        <Fact label={t('offerings.congregation')}>{b.congregacao?.nome ?? '—'}</Fact>
        <Fact label={t('offerings.openedBy')}>{b.contadoPor.nome}</Fact>
        <Fact label={t('offerings.committedBy')}>
          {b.confirmadoPor ? `${b.confirmadoPor.nome} · ${formatAt(b.confirmadoEm, church, lang)}` : t('offerings.notCommitted')}
        </Fact>
        {b.observacao ? <Fact label={t('offerings.note')}>{b.observacao}</Fact> : null}
      </Facts>
      <TotalsSection batch={b} />
      <LinesSection
        batch={b}
        actions={
          open && mayCount
            ? (line) =>
                // A desk sale's ticket line follows its payment: not changed here.
                line.inscricao ? null : (
                  <LineButtons
                    label={`${lineName(line)} ${money(line.valor)}`}
                    onEdit={() => setEditing(line)}
                    onRemove={() => setConfirming({ kind: 'line', line })}
                  />
                )
            : undefined
        }
      >
        {open && mayCount && reasons.length ? (
          <LineForm
            key={editing?.id ?? 'new'}
            reasons={reasons}
            moeda={b.moeda}
            editing={editing}
            save={(body) => (editing ? actions.updateLine(editing.id, body) : actions.addLine(body))}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </LinesSection>
      {!open ? (
        <AdjustmentsSection batch={b}>
          {mayCommit && !adjusting ? (
            <p className="section-actions">
              <Button variant="secondary" onClick={() => setAdjusting(true)}>
                {t('offerings.addAdjustment')}
              </Button>
            </p>
          ) : null}
          {mayCommit && adjusting ? (
            <AdjustmentForm reasons={adjustReasons} moeda={b.moeda} save={actions.adjust} onDone={() => setAdjusting(false)} />
          ) : null}
        </AdjustmentsSection>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={dialog.title}
        description={dialog.text}
        confirmLabel={dialog.label}
        cancelLabel={t('kit.cancel')}
        destructive={confirming?.kind !== 'commit'}
        pending={busy}
        error={confirming ? failure.failure : null}
        onCancel={() => {
          failure.dismiss();
          setConfirming(null);
        }}
        onConfirm={() => void run()}
      />
    </>
  );
}
