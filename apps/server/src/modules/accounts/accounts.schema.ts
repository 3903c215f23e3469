import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { congregacao, igreja } from '../church/church.schema.ts';

/** Shared provider account: one e-mail and password for every church. Global table. */
export const conta = pgTable('conta', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** argon2id PHC string. */
  senhaHash: text('senha_hash').notNull(),
  flagAtivo: boolean('flag_ativo').notNull().default(false),
  /**
   * When the owner first proved they read mail at `email` (spent a link mailed there: activation or password reset);
   * null until then (registration does not send one). Only a verified address claims data left under it by
   * someone without an account (guest gifts). The address itself never changes, except to the deletion tombstone's.
   */
  emailVerificadoEm: timestamp('email_verificado_em', { withTimezone: true }),
  /** Set when the account is deleted/deactivated; tokens issued before stop working at once. */
  desativadoEm: timestamp('desativado_em', { withTimezone: true }),
  /** Bumped on password change/reset: access tokens carrying an older version are refused. */
  versaoSessao: integer('versao_sessao').notNull().default(0),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-church client account (`usuario`) with the registration profile. Church-scoped. */
export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull(),
    telefone: text('telefone'),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    sexo: text('sexo'),
    estadoCivil: text('estado_civil'),
    dataCasamento: date('data_casamento', { mode: 'string' }),
    quantidadeFilhos: integer('quantidade_filhos'),
    ocupacao: text('ocupacao'),
    congregacaoId: integer('congregacao_id').references(() => congregacao.id, { onDelete: 'set null' }),
    cpf: text('cpf'),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    pais: text('pais'),
    alergias: text('alergias'),
    cuidados: text('cuidados'),
    tipoSanguineo: text('tipo_sanguineo'),
    imagem: text('imagem'),
    camposPersonalizados: jsonb('campos_personalizados').$type<Record<string, string>>().notNull().default({}),
    /** Notice e-mails (a group's join requests and answers); off by the one-click unsubscribe link or the profile. */
    receberAvisosEmail: boolean('receber_avisos_email').notNull().default(true),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuario_conta_uq').on(t.igrejaId, t.contaId),
    index('usuario_email_idx').on(t.igrejaId, t.email),
    // The staff console's People list: name order within a church, and the congregation filter.
    index('usuario_nome_idx').on(t.igrejaId, t.nome, t.sobrenome, t.id),
    index('usuario_congregacao_idx').on(t.igrejaId, t.congregacaoId),
    index('usuario_criado_idx').on(t.igrejaId, t.criadoEm, t.id),
    // Its search (migration 0026, pg_trgm + btree_gin): church first, then the trigrams of the name and e-mail, or
    // of the CPF's and phone's digits. congrega_people_match() (same migration) is the one query that uses them.
    index('usuario_busca_texto_idx').using('gin', t.igrejaId, sql`(${t.nome} || ' ' || ${t.sobrenome} || ' ' || ${t.email}) gin_trgm_ops`),
    index('usuario_busca_digitos_idx').using(
      'gin',
      t.igrejaId,
      sql`(regexp_replace(coalesce(${t.cpf}, ''), '\\D', '', 'g') || ' ' || regexp_replace(coalesce(${t.telefone}, ''), '\\D', '', 'g')) gin_trgm_ops`,
    ),
    uniqueIndex('usuario_cpf_uq')
      .on(t.igrejaId, t.cpf)
      .where(sql`${t.cpf} is not null`),
  ],
);

/** Staff roles per user per church (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN). Church-scoped. */
export const usuarioRole = pgTable(
  'usuario_role',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [uniqueIndex('usuario_role_uq').on(t.igrejaId, t.usuarioId, t.role)],
);

/** Refresh tokens, stored as SHA-256 hashes, rotated on each use; a family shares one login. Church-scoped. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    igrejaId: churchId(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id, { onDelete: 'cascade' }),
    familia: uuid('familia').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_token_familia_idx').on(t.igrejaId, t.familia)],
);

/** One-time links (password reset, e-mail activation, church switch), stored hashed with an expiry. Global. */
export const tokenAcao = pgTable(
  'token_acao',
  {
    id: serial('id').primaryKey(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id, { onDelete: 'cascade' }),
    /** recuperar_senha | ativacao | troca_igreja */
    tipo: text('tipo').notNull(),
    /** The only church whose host may redeem the token (where the link points). */
    igrejaId: integer('igreja_id').references(() => igreja.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_acao_conta_idx').on(t.contaId, t.tipo)],
);

/** Church-defined extra profile fields. Church-scoped. */
export const campoPersonalizado = pgTable(
  'campo_personalizado',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    chave: text('chave').notNull(),
    rotulo: text('rotulo').notNull(),
    /** text | number | date | select */
    tipo: text('tipo').notNull().default('text'),
    opcoes: jsonb('opcoes').$type<string[]>().notNull().default([]),
    flagObrigatorio: boolean('flag_obrigatorio').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [uniqueIndex('campo_personalizado_chave_uq').on(t.igrejaId, t.chave)],
);
