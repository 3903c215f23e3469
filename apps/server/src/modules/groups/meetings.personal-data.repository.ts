import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler, PersonalRecord } from '../../core/personal-data.ts';
import { celula, celulaPresenca, celulaReuniao } from './groups.schema.ts';

/**
 * Cell meetings: the member's attendance (each meeting they were on the checklist of, present or not) and the
 * meetings they recorded as leader, exported. Erasure deletes their attendance rows (the meeting's counts then no
 * longer include them) and leaves the meetings they recorded, no longer naming who did (`registrado_por` null).
 * Visitors' names are typed by the leader and name no account: they are the cell's record, left as written.
 */
export const meetingsPersonalData: PersonalDataHandler = {
  key: 'celulas_reunioes',
  tables: ['celula_reuniao', 'celula_presenca'],
  async exportData({ tx, churchId, usuarioId }) {
    const attended = await tx
      .select({ celula: celula.nome, reuniaoId: celulaReuniao.id, data: celulaReuniao.dataInicio, presente: celulaPresenca.presente })
      .from(celulaPresenca)
      .innerJoin(celulaReuniao, and(eq(celulaReuniao.id, celulaPresenca.reuniaoId), eq(celulaReuniao.igrejaId, churchId)))
      .innerJoin(celula, and(eq(celula.id, celulaReuniao.celulaId), eq(celula.igrejaId, churchId)))
      .where(and(eq(celulaPresenca.igrejaId, churchId), eq(celulaPresenca.usuarioId, usuarioId)));
    const recorded = await tx
      .select({ celula: celula.nome, reuniaoId: celulaReuniao.id, data: celulaReuniao.dataInicio, registradoEm: celulaReuniao.criadoEm })
      .from(celulaReuniao)
      .innerJoin(celula, and(eq(celula.id, celulaReuniao.celulaId), eq(celula.igrejaId, churchId)))
      .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.registradoPor, usuarioId)));
    return [
      ...attended.map((a): PersonalRecord => ({ tipo: 'presenca', ...a })),
      ...recorded.map((r): PersonalRecord => ({ tipo: 'reuniao_registrada', ...r })),
    ];
  },
  async erase({ tx, churchId, usuarioId }) {
    await tx.delete(celulaPresenca).where(and(eq(celulaPresenca.igrejaId, churchId), eq(celulaPresenca.usuarioId, usuarioId)));
    await tx
      .update(celulaReuniao)
      .set({ registradoPor: null })
      .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.registradoPor, usuarioId)));
  },
};
