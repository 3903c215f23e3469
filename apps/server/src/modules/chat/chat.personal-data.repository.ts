import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { chatMensagem } from './chat.schema.ts';

/** Live chat messages a member sent: exported as written (a removed one without its text), deleted with the account. */
export const chatPersonalData: PersonalDataHandler = {
  key: 'chatMensagens',
  tables: ['chat_mensagem'],
  exportData: ({ tx, churchId, usuarioId }) =>
    tx
      .select({
        id: chatMensagem.id,
        culto: chatMensagem.cultoId,
        nome: chatMensagem.nome,
        texto: chatMensagem.texto,
        removida: chatMensagem.removida,
        criadoEm: chatMensagem.criadoEm,
      })
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.idUsuario, usuarioId))),
  erase: async ({ tx, churchId, usuarioId }) => {
    await tx.delete(chatMensagem).where(and(eq(chatMensagem.igrejaId, churchId), eq(chatMensagem.idUsuario, usuarioId)));
  },
};
