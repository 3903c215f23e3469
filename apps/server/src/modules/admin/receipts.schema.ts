import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/**
 * Yearly donation receipts ("informes de doações", issue 31; rules in packages/contract/src/admin/receipts.ts).
 * Church tables. A run (`informe_lote`) is one generation for a year: its receipts are listed when staff start it
 * (one row per giver, `pdf` null), then the job fills each row's PDF once (`where pdf is null`) and e-mails it once
 * (`enviado_em`). Staff are named by their shared account id, as the audit log names them.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const informeLote = pgTable(
  'informe_lote',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    ano: integer('ano').notNull(),
    /** `gerando` while the job draws the receipts, `concluido` once every one is drawn. */
    estado: text('estado').notNull().default('gerando'),
    iniciadoPorContaId: integer('iniciado_por_conta_id').notNull(),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [
    index('informe_lote_ano_idx').on(t.igrejaId, t.ano, t.id.desc()),
    // One run at a time per church: a second start while one draws is refused (409), even when two staff race.
    uniqueIndex('informe_lote_gerando_uq')
      .on(t.igrejaId)
      .where(sql`${t.estado} = 'gerando'`),
    check('informe_lote_estado_ck', sql`${t.estado} in ('gerando', 'concluido')`),
  ],
);

export const informeDoacao = pgTable(
  'informe_doacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    loteId: integer('id_lote')
      .notNull()
      .references(() => informeLote.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The receipt's language (the giver's latest online gift's, else the church's) and its file name in the ZIP. */
    idioma: text('idioma'),
    arquivo: text('arquivo'),
    pdf: bytea('pdf'),
    geradoEm: timestamp('gerado_em', { withTimezone: true }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('informe_doacao_lote_usuario_uq').on(t.igrejaId, t.loteId, t.usuarioId),
    index('informe_doacao_usuario_idx').on(t.igrejaId, t.usuarioId),
  ],
);
