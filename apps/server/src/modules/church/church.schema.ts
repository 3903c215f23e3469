import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId, igreja } from '../../db/church-table.ts';

// The tenant tables (igreja, organizacao) live with the church-table kit so this file can use churchId() too.
export { igreja, organizacao } from '../../db/church-table.ts';

/**
 * Custom domains (www.videira.org -> videira). Global: needed before the tenant is known. A church's claim answers as
 * the church only once verified (`verificado_em`: a DNS TXT record carrying `token` was found, admin/custom-domains.ts);
 * several churches may claim a name, one can hold it verified.
 */
export const igrejaDominio = pgTable(
  'igreja_dominio',
  {
    hostname: text('hostname').notNull(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    /** What the TXT record `_congrega.<hostname>` must hold (`congrega-verificacao=<token>`). */
    token: text('token').notNull(),
    verificadoEm: timestamp('verificado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hostname, t.igrejaId] }),
    uniqueIndex('igreja_dominio_verificado_uq')
      .on(t.hostname)
      .where(sql`${t.verificadoEm} is not null`),
  ],
);

// ---- church-scoped tables (igreja_id first; row-level security on PostgreSQL) ----

export const igrejaModulo = pgTable(
  'igreja_modulo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    configuracao: jsonb('configuracao').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('igreja_modulo_codigo_uq').on(t.igrejaId, t.codigo)],
);

export const igrejaVisual = pgTable('igreja_visual', {
  igrejaId: churchId().primaryKey(),
  corApp: text('cor_app').notNull().default('#1F4E79'),
  corTexto: text('cor_texto').notNull().default('#FFFFFF'),
  logo: text('logo'),
  favicon: text('favicon'),
  imagemCapa: text('imagem_capa'),
});

export const igrejaAppMenu = pgTable(
  'igreja_app_menu',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    /** Internal SPA path (/prayer) or absolute external URL. */
    link: text('link').notNull(),
    icone: text('icone'),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [index('igreja_app_menu_igreja_idx').on(t.igrejaId, t.ordem)],
);

export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    imagem: text('imagem').notNull(),
    link: text('link'),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    /** The image's text alternative (the carousel's alt), at most 200 characters (migration 0033). */
    textoAlternativo: text('texto_alternativo').notNull(),
    /** The window the banner shows in (null: open on that side); the end comes after the start. */
    dataInicio: timestamp('data_inicio', { withTimezone: true }),
    dataFim: timestamp('data_fim', { withTimezone: true }),
  },
  (t) => [
    index('banner_igreja_idx').on(t.igrejaId, t.ordem),
    check('banner_janela_ck', sql`${t.dataFim} is null or ${t.dataInicio} is null or ${t.dataFim} > ${t.dataInicio}`),
  ],
);

export const congregacao = pgTable(
  'congregacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    endereco: text('endereco'),
    cidade: text('cidade'),
    estado: text('estado'),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [index('congregacao_igreja_idx').on(t.igrejaId)],
);

export const metodoPagamento = pgTable(
  'metodo_pagamento',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    /** cartao_credito | pix | boleto | dinheiro | carteira_digital | ach */
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    /** Payment gateway id (spec: 1, 4 wallet app, 5, 8). */
    idGatewayPagamento: integer('id_gateway_pagamento').notNull(),
    maxParcelas: integer('max_parcelas').notNull().default(1),
    /** Fees the church pays on this method (or the payer covers): basis points of the value plus fixed cents. */
    taxaPercentual: integer('taxa_percentual').notNull().default(0),
    taxaFixa: integer('taxa_fixa').notNull().default(0),
    /** Limits of one payment, cents (null: the gateway's own). */
    valorMinimo: integer('valor_minimo'),
    valorMaximo: integer('valor_maximo'),
    /** Card installments: monthly interest in basis points (0: installments without interest). */
    jurosMensal: integer('juros_mensal').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [uniqueIndex('metodo_pagamento_codigo_uq').on(t.igrejaId, t.codigo)],
);
