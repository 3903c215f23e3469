import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';

/**
 * The staff console's tables (issue 30). Grants and the audit log are church tables (row-level security); the
 * staff session and the second factor belong to the shared account (global, like `conta`).
 */

/** A grant: area x action x optional scope at one church, to a member's client account there. Church-scoped. */
export const staffGrant = pgTable(
  'staff_grant',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    action: text('action').notNull(),
    scopeKind: text('scope_kind'),
    scopeId: integer('scope_id'),
    /** The preset it was granted as (null: a single grant). */
    preset: text('preset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The client account that granted it (null once that account is erased). */
    grantedBy: integer('granted_by').references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_grant_usuario_idx').on(t.igrejaId, t.usuarioId)],
);

/**
 * A staff console session (one login): its refresh token (hash, rotated on each use; the previous hash kept so a
 * replay ends the session), an absolute end 8 h after login, and whether it passed the second factor. Global.
 */
export const staffSessao = pgTable(
  'staff_sessao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id, { onDelete: 'cascade' }),
    /** The account's session version at login: a password change ends staff sessions too. */
    versaoSessao: integer('versao_sessao').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenAnteriorHash: text('token_anterior_hash'),
    totpVerificado: boolean('totp_verificado').notNull().default(false),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessao_conta_idx').on(t.contaId), index('staff_sessao_anterior_idx').on(t.tokenAnteriorHash)],
);

/** The account's TOTP secret, encrypted (AES-256-GCM, key from JWT_SECRET); active once confirmed. Global. */
export const staffTotp = pgTable('staff_totp', {
  contaId: integer('conta_id')
    .primaryKey()
    .references(() => conta.id, { onDelete: 'cascade' }),
  segredoCifrado: text('segredo_cifrado').notNull(),
  confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  ultimoPasso: integer('ultimo_passo'),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per account, stored as SHA-256 hashes. Global. */
export const staffCodigoRecuperacao = pgTable(
  'staff_codigo_recuperacao',
  {
    id: serial('id').primaryKey(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_codigo_recuperacao_uq').on(t.contaId, t.codigoHash)],
);

/**
 * The audit log: append-only (the app role may insert and read; a trigger refuses UPDATE and DELETE for everyone).
 * Names are never copied in: the actor is the account id (after its deletion, the pseudonym), before/after are
 * masked (admin/audit-mask.ts). Church-scoped.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    igrejaId: churchId(),
    atorContaId: integer('ator_conta_id').references(() => conta.id),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    area: text('area').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id'),
    acao: text('acao').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('auditoria_em_idx').on(t.igrejaId, t.em),
    index('auditoria_ator_idx').on(t.igrejaId, t.atorContaId, t.em),
    index('auditoria_entidade_idx').on(t.igrejaId, t.entidade, t.entidadeId),
  ],
);
