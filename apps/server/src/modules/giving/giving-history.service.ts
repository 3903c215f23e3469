import { resolveTimeZone } from '@congrega/contract/datetime';
import type { TGivingHistory } from '@congrega/contract/giving';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { assertHostChurch } from '../payments/payments.public.ts';
import { findStatementHeading, listApprovedDonationsOfYear, listDonationItems, listDonationPage } from './giving-history.repository.ts';
import { renderGivingStatement, type GivingStatement } from './giving-statement.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The giver's history and yearly statement (account area /user/giving). Rules:
 * - `?igreja=` must be the host church (else 404 CHURCH_NOT_FOUND) and `userId` the caller's own client account
 *   (else 404 NOT_FOUND, as for a missing one: ids reveal nothing); an account without a client account here: 403.
 * - History: every donation payment of the giver (any status), newest first; the receipt of each is its payment
 *   page (`codigo`). Statement: approved donations whose payment date falls in the calendar year.
 * - One church transaction per use case; the PDF is drawn after it commits.
 */

export async function listGivingHistory(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  userId: number,
  query: { igreja: number; page: number; limit: number },
): Promise<TGivingHistory> {
  assertHostChurch(church, query.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    if (usuarioId !== userId) throw new AppError('NOT_FOUND');
    const { rows, total } = await listDonationPage(tx, church.id, usuarioId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const items = await listDonationItems(
      tx,
      church.id,
      rows.map((r) => r.id),
    );
    return {
      itens: rows.map((r) => ({
        id: r.id,
        codigo: r.codigo,
        status: r.status,
        metodoPagamento: r.metodo,
        moeda: r.moeda,
        total: r.total,
        valorEstornado: r.valorEstornado,
        // A reason deleted since keeps its value under the payment's description.
        motivos: items.filter((i) => i.idPagamento === r.id).map((i) => ({ nome: i.nome ?? r.descricao, valor: i.valor })),
        recorrente: r.recorrente,
        dataCadastro: r.criadoEm.toISOString(),
        dataPagamento: r.pagoEm?.toISOString() ?? null,
      })),
      total,
      page: query.page,
      limit: query.limit,
    };
  });
}

/** GET /usuario/{userId}/doacao/extrato/{ano}?igreja=: the yearly statement as PDF bytes. */
export async function givingStatementPdf(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  params: { userId: number; ano: number },
  igrejaId: number,
  locale: TLocale,
): Promise<Uint8Array> {
  assertHostChurch(church, igrejaId);
  const timeZone = resolveTimeZone(church.fusoHorario);
  const statement = await app.database.withChurch(church.id, async (tx): Promise<GivingStatement> => {
    const usuarioId = await requireMember(tx, auth);
    if (usuarioId !== params.userId) throw new AppError('NOT_FOUND');
    const heading = await findStatementHeading(tx, church.id, usuarioId);
    if (!heading) throw new AppError('NOT_FOUND');
    const payments = await listApprovedDonationsOfYear(tx, church.id, usuarioId, params.ano, timeZone);
    const items = await listDonationItems(
      tx,
      church.id,
      payments.map((p) => p.id),
    );
    return {
      ano: params.ano,
      igreja: heading.igreja,
      moeda: church.moeda,
      fusoHorario: timeZone,
      doador: { nome: `${heading.nome} ${heading.sobrenome}`.trim(), cpf: heading.cpf },
      doacoes: payments.map((p) => ({
        data: p.pagoEm,
        metodo: p.metodo,
        // Fees and installment interest the giver chose to pay on top of the reasons' values.
        acrescimos: p.total - p.valor,
        total: p.total,
        // A reason deleted since is named by the payment's description; a payment without items is one line.
        motivos: items.some((i) => i.idPagamento === p.id)
          ? items.filter((i) => i.idPagamento === p.id).map((i) => ({ nome: i.nome ?? p.descricao, valor: i.valor }))
          : [{ nome: p.descricao, valor: p.valor }],
      })),
    };
  });
  return renderGivingStatement(statement, locale);
}
