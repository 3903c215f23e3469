import { and, eq } from 'drizzle-orm';
import type { PersonalDataHandler } from '../../core/personal-data.ts';
import { planoLeituraInscricao } from './reading-plans.schema.ts';

/** Reading plan progress: exported as kept, deleted with the account. */
export const readingPlansPersonalData: PersonalDataHandler = {
  key: 'planosLeitura',
  tables: ['plano_leitura_inscricao'],
  exportData: ({ tx, churchId, usuarioId }) =>
    tx
      .select({
        plano: planoLeituraInscricao.planoUuid,
        dataInicio: planoLeituraInscricao.dataInicio,
        diasLidos: planoLeituraInscricao.diasLidos,
        concluidoEm: planoLeituraInscricao.concluidoEm,
        criadoEm: planoLeituraInscricao.criadoEm,
      })
      .from(planoLeituraInscricao)
      .where(and(eq(planoLeituraInscricao.igrejaId, churchId), eq(planoLeituraInscricao.idUsuario, usuarioId))),
  erase: async ({ tx, churchId, usuarioId }) => {
    await tx
      .delete(planoLeituraInscricao)
      .where(and(eq(planoLeituraInscricao.igrejaId, churchId), eq(planoLeituraInscricao.idUsuario, usuarioId)));
  },
};
