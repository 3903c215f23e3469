import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';
import { oracao, oracaoMensagem } from './prayer.schema.ts';

/**
 * Prayer wall moderation and pastoral care (issue 34). A church without a settings row has the small-church defaults
 * (contract admin/prayer.ts PRAYER_SETTINGS_DEFAULTS): publish at once, 14 days on the wall, hidden after one report.
 */
export const oracaoConfig = pgTable(
  'oracao_config',
  {
    igrejaId: churchId().primaryKey(),
    flagAprovacao: boolean('flag_aprovacao').notNull().default(false),
    diasExpiracao: integer('dias_expiracao').notNull().default(14),
    limiteDenuncias: integer('limite_denuncias').notNull().default(1),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oracao_config_dias_ck', sql`${t.diasExpiracao} between 1 and 365`),
    check('oracao_config_limite_ck', sql`${t.limiteDenuncias} between 1 and 100`),
  ],
);

/**
 * A member's report of a request or of a supportive message (exactly one of the two): one per member and item
 * (the unique indexes make a repeated report a no-op). `resolvidaEm` is set when a moderator decided on the item;
 * only unresolved reports count toward the church's threshold.
 */
export const oracaoDenuncia = pgTable(
  'oracao_denuncia',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idOracao: uuid('id_oracao').references(() => oracao.id, { onDelete: 'cascade' }),
    idMensagem: integer('id_mensagem').references(() => oracaoMensagem.id, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    resolvidaEm: timestamp('resolvida_em', { withTimezone: true }),
  },
  (t) => [
    check('oracao_denuncia_alvo_ck', sql`(${t.idOracao} is null) <> (${t.idMensagem} is null)`),
    uniqueIndex('oracao_denuncia_oracao_uq').on(t.igrejaId, t.idOracao, t.idUsuario),
    uniqueIndex('oracao_denuncia_mensagem_uq').on(t.igrejaId, t.idMensagem, t.idUsuario),
    index('oracao_denuncia_usuario_idx').on(t.igrejaId, t.idUsuario),
  ],
);

/**
 * The care follow-up of a request that asked for a call or a visit, or is private (one row per request, created at
 * the first change; none means 'novo', unassigned). Pastoral team only (grant `pastoral`), every read audited.
 */
export const oracaoCuidado = pgTable(
  'oracao_cuidado',
  {
    idOracao: uuid('id_oracao')
      .primaryKey()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    igrejaId: churchId(),
    status: text('status').notNull().default('novo'),
    /** The staff member's client account at this church. */
    idResponsavel: integer('id_responsavel').references(() => usuario.id, { onDelete: 'set null' }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oracao_cuidado_status_ck', sql`${t.status} in ('novo', 'em_andamento', 'concluido')`),
    index('oracao_cuidado_igreja_idx').on(t.igrejaId, t.status),
    index('oracao_cuidado_responsavel_idx').on(t.igrejaId, t.idResponsavel),
  ],
);

/** A private note of the pastoral team on a care item (never shown to the requester). */
export const oracaoCuidadoNota = pgTable(
  'oracao_cuidado_nota',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idOracao: uuid('id_oracao')
      .notNull()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    idAutor: integer('id_autor').references(() => usuario.id, { onDelete: 'set null' }),
    texto: text('texto').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oracao_cuidado_nota_oracao_idx').on(t.igrejaId, t.idOracao, t.criadoEm),
    index('oracao_cuidado_nota_autor_idx').on(t.igrejaId, t.idAutor),
  ],
);
