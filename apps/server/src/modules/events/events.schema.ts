import type { THolderAnswer } from '@congrega/contract/events';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';

/**
 * Events (spec sections 3 "Ticket" and "Event", 4, 5): the church's events, their ticket types with stock and
 * holder questions, registrations (one per purchase) and tickets (one per holder). Money in integer cents.
 */

const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

export const evento = pgTable(
  'evento',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo'),
    descricao: text('descricao'),
    imagem: text('imagem'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }).notNull(),
    horario: text('horario'),
    localNome: text('local_nome'),
    localCidade: text('local_cidade'),
    localEndereco: text('local_endereco'),
    localLinkMapa: text('local_link_mapa'),
    contatoNome: text('contato_nome'),
    contatoEmail: text('contato_email'),
    contatoTelefone: text('contato_telefone'),
    termos: text('termos'),
    /** Method codes the event takes (the church must also have them active). */
    metodosPagamento: jsonb('metodos_pagamento').$type<string[]>().notNull().default([]),
    maxParcelas: integer('max_parcelas').notNull().default(1),
    /** Cash/transfer: days to pay after ordering (capped at the event's start). */
    diasPrazoDinheiro: integer('dias_prazo_dinheiro').notNull().default(3),
    /** The buyer covers the payment method's fees. */
    flagRepassarTaxas: boolean('flag_repassar_taxas').notNull().default(false),
    /** Visitors may buy without an account. */
    flagConvidado: boolean('flag_convidado').notNull().default(false),
    /** Buyer profile data required: cpf | telefone | dataNascimento. */
    dadosObrigatorios: jsonb('dados_obrigatorios').$type<string[]>().notNull().default([]),
    /** Rules version: raised whenever terms, methods, installments or ticket rules change (EVT_REG_023). */
    versao: integer('versao').notNull().default(1),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    criadoEm: createdAt(),
    /**
     * When the members' EVENTO notification went (event-notice.ts): once per event. Defaults to the insert's time, so
     * seeded and older events count as told; the console's create (and a duplicate, at its first save) starts it null.
     */
    notificadoEm: timestamp('notificado_em', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('evento_igreja_data_idx').on(t.igrejaId, t.dataFim)],
);

/** A ticket type. `vendidos` (paid or free) + `reservados` (held by open orders) never exceed `quantidade`. */
export const eventoIngresso = pgTable(
  'evento_ingresso',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull().default(0),
    quantidade: integer('quantidade').notNull(),
    vendidos: integer('vendidos').notNull().default(0),
    reservados: integer('reservados').notNull().default(0),
    inicioVendas: timestamp('inicio_vendas', { withTimezone: true }),
    fimVendas: timestamp('fim_vendas', { withTimezone: true }),
    /** Most tickets of this type one buyer may hold (null: no limit). */
    limitePorUsuario: integer('limite_por_usuario'),
    flagConteudoOnline: boolean('flag_conteudo_online').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [
    index('evento_ingresso_evento_idx').on(t.igrejaId, t.eventoId),
    check(
      'evento_ingresso_estoque_ck',
      sql`${t.vendidos} >= 0 and ${t.reservados} >= 0 and ${t.vendidos} + ${t.reservados} <= ${t.quantidade}`,
    ),
  ],
);

/** A question each holder of a ticket type answers. */
export const eventoPergunta = pgTable(
  'evento_pergunta',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    ingressoId: integer('ingresso_id')
      .notNull()
      .references(() => eventoIngresso.id, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    /** HOLDER_QUESTION_TYPES: texto | escolha | simNao */
    tipo: text('tipo').notNull(),
    opcoes: jsonb('opcoes').$type<string[]>().notNull().default([]),
    obrigatoria: boolean('obrigatoria').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('evento_pergunta_ingresso_idx').on(t.igrejaId, t.ingressoId)],
);

/** One purchase: pendente (payment open, seats held), confirmada (paid or free), cancelada. */
export const eventoInscricao = pgTable(
  'evento_inscricao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    /** A guest purchase: the buyer's data (name, e-mail, phone, CPF, country), and the e-mail for the per-user limit. */
    convidado: jsonb('convidado').$type<Record<string, string>>(),
    convidadoEmail: text('convidado_email'),
    idPagamento: integer('id_pagamento').references(() => pagamento.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    valor: integer('valor').notNull(),
    moeda: text('moeda').notNull(),
    idioma: text('idioma').notNull(),
    emailEnviadoEm: timestamp('email_enviado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (t) => [
    index('evento_inscricao_usuario_idx').on(t.igrejaId, t.idUsuario, t.eventoId),
    index('evento_inscricao_pagamento_idx').on(t.igrejaId, t.idPagamento),
    // The money console's search by a guest buyer's name or e-mail (migration 0034, congrega_payment_guest_match()).
    index('evento_inscricao_convidado_busca_idx')
      .using(
        'gin',
        t.igrejaId,
        sql`(coalesce(${t.convidado}->>'nome', '') || ' ' || coalesce(${t.convidado}->>'sobrenome', '') || ' ' || ${t.convidadoEmail}) gin_trgm_ops`,
      )
      .where(sql`${t.convidadoEmail} is not null`),
  ],
);

/** One ticket: its holder, answers and unguessable code (the QR payload). */
export const eventoBilhete = pgTable(
  'evento_bilhete',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    inscricaoId: integer('inscricao_id')
      .notNull()
      .references(() => eventoInscricao.id, { onDelete: 'cascade' }),
    ingressoId: integer('ingresso_id')
      .notNull()
      .references(() => eventoIngresso.id, { onDelete: 'cascade' }),
    titular: text('titular').notNull(),
    /** [{ pergunta: question text as asked, resposta }] */
    respostas: jsonb('respostas').$type<THolderAnswer[]>().notNull().default([]),
    codigo: text('codigo').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [
    uniqueIndex('evento_bilhete_codigo_uq').on(t.codigo),
    index('evento_bilhete_inscricao_idx').on(t.igrejaId, t.inscricaoId),
    index('evento_bilhete_ingresso_idx').on(t.igrejaId, t.ingressoId),
  ],
);

/** Exclusive online content of an event's tickets with `flag_conteudo_online` (`ingresso_id` null: all of them). */
export const eventoConteudo = pgTable(
  'evento_conteudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    ingressoId: integer('ingresso_id').references(() => eventoIngresso.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    /** video | link | texto | arquivo */
    tipo: text('tipo').notNull(),
    url: text('url'),
    texto: text('texto'),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('evento_conteudo_evento_idx').on(t.igrejaId, t.eventoId)],
);
