import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoInscricao } from './events.schema.ts';

/** A member's registrations with their event, ticket count and order code (church-filtered on every table). */
export function registrationsOfMemberRows(tx: Tx, churchId: number, usuarioId: number, limit: number) {
  return tx
    .select({
      id: eventoInscricao.id,
      eventoId: evento.id,
      eventoTitulo: evento.titulo,
      eventoInicio: evento.dataInicio,
      status: eventoInscricao.status,
      bilhetes:
        sql<number>`(select count(*) from ${eventoBilhete} where ${eventoBilhete.igrejaId} = ${churchId} and ${eventoBilhete.inscricaoId} = ${eventoInscricao.id})`.mapWith(
          Number,
        ),
      pagamentoId: eventoInscricao.idPagamento,
      pagamentoCodigo: pagamento.codigo,
      criadoEm: eventoInscricao.criadoEm,
    })
    .from(eventoInscricao)
    .innerJoin(evento, and(eq(evento.id, eventoInscricao.eventoId), eq(evento.igrejaId, churchId)))
    .leftJoin(pagamento, and(eq(pagamento.id, eventoInscricao.idPagamento), eq(pagamento.igrejaId, churchId)))
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idUsuario, usuarioId)))
    .orderBy(desc(eventoInscricao.criadoEm), desc(eventoInscricao.id))
    .limit(limit);
}
