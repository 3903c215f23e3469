import { and, eq, inArray } from 'drizzle-orm';
import type { PersonalDataHandler, PersonalRecord } from '../../core/personal-data.ts';
import { oracaoCuidado, oracaoCuidadoNota, oracaoDenuncia } from './prayer-moderation.schema.ts';
import { oracao } from './prayer.schema.ts';

/**
 * Moderation and care rows naming a member (issue 34; sensitive data, LGPD art. 11): the reports they made, the care
 * follow-up of their own requests (status, who took it, the pastoral team's notes: their right of access covers
 * them), and, as staff, the care items assigned to them and the notes they wrote. Erasure deletes their reports;
 * their requests' follow-ups and notes go with the requests (prayerPersonalData deletes those, ON DELETE CASCADE);
 * as staff they are unassigned and their notes stay, authorless (the requester's care history is not theirs).
 */
export const prayerCarePersonalData: PersonalDataHandler = {
  key: 'oracoes_cuidado',
  tables: ['oracao_denuncia', 'oracao_cuidado', 'oracao_cuidado_nota'],
  async exportData({ tx, churchId, usuarioId }) {
    const reports = await tx
      .select({ idOracao: oracaoDenuncia.idOracao, idMensagem: oracaoDenuncia.idMensagem, criadoEm: oracaoDenuncia.criadoEm })
      .from(oracaoDenuncia)
      .where(and(eq(oracaoDenuncia.igrejaId, churchId), eq(oracaoDenuncia.idUsuario, usuarioId)));
    const own = tx
      .select({ id: oracao.id })
      .from(oracao)
      .where(and(eq(oracao.igrejaId, churchId), eq(oracao.idUsuario, usuarioId)));
    const care = await tx
      .select({ idOracao: oracaoCuidado.idOracao, status: oracaoCuidado.status, atualizadoEm: oracaoCuidado.atualizadoEm })
      .from(oracaoCuidado)
      .where(and(eq(oracaoCuidado.igrejaId, churchId), inArray(oracaoCuidado.idOracao, own)));
    const notes = await tx
      .select({ idOracao: oracaoCuidadoNota.idOracao, texto: oracaoCuidadoNota.texto, criadoEm: oracaoCuidadoNota.criadoEm })
      .from(oracaoCuidadoNota)
      .where(and(eq(oracaoCuidadoNota.igrejaId, churchId), inArray(oracaoCuidadoNota.idOracao, own)));
    const assigned = await tx
      .select({ idOracao: oracaoCuidado.idOracao, status: oracaoCuidado.status })
      .from(oracaoCuidado)
      .where(and(eq(oracaoCuidado.igrejaId, churchId), eq(oracaoCuidado.idResponsavel, usuarioId)));
    const written = await tx
      .select({ idOracao: oracaoCuidadoNota.idOracao, criadoEm: oracaoCuidadoNota.criadoEm })
      .from(oracaoCuidadoNota)
      .where(and(eq(oracaoCuidadoNota.igrejaId, churchId), eq(oracaoCuidadoNota.idAutor, usuarioId)));
    return [
      ...reports.map((r): PersonalRecord => ({ tipo: 'denuncia', ...r })),
      ...care.map((c): PersonalRecord => ({ tipo: 'acompanhamento', ...c })),
      ...notes.map((n): PersonalRecord => ({ tipo: 'nota_pastoral', ...n })),
      ...assigned.map((a): PersonalRecord => ({ tipo: 'acompanhamento_atribuido', ...a })),
      ...written.map((w): PersonalRecord => ({ tipo: 'nota_escrita', ...w })),
    ];
  },
  async erase({ tx, churchId, usuarioId }) {
    await tx.delete(oracaoDenuncia).where(and(eq(oracaoDenuncia.igrejaId, churchId), eq(oracaoDenuncia.idUsuario, usuarioId)));
    await tx
      .update(oracaoCuidado)
      .set({ idResponsavel: null })
      .where(and(eq(oracaoCuidado.igrejaId, churchId), eq(oracaoCuidado.idResponsavel, usuarioId)));
    await tx
      .update(oracaoCuidadoNota)
      .set({ idAutor: null })
      .where(and(eq(oracaoCuidadoNota.igrejaId, churchId), eq(oracaoCuidadoNota.idAutor, usuarioId)));
  },
};
