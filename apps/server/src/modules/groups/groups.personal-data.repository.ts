import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PersonalDataHandler, PersonalRecord } from '../../core/personal-data.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { celula, celulaLider, celulaMembro, celulaSolicitacao } from './groups.schema.ts';

/**
 * Small groups: the member's memberships, their join requests (with the message they wrote) and the groups they
 * lead (celula_lider), exported. Erasure deletes memberships, leaderships and join requests (nothing the church must
 * keep: a membership is not a record of anything owed). A group the member leads keeps existing for its other
 * members and its other leaders (with none left, staff pick a new one; join requests then go to staff only); requests
 * of others the member answered keep their answer but no longer name who gave it (`respondido_por` null).
 * The in-app notices a request sent the group's leader (type CELULA, naming the member with e-mail and phone) are
 * deleted with the request. `celula.responsavel` is a name the church typed, not a link to the account, and is left as written.
 */
export const groupsPersonalData: PersonalDataHandler = {
  key: 'celulas',
  tables: ['celula_lider', 'celula_membro', 'celula_solicitacao'],
  async exportData({ tx, churchId, usuarioId }) {
    const led = await tx
      .select({ celulaId: celula.id, celula: celula.nome, criadoEm: celulaLider.criadoEm })
      .from(celulaLider)
      .innerJoin(celula, and(eq(celula.igrejaId, churchId), eq(celula.id, celulaLider.celulaId)))
      .where(and(eq(celulaLider.igrejaId, churchId), eq(celulaLider.usuarioId, usuarioId)));
    const memberships = await tx
      .select({ celulaId: celulaMembro.celulaId, celula: celula.nome, criadoEm: celulaMembro.criadoEm })
      .from(celulaMembro)
      .innerJoin(celula, and(eq(celula.igrejaId, churchId), eq(celula.id, celulaMembro.celulaId)))
      .where(and(eq(celulaMembro.igrejaId, churchId), eq(celulaMembro.usuarioId, usuarioId)));
    const requests = await tx
      .select({
        celulaId: celulaSolicitacao.celulaId,
        celula: celula.nome,
        mensagem: celulaSolicitacao.mensagem,
        status: celulaSolicitacao.status,
        respondidoEm: celulaSolicitacao.respondidoEm,
        criadoEm: celulaSolicitacao.criadoEm,
      })
      .from(celulaSolicitacao)
      .innerJoin(celula, and(eq(celula.igrejaId, churchId), eq(celula.id, celulaSolicitacao.celulaId)))
      .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.usuarioId, usuarioId)));
    return [
      ...led.map((g): PersonalRecord => ({ tipo: 'lider', ...g })),
      ...memberships.map((m): PersonalRecord => ({ tipo: 'membro', ...m })),
      ...requests.map((r): PersonalRecord => ({ tipo: 'solicitacao', ...r })),
    ];
  },
  async erase({ app, tx, churchId, usuarioId, afterCommit }) {
    // A leader's name leaves the church's cached group pages, a member their counts.
    afterCommit(async () => {
      await publicReadsChanged(app, churchId, 'groups');
      await publicReadsChanged(app, churchId, 'notifications'); // notices naming the member are deleted below
    });
    const [person] = await tx
      .select({ email: usuario.email })
      .from(usuario)
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
    const asked = await tx
      .select({ celulaId: celulaSolicitacao.celulaId })
      .from(celulaSolicitacao)
      .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.usuarioId, usuarioId)));
    if (person && asked.length > 0) {
      await tx.delete(notificacao).where(
        and(
          eq(notificacao.igrejaId, churchId),
          eq(notificacao.tipo, 'CELULA'),
          inArray(
            notificacao.idEntidadeRelacionada,
            asked.map((r) => r.celulaId),
          ),
          sql`strpos(lower(${notificacao.corpo}), lower(${person.email})) > 0`,
        ),
      );
    }
    await tx.delete(celulaMembro).where(and(eq(celulaMembro.igrejaId, churchId), eq(celulaMembro.usuarioId, usuarioId)));
    await tx.delete(celulaSolicitacao).where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.usuarioId, usuarioId)));
    await tx
      .update(celulaSolicitacao)
      .set({ respondidoPor: null })
      .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.respondidoPor, usuarioId)));
    await tx.delete(celulaLider).where(and(eq(celulaLider.igrejaId, churchId), eq(celulaLider.usuarioId, usuarioId)));
  },
};
