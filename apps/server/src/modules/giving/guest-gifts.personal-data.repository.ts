import { and, eq, sql } from 'drizzle-orm';
import { usuario } from '../accounts/accounts.schema.ts';
import type { PersonalDataHandler } from '../account-deletion/personal-data.ts';
import type { Tx } from '../../db/client.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { doacaoConvidado } from './giving.schema.ts';

/**
 * Guest gifts (doacao_convidado) made with the e-mail of a member who later has an account at the church: exported
 * with the member's data, and the giver's name and e-mail erased with the account (the payment stays, naming nobody,
 * as a member's payments do). Guest rows of other e-mails belong to nobody here.
 */
async function memberEmail(tx: Tx, churchId: number, usuarioId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: usuario.email })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
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
