import { and, eq } from 'drizzle-orm';
import { deleteUpload } from '../../lib/image-upload.ts';
import type { PersonalDataHandler, PersonalRecord } from '../../core/personal-data.ts';
import { prayedChanged } from './prayer-wall-cache.ts';
import { oracao, oracaoMensagem, oracaoOrar } from './prayer.schema.ts';

/**
 * Prayer requests (with their pictures in DATA_DIR/uploads/prayer), the supportive messages the member wrote on
 * any request and the days they prayed: exported, then deleted with the account. Deleting a request takes the
 * messages and prayers others left on it too (they belong to the request); the picture files go after commit.
 */
export const prayerPersonalData: PersonalDataHandler = {
  key: 'oracoes',
  tables: ['oracao', 'oracao_mensagem', 'oracao_orar'],
  async exportData({ tx, churchId, usuarioId }) {
    const requests = await tx
      .select({
        id: oracao.id,
        nome: oracao.nome,
        mensagem: oracao.mensagem,
        imagem: oracao.imagem,
        criadoEm: oracao.criadoEm,
        flagPublicarMural: oracao.flagPublicarMural,
      })
      .from(oracao)
      .where(and(eq(oracao.igrejaId, churchId), eq(oracao.idUsuario, usuarioId)));
    const messages = await tx
      .select({ idOracao: oracaoMensagem.idOracao, mensagem: oracaoMensagem.mensagem, criadoEm: oracaoMensagem.criadoEm })
      .from(oracaoMensagem)
      .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.idUsuario, usuarioId)));
    const prayed = await tx
      .select({ idOracao: oracaoOrar.idOracao, dia: oracaoOrar.dia })
      .from(oracaoOrar)
      .where(and(eq(oracaoOrar.igrejaId, churchId), eq(oracaoOrar.idUsuario, usuarioId)));
    return [
      ...requests.map((r): PersonalRecord => ({ tipo: 'pedido', ...r })),
      ...messages.map((m): PersonalRecord => ({ tipo: 'mensagem', ...m })),
      ...prayed.map((p): PersonalRecord => ({ tipo: 'orou', ...p })),
    ];
  },
  async erase({ app, tx, churchId, usuarioId, afterCommit }) {
    afterCommit(() => prayedChanged(app, churchId, usuarioId));
    await tx.delete(oracaoOrar).where(and(eq(oracaoOrar.igrejaId, churchId), eq(oracaoOrar.idUsuario, usuarioId)));
    await tx.delete(oracaoMensagem).where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.idUsuario, usuarioId)));
    const removed = await tx
      .delete(oracao)
      .where(and(eq(oracao.igrejaId, churchId), eq(oracao.idUsuario, usuarioId)))
      .returning({ imagem: oracao.imagem });
    for (const { imagem } of removed) {
      if (imagem) afterCommit(() => deleteUpload(app.config.dataDir, imagem).then(() => undefined));
    }
  },
  async afterMerge(app, churchId, usuarioIds) {
    for (const usuarioId of usuarioIds) await prayedChanged(app, churchId, usuarioId);
  },
};
