import type { TOfferingBatchDetail, TOfferingBatchSummary, TOfferingMethod, TOfferingTotals } from '@congrega/contract/admin/offerings';
import type { AdjustmentRow, BatchRow, LineRow, SumRow } from './offerings.repository.ts';

/**
 * Offering rows -> the contract's shapes (pure). Totals per reason keep the reasons' order (batchSums sorts them);
 * ticket lines (no reason) count apart as `inscricoes`, and in the method's and the batch's totals.
 */

export function totalsOf(sums: SumRow[]): TOfferingTotals {
  const byReason = new Map<number, TOfferingTotals['porMotivo'][number]>();
  const byMethod = new Map<TOfferingMethod, number>();
  let inscricoes = 0;
  for (const s of sums) {
    const method = s.metodo as TOfferingMethod;
    byMethod.set(method, (byMethod.get(method) ?? 0) + s.contado + s.ajustes);
    if (s.motivoId === null) {
      inscricoes += s.contado;
      continue;
    }
    const reason = byReason.get(s.motivoId) ?? { id: s.motivoId, nome: s.motivoNome ?? '', contado: 0, ajustes: 0, total: 0 };
    reason.contado += s.contado;
    reason.ajustes += s.ajustes;
    reason.total += s.contado + s.ajustes;
    byReason.set(s.motivoId, reason);
  }
  const porMotivo = [...byReason.values()];
  const contado = porMotivo.reduce((n, r) => n + r.contado, inscricoes);
  const ajustes = porMotivo.reduce((n, r) => n + r.ajustes, 0);
  return {
    contado,
    inscricoes,
    ajustes,
    total: contado + ajustes,
    porMotivo,
    porMetodo: (['dinheiro', 'cheque'] as const).filter((m) => byMethod.has(m)).map((metodo) => ({ metodo, total: byMethod.get(metodo)! })),
  };
}

type BatchBase = Omit<BatchRow, 'linhas'>;

function batchFields(b: BatchBase) {
  return {
    id: b.id,
    data: b.data,
    congregacao: b.congregacaoId !== null ? { id: b.congregacaoId, nome: b.congregacaoNome ?? '' } : null,
    culto: b.culto,
    observacao: b.observacao,
    estado: b.estado as TOfferingBatchSummary['estado'],
    contadoPor: { contaId: b.contadoPorContaId, nome: b.contadoPorNome },
    confirmadoPor: b.confirmadoPorContaId !== null ? { contaId: b.confirmadoPorContaId, nome: b.confirmadoPorNome ?? '' } : null,
    confirmadoEm: b.confirmadoEm?.toISOString() ?? null,
    criadoEm: b.criadoEm.toISOString(),
  };
}

export function batchSummary(b: BatchRow, sums: SumRow[]): TOfferingBatchSummary {
  const totals = totalsOf(sums.filter((s) => s.loteId === b.id));
  return {
    ...batchFields(b),
    linhas: b.linhas,
    totais: { total: totals.total, porMotivo: totals.porMotivo, inscricoes: totals.inscricoes },
  };
}

export function batchDetail(
  b: BatchBase,
  lines: LineRow[],
  adjustments: AdjustmentRow[],
  sums: SumRow[],
  moeda: string,
): TOfferingBatchDetail {
  return {
    ...batchFields(b),
    moeda,
    linhas: lines.map((l) => ({
      id: l.id,
      motivo: l.motivoId !== null ? { id: l.motivoId, nome: l.motivoNome ?? '' } : null,
      inscricao:
        l.inscricaoId !== null && l.eventoId !== null
          ? { id: l.inscricaoId, eventoId: l.eventoId, evento: l.eventoTitulo ?? '', pedido: l.pedido ?? '' }
          : null,
      metodo: l.metodo as TOfferingMethod,
      valor: l.valor,
      envelope: l.envelope,
      membro: l.usuarioId !== null ? { usuarioId: l.usuarioId, nome: l.membroNome } : null,
      criadoPor: { contaId: l.criadoPorContaId, nome: l.criadoPorNome },
      criadoEm: l.criadoEm.toISOString(),
    })),
    ajustes: adjustments.map((a) => ({
      id: a.id,
      motivo: { id: a.motivoId, nome: a.motivoNome },
      metodo: a.metodo as TOfferingMethod,
      valor: a.valor,
      justificativa: a.justificativa,
      criadoPor: { contaId: a.criadoPorContaId, nome: a.criadoPorNome },
      criadoEm: a.criadoEm.toISOString(),
    })),
    totais: totalsOf(sums),
  };
}
