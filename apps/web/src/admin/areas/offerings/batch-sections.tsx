import type { TOfferingAdjustment, TOfferingBatchDetail, TOfferingLine } from '@congrega/contract/admin/offerings';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { Section } from '../../kit/facts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';

/**
 * The parts of a batch's screen: its totals (per reason and per method, a desk sale's ticket lines apart as
 * "Inscrições de eventos"), its lines and its adjustments.
 */

export function useMoney(moeda: string) {
  const { lang } = useConsole();
  return (cents: number) => formatMoney(cents, moeda, lang);
}

export function TotalsSection({ batch }: { batch: TOfferingBatchDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useMoney(batch.moeda);
  const adjusted = batch.ajustes.length > 0;
  return (
    <Section id="totals" title={t('offerings.totals')}>
      <p className="offering-total" aria-live="polite">
        <span>{t('offerings.total')}</span> <strong className="amount">{money(batch.totais.total)}</strong>
        {adjusted ? (
          <span className="muted">
            {' '}
            {t('offerings.countedAndAdjusted', { counted: money(batch.totais.contado), adjusted: money(batch.totais.ajustes) })}
          </span>
        ) : null}
      </p>
      {batch.totais.porMotivo.length || batch.totais.inscricoes ? (
        <div className="offering-totals">
          <table>
            <caption>{t('offerings.byReason')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('offerings.reason')}</th>
                {adjusted ? <th scope="col">{t('offerings.counted')}</th> : null}
                {adjusted ? <th scope="col">{t('offerings.adjustments')}</th> : null}
                <th scope="col">{t('offerings.total')}</th>
              </tr>
            </thead>
            <tbody>
              {batch.totais.porMotivo.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.nome}</th>
                  {adjusted ? <td className="amount">{money(r.contado)}</td> : null}
                  {adjusted ? <td className="amount">{money(r.ajustes)}</td> : null}
                  <td className="amount">{money(r.total)}</td>
                </tr>
              ))}
              {batch.totais.inscricoes ? (
                <tr className="offering-ticket-total">
                  <th scope="row">{t('offerings.ticketSales')}</th>
                  {adjusted ? <td className="amount">{money(batch.totais.inscricoes)}</td> : null}
                  {adjusted ? <td className="amount">{money(0)}</td> : null}
                  <td className="amount">{money(batch.totais.inscricoes)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <table>
            <caption>{t('offerings.byMethod')}</caption>
            <tbody>
              {batch.totais.porMetodo.map((m) => (
                <tr key={m.metodo}>
                  <th scope="row">{t(`offerings.methods.${m.metodo}`)}</th>
                  <td className="amount">{money(m.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}

export function LinesSection({
  batch,
  actions,
  children,
}: {
  batch: TOfferingBatchDetail;
  /** A line's buttons (change, remove) while the batch is open and the caller counts. */
  actions?: (line: TOfferingLine) => ReactNode;
  /** The count's form, above the lines. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(batch.moeda);
  const columns: Column<TOfferingLine>[] = [
    {
      key: 'motivo',
      header: t('offerings.reason'),
      cell: (l) =>
        l.inscricao ? (
          <span className="person-cell">
            <span className="status-badge status-paid">{t('offerings.ticketLine')}</span>
            <Link to={consolePath(lang, church.slug, `events/${l.inscricao.eventoId}/registrations/${l.inscricao.id}`)}>
              {l.inscricao.evento}
            </Link>
          </span>
        ) : (
          (l.motivo?.nome ?? '')
        ),
    },
    { key: 'metodo', header: t('offerings.method'), cell: (l) => t(`offerings.methods.${l.metodo}`) },
    { key: 'valor', header: t('offerings.amountShort'), cell: (l) => <span className="amount">{money(l.valor)}</span> },
    {
      key: 'envelope',
      header: t('offerings.envelope'),
      cell: (l) =>
        l.inscricao
          ? t('offerings.ticketOrder', { order: l.inscricao.pedido })
          : [l.envelope, l.membro?.nome].filter(Boolean).join(' · ') || '—',
    },
    { key: 'criadoPor', header: t('offerings.countedBy'), cell: (l) => l.criadoPor.nome },
    ...(actions ? [{ key: 'acoes', header: t('kit.actions'), cell: actions }] : []),
  ];
  return (
    <Section id="lines" title={t('offerings.lines', { count: batch.linhas.length })}>
      {children}
      <DataList
        caption={t('offerings.linesCaption')}
        columns={columns}
        rows={[...batch.linhas].reverse()}
        rowKey={(l) => l.id}
        empty={t('offerings.noLines')}
      />
    </Section>
  );
}

export function AdjustmentsSection({ batch, children }: { batch: TOfferingBatchDetail; children?: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const money = useMoney(batch.moeda);
  const columns: Column<TOfferingAdjustment>[] = [
    { key: 'criadoEm', header: t('offerings.when'), cell: (a) => formatAt(a.criadoEm, church, lang) },
    { key: 'motivo', header: t('offerings.reason'), cell: (a) => `${a.motivo.nome} · ${t(`offerings.methods.${a.metodo}`)}` },
    { key: 'valor', header: t('offerings.amountShort'), cell: (a) => <span className="amount">{money(a.valor)}</span> },
    { key: 'justificativa', header: t('offerings.justification'), cell: (a) => a.justificativa },
    { key: 'criadoPor', header: t('offerings.adjustedBy'), cell: (a) => a.criadoPor.nome },
  ];
  return (
    <Section id="adjustments" title={t('offerings.adjustmentsTitle')}>
      <p className="muted">{t('offerings.adjustmentsHint')}</p>
      <DataList
        caption={t('offerings.adjustmentsTitle')}
        columns={columns}
        rows={batch.ajustes}
        rowKey={(a) => a.id}
        empty={t('offerings.noAdjustments')}
      />
      {children}
    </Section>
  );
}

/** What names a line for readers and confirmations: its reason, or the event of a ticket line. */
export const lineName = (l: TOfferingLine) => l.motivo?.nome ?? l.inscricao?.evento ?? '';

/** A line's buttons while counting: change it (the form takes it), remove it; `label` names the line for readers. */
export function LineButtons({ label, onEdit, onRemove }: { label: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="row-actions">
      <Button variant="ghost" className="btn-sm" onClick={onEdit}>
        {t('offerings.editLine')}
        <span className="sr-only"> {label}</span>
      </Button>
      <Button variant="ghost" className="btn-sm" onClick={onRemove}>
        {t('offerings.removeLine')}
        <span className="sr-only"> {label}</span>
      </Button>
    </span>
  );
}
