import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { notesChanged } from './notes-list-cache.ts';
import { notaSermao } from './notes.schema.ts';

/** Sermon notes: exported as written, deleted with the account. */
export const notesPersonalData: PersonalDataHandler = {
  key: 'notasSermao',
  tables: ['nota_sermao'],
  exportData: ({ tx, churchId, usuarioId }) =>
    tx
      .select({
        id: notaSermao.id,
        titulo: notaSermao.titulo,
        texto: notaSermao.texto,
        criadoEm: notaSermao.criadoEm,
        atualizadoEm: notaSermao.atualizadoEm,
      })
      .from(notaSermao)
      .where(and(eq(notaSermao.igrejaId, churchId), eq(notaSermao.idUsuario, usuarioId))),
  erase: async ({ app, tx, churchId, usuarioId, afterCommit }) => {
    afterCommit(() => notesChanged(app, churchId, usuarioId));
    await tx.delete(notaSermao).where(and(eq(notaSermao.igrejaId, churchId), eq(notaSermao.idUsuario, usuarioId)));
  },
  afterMerge: async (app, churchId, usuarioIds) => {
    for (const usuarioId of usuarioIds) await notesChanged(app, churchId, usuarioId);
  },
};
