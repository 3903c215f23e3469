import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { eventoInscricao } from '../events/events.schema.ts';
import { planoAssinaturaCobranca } from '../play/play.schema.ts';
import { pagamento, pagamentoItem, pagamentoMotivo } from './payments.schema.ts';
import { pagamentoStatusHistorico } from './refunds.schema.ts';

/** SQL of a payment's detail in the money console (issue 31), in the caller's church transaction. */

/** The payment, its member payer (none for a guest) and what it paid for (registration, Play subscription). */
export async function findPaymentDetailRow(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      payment: pagamento,
      membroNome: usuario.nome,
      membroSobrenome: usuario.sobrenome,
      membroEmail: usuario.email,
      membroCpf: usuario.cpf,
      idEvento: eventoInscricao.eventoId,
      idInscricao: eventoInscricao.id,
      idAssinatura: planoAssinaturaCobranca.assinaturaId,
    })
    .from(pagamento)
    .leftJoin(usuario, and(eq(usuario.igrejaId, pagamento.igrejaId), eq(usuario.id, pagamento.idUsuario)))
    .leftJoin(eventoInscricao, and(eq(eventoInscricao.igrejaId, pagamento.igrejaId), eq(eventoInscricao.idPagamento, pagamento.id)))
    .leftJoin(
      planoAssinaturaCobranca,
      and(eq(planoAssinaturaCobranca.igrejaId, pagamento.igrejaId), eq(planoAssinaturaCobranca.pagamentoId, pagamento.id)),
    )
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, id)))
    .limit(1);
  return row;
}

/** The reasons it covers, with their names (null for a reason deleted since). */
export function listPaymentItems(tx: Tx, churchId: number, paymentId: number) {
  return tx
    .select({ motivoId: pagamentoItem.idPagamentoMotivo, nome: pagamentoMotivo.nome, valor: pagamentoItem.valor })
    .from(pagamentoItem)
    .leftJoin(
      pagamentoMotivo,
      and(eq(pagamentoMotivo.igrejaId, pagamentoItem.igrejaId), eq(pagamentoMotivo.id, pagamentoItem.idPagamentoMotivo)),
    )
    .where(and(eq(pagamentoItem.igrejaId, churchId), eq(pagamentoItem.idPagamento, paymentId)))
    .orderBy(asc(pagamentoItem.id));
}

/** Every status it took, oldest first (written by the trigger of migration 0028). */
export function listStatusHistory(tx: Tx, churchId: number, paymentId: number) {
  return tx
    .select({ status: pagamentoStatusHistorico.status, em: pagamentoStatusHistorico.em })
    .from(pagamentoStatusHistorico)
    .where(and(eq(pagamentoStatusHistorico.igrejaId, churchId), eq(pagamentoStatusHistorico.idPagamento, paymentId)))
    .orderBy(asc(pagamentoStatusHistorico.id));
}
