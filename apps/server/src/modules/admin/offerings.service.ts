import type {
  TOfferingBatchDetail,
  TOfferingBatchPage,
  TOfferingMemberList,
  TOfferingOptions,
  ZOfferingAdjustmentBody,
  ZOfferingBatchCreateBody,
  ZOfferingBatchQuery,
  ZOfferingLineBody,
} from '@congrega/contract/admin/offerings';
import type { z } from 'zod';
import type { TenantChurch } from '../../core/tenant.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { batchDetail, batchSummary } from './offerings-view.ts';
import * as repo from './offerings.repository.ts';
import { hasTicketLines } from './ticket-lines.repository.ts';

/**
 * Cash offerings (rules in packages/contract/src/admin/offerings.ts). Every write locks its batch row first (FOR
 * UPDATE), so a line counted while a treasurer commits waits and then finds the batch committed, and the commit
 * then checks the total it was shown; each write is audited in its transaction (counting under the `offerings`
 * area, commit and adjustments under `finance`) and answers the batch's detail as it now stands. Reading a batch
 * whose envelopes name givers is audited as an access, as reading a payment is; plate-only batches are not.
 */
type LineBody = z.output<typeof ZOfferingLineBody>;

async function detailOf(tx: Tx, church: TenantChurch, id: number, batch?: Awaited<ReturnType<typeof repo.findBatch>>) {
  const churchId = church.id;
  const b = batch ?? (await repo.findBatch(tx, churchId, id));
  if (!b) throw new AppError('OFFERING_BATCH_NOT_FOUND');
  const [lines, adjustments, sums] = [
    await repo.listLines(tx, churchId, id),
    await repo.listAdjustments(tx, churchId, id),
    await repo.batchSums(tx, churchId, [id]),
  ];
  return batchDetail(b, lines, adjustments, sums, church.moeda);
}

/** A counted line of the batch (404), not a desk sale's ticket line (409: it follows its payment). */
async function offeringLine(tx: Tx, churchId: number, id: number, lineId: number) {
  const line = await repo.findLine(tx, churchId, id, lineId);
  if (!line) throw new AppError('OFFERING_LINE_NOT_FOUND');
  if (line.pagamentoId !== null) throw new AppError('OFFERING_TICKET_LINE');
  return line;
}

/** The batch, locked, still open (else 404 / 409). */
async function openBatch(tx: Tx, churchId: number, id: number) {
  const b = await repo.findBatch(tx, churchId, id, { lock: true });
  if (!b) throw new AppError('OFFERING_BATCH_NOT_FOUND');
  if (b.estado !== 'aberto') throw new AppError('OFFERING_BATCH_COMMITTED');
  return b;
}

async function checkReason(tx: Tx, churchId: number, motivoId: number, { ativo }: { ativo: boolean }) {
  const reason = await repo.findReason(tx, churchId, motivoId);
  if (!reason || (ativo && !reason.flagAtivo))
    throw new AppError('OFFERING_REASON_INVALID', {}, { fields: { motivoId: 'error.OFFERING_REASON_INVALID' } });
}

async function checkLine(tx: Tx, churchId: number, body: LineBody) {
  await checkReason(tx, churchId, body.motivoId, { ativo: true });
  if (body.usuarioId != null && !(await repo.memberExists(tx, churchId, body.usuarioId)))
    throw new AppError('OFFERING_MEMBER_INVALID', {}, { fields: { usuarioId: 'error.OFFERING_MEMBER_INVALID' } });
}

const lineAudit = (l: { motivoId: number | null; metodo: string; valor: number; envelope: string | null; usuarioId: number | null }) => ({
  motivo: l.motivoId,
  metodo: l.metodo,
  valor: l.valor,
  envelope: l.envelope,
  usuarioId: l.usuarioId,
});

export function offeringBatches(ctx: AdminContext, q: z.output<typeof ZOfferingBatchQuery>): Promise<TOfferingBatchPage> {
  return adminRead(ctx, async (tx, church) => {
    const { rows, total } = await repo.listBatches(tx, church.id, { estado: q.estado, offset: (q.page - 1) * q.limit, limit: q.limit });
    const sums = await repo.batchSums(
      tx,
      church.id,
      rows.map((r) => r.id),
    );
    return { itens: rows.map((r) => batchSummary(r, sums)), total, page: q.page, limit: q.limit, moeda: church.moeda };
  });
}

export function offeringOptions(ctx: AdminContext): Promise<TOfferingOptions> {
  return adminRead(ctx, async (tx, church) => ({
    motivos: await repo.listReasons(tx, church.id),
    congregacoes: await repo.listCongregations(tx, church.id),
  }));
}

export function offeringMembers(ctx: AdminContext, q: string): Promise<TOfferingMemberList> {
  return adminRead(ctx, async (tx, church) => ({ itens: await repo.searchMembersByName(tx, church.id, q) }));
}

export function offeringBatchGet(ctx: AdminContext, id: number): Promise<TOfferingBatchDetail> {
  return adminRead(ctx, async (tx, church) => {
    const detail = await detailOf(tx, church, id);
    if (detail.linhas.some((l) => l.membro !== null))
      await insertAudit(tx, church.id, {
        atorContaId: ctx.staff.contaId,
        area: 'offerings',
        entidade: 'oferta_lote',
        entidadeId: String(id),
        acao: 'access',
        requestId: ctx.requestId,
        ip: ctx.ip,
      });
    return detail;
  });
}

export function offeringBatchCreate(ctx: AdminContext, body: z.output<typeof ZOfferingBatchCreateBody>): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'offerings', entidade: 'oferta_lote' }, async (tx, church) => {
    if (body.congregacaoId != null && !(await repo.congregationExists(tx, church.id, body.congregacaoId)))
      throw new AppError('OFFERING_CONGREGATION_INVALID', {}, { fields: { congregacaoId: 'error.OFFERING_CONGREGATION_INVALID' } });
    const values = {
      data: body.data,
      congregacaoId: body.congregacaoId ?? null,
      culto: body.culto || null,
      observacao: body.observacao || null,
    };
    const id = await repo.insertBatch(tx, { igrejaId: church.id, ...values, contadoPorContaId: ctx.staff.contaId });
    return { result: await detailOf(tx, church, id), audit: { entidadeId: id, acao: 'create', depois: values } };
  });
}

export function offeringBatchDelete(ctx: AdminContext, id: number): Promise<null> {
  return adminWrite(ctx, { area: 'offerings', entidade: 'oferta_lote' }, async (tx, church) => {
    const before = await detailOf(tx, church, id, await openBatch(tx, church.id, id));
    if (await hasTicketLines(tx, church.id, id)) throw new AppError('OFFERING_TICKET_LINE');
    await repo.deleteBatch(tx, church.id, id);
    const antes = {
      data: before.data,
      linhas: before.linhas.map((l) => lineAudit({ ...l, motivoId: l.motivo?.id ?? null, usuarioId: l.membro?.usuarioId ?? null })),
    };
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}

export function offeringLineCreate(ctx: AdminContext, id: number, body: LineBody): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'offerings', entidade: 'oferta_lote_item' }, async (tx, church) => {
    const batch = await openBatch(tx, church.id, id);
    await checkLine(tx, church.id, body);
    const line = await repo.insertLine(tx, {
      igrejaId: church.id,
      loteId: id,
      motivoId: body.motivoId,
      metodo: body.metodo,
      valor: body.valor,
      envelope: body.envelope || null,
      usuarioId: body.usuarioId ?? null,
      criadoPorContaId: ctx.staff.contaId,
    });
    return {
      result: await detailOf(tx, church, id, batch),
      audit: { entidadeId: line.id, acao: 'create', depois: { lote: id, ...lineAudit(line) } },
    };
  });
}

/** Replacing a line makes the caller one of its counters (the four-eyes check then keeps them from committing). */
export function offeringLineUpdate(ctx: AdminContext, id: number, lineId: number, body: LineBody): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'offerings', entidade: 'oferta_lote_item' }, async (tx, church) => {
    const batch = await openBatch(tx, church.id, id);
    const before = await offeringLine(tx, church.id, id, lineId);
    await checkLine(tx, church.id, body);
    const after = await repo.updateLine(tx, church.id, lineId, {
      motivoId: body.motivoId,
      metodo: body.metodo,
      valor: body.valor,
      envelope: body.envelope || null,
      usuarioId: body.usuarioId ?? null,
      criadoPorContaId: ctx.staff.contaId,
    });
    return {
      result: await detailOf(tx, church, id, batch),
      audit: { entidadeId: lineId, acao: 'update', antes: lineAudit(before), depois: lineAudit(after) },
    };
  });
}

export function offeringLineDelete(ctx: AdminContext, id: number, lineId: number): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'offerings', entidade: 'oferta_lote_item' }, async (tx, church) => {
    const batch = await openBatch(tx, church.id, id);
    const before = await offeringLine(tx, church.id, id, lineId);
    await repo.deleteLine(tx, church.id, lineId);
    return {
      result: await detailOf(tx, church, id, batch),
      audit: { entidadeId: lineId, acao: 'delete', antes: { lote: id, ...lineAudit(before) } },
    };
  });
}

export function offeringBatchCommit(ctx: AdminContext, id: number, totalEsperado: number): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'finance', entidade: 'oferta_lote' }, async (tx, church) => {
    const batch = await openBatch(tx, church.id, id);
    const current = await detailOf(tx, church, id, batch);
    if (!current.linhas.length) throw new AppError('OFFERING_BATCH_EMPTY');
    const counters = new Set([batch.contadoPorContaId, ...(await repo.lineAuthors(tx, church.id, id))]);
    if (counters.has(ctx.staff.contaId)) throw new AppError('OFFERING_SAME_COUNTER');
    if (current.totais.total !== totalEsperado) throw new AppError('OFFERING_STALE');
    await repo.commitBatch(tx, church.id, id, ctx.staff.contaId, new Date());
    return {
      result: await detailOf(tx, church, id),
      audit: { entidadeId: id, acao: 'update', antes: { estado: 'aberto' }, depois: { estado: 'confirmado', total: current.totais.total } },
    };
  });
}

export function offeringAdjustmentCreate(
  ctx: AdminContext,
  id: number,
  body: z.output<typeof ZOfferingAdjustmentBody>,
): Promise<TOfferingBatchDetail> {
  return adminWrite(ctx, { area: 'finance', entidade: 'oferta_lote_ajuste' }, async (tx, church) => {
    const batch = await repo.findBatch(tx, church.id, id, { lock: true });
    if (!batch) throw new AppError('OFFERING_BATCH_NOT_FOUND');
    if (batch.estado !== 'confirmado') throw new AppError('OFFERING_BATCH_OPEN');
    // An adjustment may correct a line of a reason since made inactive.
    await checkReason(tx, church.id, body.motivoId, { ativo: false });
    const row = await repo.insertAdjustment(tx, {
      igrejaId: church.id,
      loteId: id,
      motivoId: body.motivoId,
      metodo: body.metodo,
      valor: body.valor,
      justificativa: body.justificativa,
      criadoPorContaId: ctx.staff.contaId,
    });
    return {
      result: await detailOf(tx, church, id, batch),
      audit: {
        entidadeId: row.id,
        acao: 'create',
        depois: { lote: id, motivo: row.motivoId, metodo: row.metodo, valor: row.valor, justificativa: row.justificativa },
      },
    };
  });
}
