import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import type { Tx } from '../../db/client.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { doacaoConvidado } from './giving.schema.ts';

/**
 * Guest gifts (doacao_convidado) made with the e-mail of a member who later has an account at the church: exported
 * with the member's data, and the giver's name and e-mail erased with the account (the payment stays, naming nobody,
 * as a member's payments do). Guest rows of other e-mails belong to nobody here.
 *
 * Only an account whose owner proved the address (`conta.email_verificado_em`: they spent a link mailed there) claims
 * them: registering needs no proof, so anyone could open an account with a guest's e-mail and then download or erase
 * that guest's gifts. The client account's e-mail is the one the account registered with (kept after the deletion's
 * tombstone replaced the account's, so the erase still finds the rows).
 */
async function memberEmail(tx: Tx, churchId: number, usuarioId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: usuario.email })
    .from(usuario)
    .innerJoin(conta, eq(conta.id, usuario.contaId))
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId), isNotNull(conta.emailVerificadoEm)))
    .limit(1);
  return row?.email;
}

const sameEmail = (churchId: number, email: string) =>
  and(eq(doacaoConvidado.igrejaId, churchId), sql`lower(${doacaoConvidado.email}) = lower(${email})`);

export const guestGiftsPersonalData: PersonalDataHandler = {
  key: 'doacoesComoConvidado',
  tables: ['doacao_convidado'],
  async exportData({ tx, churchId, usuarioId }) {
    const email = await memberEmail(tx, churchId, usuarioId);
    if (!email) return [];
    return tx
      .select({
        codigo: pagamento.codigo,
        nome: doacaoConvidado.nome,
        sobrenome: doacaoConvidado.sobrenome,
        email: doacaoConvidado.email,
        total: pagamento.total,
        moeda: pagamento.moeda,
        status: pagamento.status,
        criadoEm: doacaoConvidado.criadoEm,
      })
      .from(doacaoConvidado)
      .innerJoin(pagamento, and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, doacaoConvidado.pagamentoId)))
      .where(sameEmail(churchId, email));
  },
  async erase({ tx, churchId, usuarioId }) {
    const email = await memberEmail(tx, churchId, usuarioId);
    if (email) await tx.delete(doacaoConvidado).where(sameEmail(churchId, email));
  },
};
