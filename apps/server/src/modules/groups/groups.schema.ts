import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';

/** Small groups (cells), MOD_CELULA. Every table is church-scoped (igreja_id, row-level security in 0008_groups). */
export const celula = pgTable(
  'celula',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** The responsible person (pastor or supervisor), a name as the church writes it. */
    responsavel: text('responsavel'),
    /** Audience code (contract GROUP_AUDIENCES). */
    publico: text('publico').notNull().default('todos'),
    /** 0 (Sunday) to 6. */
    diaSemana: integer('dia_semana').notNull(),
    /** HH:MM, local time of the church. */
    horario: text('horario').notNull(),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    imagem: text('imagem'),
    /** At most this many members (null: no limit); a full cell takes no new requests. */
    capacidade: integer('capacidade'),
    /** Closed (false): members cannot ask to join; staff still add them. */
    flagAceitaSolicitacao: boolean('flag_aceita_solicitacao').notNull().default(true),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('celula_igreja_idx').on(t.igrejaId, t.diaSemana)],
);

/**
 * The leaders of a cell (issue 34: one or more), client accounts of the church: join requests and their reminders go
 * to every one of them, and each gets the leader tools of the cell. A cell may have none (requests go to staff).
 * Listed in the order staff named them (id); the first is the one the spec's single "leader" shows.
 */
export const celulaLider = pgTable(
  'celula_lider',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('celula_lider_uq').on(t.celulaId, t.usuarioId), index('celula_lider_usuario_idx').on(t.igrejaId, t.usuarioId)],
);

/** Membership of a client account in a group (the leaders are not listed here; they lead it). */
export const celulaMembro = pgTable(
  'celula_membro',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('celula_membro_uq').on(t.celulaId, t.usuarioId), index('celula_membro_usuario_idx').on(t.igrejaId, t.usuarioId)],
);

/** A join request: 'pendente' until the leader or staff answers 'aceita' or 'recusada'. One open per member and group. */
export const celulaSolicitacao = pgTable(
  'celula_solicitacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    mensagem: text('mensagem'),
    status: text('status').notNull().default('pendente'),
    respondidoPor: integer('respondido_por').references(() => usuario.id, { onDelete: 'set null' }),
    respondidoEm: timestamp('respondido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** When the unanswered request reminded the leader, then the staff (groups-reminder-runner.ts claims each once). */
    lembreteLiderEm: timestamp('lembrete_lider_em', { withTimezone: true }),
    lembreteEquipeEm: timestamp('lembrete_equipe_em', { withTimezone: true }),
  },
  (t) => [
    index('celula_solicitacao_pendente_idx')
      .on(t.igrejaId, t.criadoEm)
      .where(sql`${t.status} = 'pendente'`),
    uniqueIndex('celula_solicitacao_pendente_uq')
      .on(t.celulaId, t.usuarioId)
      .where(sql`${t.status} = 'pendente'`),
  ],
);

/** A study: sanitised rich text when served; members-only unless flagConteudoPublico. */
export const estudo = pgTable(
  'estudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo'),
    conteudo: text('conteudo').notNull(),
    imagem: text('imagem'),
    anexos: jsonb('anexos').$type<Array<{ nome: string; url: string }>>().notNull().default([]),
    flagConteudoPublico: boolean('flag_conteudo_publico').notNull().default(true),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estudo_igreja_data_idx').on(t.igrejaId, t.dataPublicacao)],
);

/** A meeting record (reuniao-registro) of a group: when, the study and the theme tag. */
export const celulaReuniao = pgTable(
  'celula_reuniao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }),
    estudoId: integer('estudo_id').references(() => estudo.id, { onDelete: 'set null' }),
    tema: text('tema'),
    observacao: text('observacao'),
    visitantes: integer('visitantes').notNull().default(0),
    nomesVisitantes: jsonb('nomes_visitantes').$type<string[]>().notNull().default([]),
    /** Who recorded it (the leader or staff); null once their account is erased. */
    registradoPor: integer('registrado_por').references(() => usuario.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('celula_reuniao_celula_idx').on(t.igrejaId, t.celulaId, t.dataInicio)],
);

/** The attendance checklist of a meeting: one row per member of the cell then, present or not. */
export const celulaPresenca = pgTable(
  'celula_presenca',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    reuniaoId: integer('reuniao_id')
      .notNull()
      .references(() => celulaReuniao.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    presente: boolean('presente').notNull(),
  },
  (t) => [uniqueIndex('celula_presenca_uq').on(t.reuniaoId, t.usuarioId), index('celula_presenca_usuario_idx').on(t.igrejaId, t.usuarioId)],
);

/** The church's cell settings: days an unanswered join request waits before it reminds the leader, then the staff. */
export const celulaConfiguracao = pgTable('celula_configuracao', {
  igrejaId: churchId().primaryKey(),
  diasLembrete: integer('dias_lembrete').notNull().default(3),
});

/** The church's settings of its studies page (configuracao-estudo). */
export const estudoConfiguracao = pgTable('estudo_configuracao', {
  igrejaId: churchId().primaryKey(),
  titulo: text('titulo'),
  descricao: text('descricao'),
});
