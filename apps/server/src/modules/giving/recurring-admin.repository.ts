import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

/**
 * SQL of the money console's recurring gifts (issue 31), in the console's church transaction: the list by console
 * state (contract admin/finance-recurring.ts RECURRING_CONSOLE_STATES), reason and giver, each state's count, a
 * gift with its giver (locked for a change, as the giver's own changes lock it) and its charges.
 */
export interface RecurringFilter {
  estado?: string;
  motivo?: number;
  q?: string;
}

/** The console state of a gift, folded from its status, pause reason and attempts. */
const estado = sql<string>`case when ${doacaoRecorrente.status} = 'cancelada' then 'cancelada'
  when ${doacaoRecorrente.status} = 'pausada' and ${doacaoRecorrente.motivoPausa} = 'recusado' then 'recusada'
  when ${doacaoRecorrente.status} = 'pausada' then 'pausada'
  when ${doacaoRecorrente.tentativas} > 0 then 'falhando' else 'ativa' end`;

function where(churchId: number, f: RecurringFilter, withState = true): SQL | undefined {
  const like = f.q ? likeText(f.q) : undefined;
  return and(
    eq(doacaoRecorrente.igrejaId, churchId),
    withState && f.estado ? sql`${estado} = ${f.estado}` : undefined,
    f.motivo === undefined ? undefined : eq(doacaoRecorrente.pagamentoMotivoId, f.motivo),
    like ? or(ilike(sql`${usuario.nome} || ' ' || ${usuario.sobrenome}`, like), ilike(usuario.email, like)) : undefined,
  );
}

const giverJoin = and(eq(usuario.igrejaId, doacaoRecorrente.igrejaId), eq(usuario.id, doacaoRecorrente.usuarioId));

const row = {
  gift: doacaoRecorrente,
  estado,
  motivoNome: pagamentoMotivo.nome,
  doadorNome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
  doadorEmail: usuario.email,
};
export interface RecurringAdminRow {
  gift: RecurringGiftRow;
  estado: string;
  motivoNome: string;
  doadorNome: string;
  doadorEmail: string;
}

/** One page, newest first (set-up date, then id). */
export async function searchRecurringRows(
  tx: Tx,
  churchId: number,
  f: RecurringFilter,
  page: { offset: number; limit: number },
): Promise<RecurringAdminRow[]> {
  return tx
    .select(row)
    .from(doacaoRecorrente)
    .innerJoin(usuario, giverJoin)
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.pagamentoMotivoId))
    .where(where(churchId, f))
    .orderBy(desc(doacaoRecorrente.criadoEm), desc(doacaoRecorrente.id))
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * Each console state's count of the gifts matching the reason and search (the state filter left out), and the
 * monthly equivalent (365/12 days) of the active ones in `moeda`.
 */
export async function recurringStateTotals(tx: Tx, churchId: number, f: RecurringFilter, moeda: string) {
  const rows = await tx
    .select({
      estado,
      quantidade: sql<number>`count(*)`.mapWith(Number),
      mensal: sql<number>`coalesce(round(sum(${doacaoRecorrente.valor} * 365.0 / (12 * ${doacaoRecorrente.recorrenciaDias}))
        filter (where ${doacaoRecorrente.status} = 'ativa' and ${doacaoRecorrente.moeda} = ${moeda})), 0)`.mapWith(Number),
    })
    .from(doacaoRecorrente)
    .innerJoin(usuario, giverJoin)
    .where(where(churchId, f, false))
    .groupBy(estado);
  return rows;
}

/** A gift of the church with its giver, reason and whether its current charge is under review; `lock` for a change. */
export async function findRecurringAdminRow(
  tx: Tx,
  churchId: number,
  id: number,
  lock = false,
): Promise<(RecurringAdminRow & { emAnalise: boolean }) | undefined> {
  const query = tx
    .select({
      ...row,
      emAnalise: sql<boolean>`exists (select 1 from ${pagamento} where ${pagamento.igrejaId} = ${doacaoRecorrente.igrejaId}
        and ${pagamento.doacaoRecorrenteId} = ${doacaoRecorrente.id} and ${pagamento.recorrenciaCiclo} = ${doacaoRecorrente.ciclo}
        and ${pagamento.status} = 'em_analise')`,
    })
    .from(doacaoRecorrente)
    .innerJoin(usuario, giverJoin)
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.pagamentoMotivoId))
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, id)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: doacaoRecorrente }) : await query;
  return found && { ...found, emAnalise: found.emAnalise === true };
}

export const CHARGES_SHOWN = 500;

/** A gift's charges (its payments), newest cycle and attempt first. */
export function listGiftCharges(tx: Tx, churchId: number, giftId: number) {
  return tx
    .select({
      id: pagamento.id,
      codigo: pagamento.codigo,
      criadoEm: pagamento.criadoEm,
      pagoEm: pagamento.pagoEm,
      ciclo: pagamento.recorrenciaCiclo,
      tentativa: pagamento.recorrenciaTentativa,
      status: pagamento.status,
      total: pagamento.total,
      recusa: sql<string | null>`${pagamento.detalhes}->>'recusa'`,
    })
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.doacaoRecorrenteId, giftId)))
    .orderBy(desc(pagamento.recorrenciaCiclo), desc(pagamento.recorrenciaTentativa), desc(pagamento.id))
    .limit(CHARGES_SHOWN);
}
