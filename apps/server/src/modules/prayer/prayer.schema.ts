import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

export const oracaoMotivo = pgTable(
  'oracao_motivo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [index('oracao_motivo_igreja_idx').on(t.igrejaId)],
);

/** Prayer request. The id is a UUID (the spec keeps prayer ids as strings; not enumerable). */
export const oracao = pgTable(
  'oracao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    igrejaId: churchId(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    idOracaoMotivo: integer('id_oracao_motivo').references(() => oracaoMotivo.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    mensagem: text('mensagem').notNull(),
    /** Server-generated file name under DATA_DIR/uploads/prayer, never user-controlled. */
    imagem: text('imagem'),
    flagPublicarMural: boolean('flag_publicar_mural').notNull().default(true),
    flagReceberLigacao: boolean('flag_receber_ligacao').notNull().default(false),
    flagReceberVisita: boolean('flag_receber_visita').notNull().default(false),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    quantidadeOracoes: integer('quantidade_oracoes').notNull().default(0),
    /**
     * Moderation state (issue 34, prayer-moderation.ts): 'publicada' on the wall, 'pendente' waiting for approval
     * (the church publishes after approval), 'oculta' hidden by a moderator or by reports until one looks.
     */
    status: text('status').notNull().default('publicada'),
    /** Off the wall from this moment (the church's N days, extendable by the author); null: never (older rows). */
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    /** Marked answered by the pastoral team: the wall shows it as a testimony. */
    respondidaEm: timestamp('respondida_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oracao_status_ck', sql`${t.status} in ('publicada', 'pendente', 'oculta')`),
    index('oracao_mural_idx').on(t.igrejaId, t.flagPublicarMural, t.criadoEm),
    index('oracao_usuario_idx').on(t.igrejaId, t.idUsuario),
  ],
);

export const oracaoMensagem = pgTable(
  'oracao_mensagem',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idOracao: uuid('id_oracao')
      .notNull()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    mensagem: text('mensagem').notNull(),
    /** 'publicada', or 'oculta' (a moderator, or reports until one looks). */
    status: text('status').notNull().default('publicada'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oracao_mensagem_status_ck', sql`${t.status} in ('publicada', 'oculta')`),
    index('oracao_mensagem_oracao_idx').on(t.igrejaId, t.idOracao, t.criadoEm),
  ],
);

/** One row per (prayer, member, day): the pray count is fair (decided rule, see prayer.service.ts). */
export const oracaoOrar = pgTable(
  'oracao_orar',
  {
    igrejaId: churchId(),
    idOracao: uuid('id_oracao')
      .notNull()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idOracao, t.idUsuario, t.dia] })],
);
