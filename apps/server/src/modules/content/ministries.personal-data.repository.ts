import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import type { Tx } from '../../db/client.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import { ministerio } from './content.schema.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';

/**
 * A ministry's responsible person (name, photo, e-mail, phone: personal data staff type in the console) when that
 * person is a member: the ministries naming the member's e-mail are exported with their data, and the responsible
 * person's fields are emptied with the account (the ministry stays, naming nobody). As for guest gifts, only an
 * account whose owner proved the address (`conta.email_verificado_em`) claims them: anyone may register with
 * someone else's e-mail. The client account's e-mail is the one it registered with (kept after the deletion's
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

const namesMember = (churchId: number, email: string) =>
  and(eq(ministerio.igrejaId, churchId), sql`lower(${ministerio.responsavelEmail}) = lower(${email})`);

export const ministriesPersonalData: PersonalDataHandler = {
  key: 'ministeriosComoResponsavel',
  tables: ['ministerio'],
  async exportData({ tx, churchId, usuarioId }) {
    const email = await memberEmail(tx, churchId, usuarioId);
    if (!email) return [];
    return tx
      .select({
        id: ministerio.id,
        titulo: ministerio.titulo,
        responsavelNome: ministerio.responsavelNome,
        responsavelFoto: ministerio.responsavelFoto,
        responsavelEmail: ministerio.responsavelEmail,
        responsavelTelefone: ministerio.responsavelTelefone,
      })
      .from(ministerio)
      .where(namesMember(churchId, email));
  },
  async erase({ app, tx, churchId, usuarioId, afterCommit }) {
    afterCommit(() => publicReadsChanged(app, churchId, 'content')); // the church's cached content lists
    const email = await memberEmail(tx, churchId, usuarioId);
    if (!email) return;
    await tx
      .update(ministerio)
      .set({ responsavelNome: null, responsavelFoto: null, responsavelEmail: null, responsavelTelefone: null, atualizadoEm: sql`now()` })
      .where(namesMember(churchId, email));
  },
};
