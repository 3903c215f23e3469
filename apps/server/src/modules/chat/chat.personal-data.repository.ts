import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { chatMensagem, chatSilencio } from './chat.schema.ts';

/**
 * Live chat messages a member sent: exported as written (a removed one without its text), deleted with the account.
 * Their shadow mutes (chat_silencio, issue 34): the ones on their account are exported and deleted; as the host who
 * muted someone, their id is cleared (the mute stays, without its host).
 */
export const chatPersonalData: PersonalDataHandler = {
  key: 'chatMensagens',
  tables: ['chat_mensagem', 'chat_silencio'],
  exportData: async ({ tx, churchId, usuarioId }) => {
    const mensagens = await tx
      .select({
        id: chatMensagem.id,
        culto: chatMensagem.cultoId,
        nome: chatMensagem.nome,
        texto: chatMensagem.texto,
        removida: chatMensagem.removida,
        criadoEm: chatMensagem.criadoEm,
      })
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.idUsuario, usuarioId)));
    const silencios = await tx
      .select({ nome: chatSilencio.nome, ate: chatSilencio.ate, criadoEm: chatSilencio.criadoEm })
      .from(chatSilencio)
      .where(and(eq(chatSilencio.igrejaId, churchId), eq(chatSilencio.idUsuario, usuarioId)));
    return silencios.length ? [...mensagens, ...silencios.map((s) => ({ silencio: s }))] : mensagens;
  },
  erase: async ({ tx, churchId, usuarioId }) => {
    await tx.delete(chatMensagem).where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.idUsuario, usuarioId)));
    await tx.delete(chatSilencio).where(and(eq(chatSilencio.igrejaId, churchId), eq(chatSilencio.idUsuario, usuarioId)));
    await tx
      .update(chatSilencio)
      .set({ idModerador: null })
      .where(and(eq(chatSilencio.igrejaId, churchId), eq(chatSilencio.idModerador, usuarioId)));
  },
};
