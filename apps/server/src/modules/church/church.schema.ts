import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An organization groups several churches (the "360" variant). Global table. */
export const organizacao = pgTable('organizacao', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nome: text('nome').notNull(),
  logo: text('logo'),
});

/** The tenant. Global table (it is what the host name resolves to). */
export const igreja = pgTable(
  'igreja',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: text('slug').notNull().unique(),
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    idioma: text('idioma').notNull().default('pt_BR'),
    moeda: text('moeda').notNull().default('BRL'),
    historia: text('historia'),
    descricao: text('descricao'),
    imagens: jsonb('imagens').$type<string[]>().notNull().default([]),
    logo: text('logo'),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    organizacaoId: integer('organizacao_id').references(() => organizacao.id),
    facebookPixelCode: text('facebook_pixel_code'),
    email: text('email'),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    site: text('site'),
    redesSociais: jsonb('redes_sociais').$type<Record<string, string>>().notNull().default({}),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    pais: text('pais'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    linkAppAndroid: text('link_app_android'),
    linkAppIos: text('link_app_ios'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('igreja_organizacao_idx').on(t.organizacaoId)],
);

/** Custom domains (www.videira.org -> videira). Global: needed before the tenant is known. */
export const igrejaDominio = pgTable('igreja_dominio', {
  hostname: text('hostname').primaryKey(),
  igrejaId: integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' }),
});

// ---- church-scoped tables (igreja_id first; row-level security on PostgreSQL) ----

export const igrejaModulo = pgTable(
  'igreja_modulo',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    configuracao: jsonb('configuracao').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('igreja_modulo_codigo_uq').on(t.igrejaId, t.codigo)],
);

export const igrejaVisual = pgTable('igreja_visual', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
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
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
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
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    imagem: text('imagem').notNull(),
    link: text('link'),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [index('banner_igreja_idx').on(t.igrejaId, t.ordem)],
);

export const congregacao = pgTable(
  'congregacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
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
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
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
