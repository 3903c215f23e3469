import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { evento, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * The staff console's events list (admin/event-list.service.ts): one page of the church's events with their tickets
 * sold, capacity and live registrations, in the caller's church transaction; church-filtered on every table.
 */
export interface EventListFilter {
  /** Those events only (a scoped grant's), or null for all of the church's. */
  ids: number[] | null;
  q?: string;
  estado: 'upcoming' | 'past' | 'all';
  now: Date;
}

export interface EventListRow {
  id: number;
  titulo: string;
  dataInicio: string;
  dataFim: string;
  localNome: string | null;
  ativo: boolean;
  encerrado: boolean;
  vendidos: number;
  capacidade: number;
  inscricoes: number;
}

function conditions(churchId: number, f: EventListFilter): SQL | undefined {
  const where: SQL[] = [eq(evento.igrejaId, churchId)];
  if (f.ids) where.push(inArray(evento.id, f.ids.length ? f.ids : [0]));
  if (f.q) where.push(ilike(evento.titulo, likeText(f.q)));
  if (f.estado === 'upcoming') where.push(gte(evento.dataFim, f.now));
  if (f.estado === 'past') where.push(lt(evento.dataFim, f.now));
  return and(...where);
}

const ORDER = {
  upcoming: [asc(evento.dataInicio), asc(evento.id)],
  past: [desc(evento.dataFim), desc(evento.id)],
  all: [desc(evento.dataInicio), desc(evento.id)],
} as const;

export async function eventListPage(
  tx: Tx,
  churchId: number,
  f: EventListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EventListRow[]; total: number }> {
  const where = conditions(churchId, f);
  const stock = tx
    .select({
      eventoId: eventoIngresso.eventoId,
      vendidos: sql<number>`coalesce(sum(${eventoIngresso.vendidos}), 0)`.mapWith(Number).as('vendidos'),
      capacidade: sql<number>`coalesce(sum(${eventoIngresso.quantidade}), 0)`.mapWith(Number).as('capacidade'),
    })
    .from(eventoIngresso)
    .where(eq(eventoIngresso.igrejaId, churchId))
    .groupBy(eventoIngresso.eventoId)
    .as('stock');
  const regs = tx
    .select({ eventoId: eventoInscricao.eventoId, inscricoes: count().as('inscricoes') })
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), ne(eventoInscricao.status, 'cancelada')))
    .groupBy(eventoInscricao.eventoId)
    .as('regs');
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: evento.id,
        titulo: evento.titulo,
        dataInicio: evento.dataInicio,
        dataFim: evento.dataFim,
        localNome: evento.localNome,
        ativo: evento.flagAtivo,
        vendidos: sql<number>`coalesce(${stock.vendidos}, 0)`.mapWith(Number),
        capacidade: sql<number>`coalesce(${stock.capacidade}, 0)`.mapWith(Number),
        inscricoes: sql<number>`coalesce(${regs.inscricoes}, 0)`.mapWith(Number),
      })
      .from(evento)
      .leftJoin(stock, eq(stock.eventoId, evento.id))
      .leftJoin(regs, eq(regs.eventoId, evento.id))
      .where(where)
      .orderBy(...ORDER[f.estado])
      .offset(page.offset)
      .limit(page.limit),
    tx.select({ n: count() }).from(evento).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      dataInicio: r.dataInicio.toISOString(),
      dataFim: r.dataFim.toISOString(),
      encerrado: r.dataFim.getTime() < f.now.getTime(),
    })),
    total: counted?.n ?? 0,
  };
}
