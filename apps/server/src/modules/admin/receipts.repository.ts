import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { MONEY_RECEIVED, pagamento } from '../payments/payments.schema.ts';
import { staffName } from './offerings.repository.ts';
import { ofertaLote, ofertaLoteItem } from './offerings.schema.ts';
import { informeDoacao, informeLote } from './receipts.schema.ts';
import { descLast } from '../../db/order.ts';

/**
 * SQL of the yearly donation receipts (receipts.schema.ts): every function runs in the caller's church transaction
 * and filters by church. A year is the church's calendar year: payments by their paid time in `timeZone`, offering
 * batches by their service's day.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const paidAt = sql`coalesce(${pagamento.pagoEm}, ${pagamento.criadoEm})`;
const yearStart = (y: number, timeZone: string) => sql`(${`${y}-01-01 00:00:00`}::timestamp at time zone ${timeZone})`;

/** Online donations that count: money received (MONEY_RECEIVED; a full refund leaves nothing) in the year. */
export function donationsOfYear(churchId: number, ano: number, timeZone: string): SQL {
  return sql`${pagamento.igrejaId} = ${churchId} and ${pagamento.destinoTipo} = 'doacao' and ${pagamento.idUsuario} is not null
    and ${MONEY_RECEIVED} and ${pagamento.total} > ${pagamento.valorEstornado}
    and ${paidAt} >= ${yearStart(ano, timeZone)} and ${paidAt} < ${yearStart(ano + 1, timeZone)}`;
}

/** Envelopes with a giver counted in the year's committed batches (never a desk sale's ticket line: no reason). */
export function envelopesOfYear(churchId: number, ano: number): SQL {
  return sql`${ofertaLoteItem.igrejaId} = ${churchId} and ${ofertaLoteItem.usuarioId} is not null
    and ${ofertaLoteItem.motivoId} is not null
    and ${ofertaLote.estado} = 'confirmado' and ${ofertaLote.data} >= ${`${ano}-01-01`} and ${ofertaLote.data} < ${`${ano + 1}-01-01`}`;
}

export type RunRow = {
  id: number;
  ano: number;
  estado: string;
  iniciadoPorContaId: number;
  iniciadoPorNome: string;
  iniciadoEm: Date;
  concluidoEm: Date | null;
  total: number;
  gerados: number;
  enviados: number;
  /** A generation still drawing that drew nothing for 5 minutes (its job lost or given up). */
  parado: boolean;
};

function runColumns(churchId: number) {
  const counted = (filter: SQL) =>
    sql<number>`(select count(*) from ${informeDoacao} d where d.igreja_id = ${churchId} and d.id_lote = "informe_lote"."id" ${filter})`.mapWith(
      Number,
    );
  return {
    id: informeLote.id,
    ano: informeLote.ano,
    estado: informeLote.estado,
    iniciadoPorContaId: informeLote.iniciadoPorContaId,
    iniciadoPorNome: staffName(informeLote.iniciadoPorContaId, churchId),
    iniciadoEm: informeLote.iniciadoEm,
    concluidoEm: informeLote.concluidoEm,
    total: counted(sql``),
    gerados: counted(sql`and d.pdf is not null`),
    enviados: counted(sql`and d.enviado_em is not null`),
    parado: sql<boolean>`(${informeLote.estado} = 'gerando' and greatest(${informeLote.iniciadoEm},
      (select max(d.gerado_em) from ${informeDoacao} d where d.igreja_id = ${churchId} and d.id_lote = "informe_lote"."id"))
      < now() - interval '5 minutes')`,
  };
}

/** The year's latest generation, with its counts. */
export async function findLatestRun(tx: Tx, churchId: number, ano: number): Promise<RunRow | undefined> {
  const [row] = await tx
    .select(runColumns(churchId))
    .from(informeLote)
    .where(and(eq(informeLote.igrejaId, churchId), eq(informeLote.ano, ano)))
    .orderBy(descLast(informeLote.id))
    .limit(1);
  return row;
}

export async function findRun(tx: Tx, churchId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await tx
    .select(runColumns(churchId))
    .from(informeLote)
    .where(and(eq(informeLote.igrejaId, churchId), eq(informeLote.id, id)));
  return row;
}

/** The church's generation still drawing, if any. */
export async function findBusyRun(tx: Tx, churchId: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: informeLote.id })
    .from(informeLote)
    .where(and(eq(informeLote.igrejaId, churchId), eq(informeLote.estado, 'gerando')));
  return row;
}

/** Opens a generation; undefined when another one of the church started meanwhile (the partial unique index). */
export async function insertRun(tx: Tx, churchId: number, ano: number, contaId: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(informeLote)
    .values({ igrejaId: churchId, ano, iniciadoPorContaId: contaId })
    .onConflictDoNothing()
    .returning({ id: informeLote.id });
  return row?.id;
}

/** Lists the year's givers into the generation, one receipt row each (its PDF still to draw). Returns how many. */
export async function insertRunGivers(tx: Tx, churchId: number, runId: number, ano: number, timeZone: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${informeDoacao} (igreja_id, id_lote, usuario_id)
    select ${churchId}, ${runId}, g.usuario_id from (
      select ${pagamento.idUsuario} as usuario_id from ${pagamento} where ${donationsOfYear(churchId, ano, timeZone)}
      union
      select ${ofertaLoteItem.usuarioId} from ${ofertaLoteItem}
        join ${ofertaLote} on ${ofertaLote.id} = ${ofertaLoteItem.loteId} and ${ofertaLote.igrejaId} = ${churchId}
        where ${envelopesOfYear(churchId, ano)}
    ) g order by g.usuario_id
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}

/** The next receipts of the generation still to draw, oldest first. */
export function listPendingReceipts(tx: Tx, churchId: number, runId: number, limit: number) {
  return tx
    .select({ id: informeDoacao.id, usuarioId: informeDoacao.usuarioId })
    .from(informeDoacao)
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.loteId, runId), isNull(informeDoacao.pdf)))
    .orderBy(asc(informeDoacao.id))
    .limit(limit);
}

/** Stores a receipt's PDF once: false when another worker drew it first. */
export async function saveReceiptPdf(
  tx: Tx,
  churchId: number,
  id: number,
  values: { pdf: Uint8Array; idioma: string; arquivo: string },
): Promise<boolean> {
  const rows = await tx
    .update(informeDoacao)
    .set({ ...values, geradoEm: sql`now()` })
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.id, id), isNull(informeDoacao.pdf)))
    .returning({ id: informeDoacao.id });
  return rows.length > 0;
}

/** Closes the generation when no receipt is left to draw (once). */
export async function finishRunIfDone(tx: Tx, churchId: number, runId: number): Promise<boolean> {
  const rows = await tx
    .update(informeLote)
    .set({ estado: 'concluido', concluidoEm: sql`now()` })
    .where(
      and(
        eq(informeLote.igrejaId, churchId),
        eq(informeLote.id, runId),
        eq(informeLote.estado, 'gerando'),
        sql`not exists (select 1 from ${informeDoacao} d where d.igreja_id = ${churchId} and d.id_lote = ${runId} and d.pdf is null)`,
      ),
    )
    .returning({ id: informeLote.id });
  return rows.length > 0;
}

/** What a receipt's e-mail needs: the PDF, its file, the giver's e-mail and name, the year and the church. */
export async function findReceiptMail(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      pdf: informeDoacao.pdf,
      arquivo: informeDoacao.arquivo,
      idioma: informeDoacao.idioma,
      enviadoEm: informeDoacao.enviadoEm,
      ano: informeLote.ano,
      email: usuario.email,
      nome: usuario.nome,
      igreja: igreja.nome,
      slug: igreja.slug,
    })
    .from(informeDoacao)
    .innerJoin(informeLote, and(eq(informeLote.id, informeDoacao.loteId), eq(informeLote.igrejaId, churchId)))
    .innerJoin(usuario, and(eq(usuario.id, informeDoacao.usuarioId), eq(usuario.igrejaId, churchId)))
    .innerJoin(igreja, eq(igreja.id, informeDoacao.igrejaId))
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.id, id)));
  return row;
}

export async function markReceiptMailed(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx
    .update(informeDoacao)
    .set({ enviadoEm: sql`now()` })
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.id, id), isNull(informeDoacao.enviadoEm)));
}

/** The generation's receipts drawn over 10 minutes ago and still not e-mailed (their e-mail job was lost). */
export async function listUnmailed(tx: Tx, churchId: number, runId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: informeDoacao.id })
    .from(informeDoacao)
    .where(
      and(
        eq(informeDoacao.igrejaId, churchId),
        eq(informeDoacao.loteId, runId),
        sql`${informeDoacao.pdf} is not null`,
        isNull(informeDoacao.enviadoEm),
        sql`${informeDoacao.geradoEm} < now() - interval '10 minutes'`,
      ),
    )
    .orderBy(asc(informeDoacao.id));
  return rows.map((r) => r.id);
}

/** The generation's drawn receipts (id and file name), by file name: the ZIP's entries. */
export function listRunFiles(tx: Tx, churchId: number, runId: number) {
  return tx
    .select({ id: informeDoacao.id, arquivo: sql<string>`${informeDoacao.arquivo}` })
    .from(informeDoacao)
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.loteId, runId), sql`${informeDoacao.pdf} is not null`))
    .orderBy(asc(informeDoacao.arquivo), asc(informeDoacao.id));
}

/** These receipts' PDFs (a page of the ZIP). */
export function listPdfs(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({ id: informeDoacao.id, pdf: informeDoacao.pdf })
    .from(informeDoacao)
    .where(and(eq(informeDoacao.igrejaId, churchId), inArray(informeDoacao.id, ids)));
}

/** A member's receipts (personal data export: which years, when drawn and e-mailed; not the PDFs). */
export function receiptsOfMember(tx: Tx, churchId: number, usuarioId: number) {
  return tx
    .select({ ano: informeLote.ano, geradoEm: informeDoacao.geradoEm, enviadoEm: informeDoacao.enviadoEm })
    .from(informeDoacao)
    .innerJoin(informeLote, and(eq(informeLote.id, informeDoacao.loteId), eq(informeLote.igrejaId, churchId)))
    .where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.usuarioId, usuarioId)))
    .orderBy(asc(informeDoacao.id));
}

export async function deleteReceiptsOfMember(tx: Tx, churchId: number, usuarioId: number): Promise<void> {
  await tx.delete(informeDoacao).where(and(eq(informeDoacao.igrejaId, churchId), eq(informeDoacao.usuarioId, usuarioId)));
}
