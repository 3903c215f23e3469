import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';

/** Play settings of a church (contract play.ts PLAY_VISIBILITY). */
export const planoAssinaturaConfiguracao = pgTable('plano_assinatura_configuracao', {
  igrejaId: churchId().primaryKey(),
  tipoVisibilidadeConteudo: text('tipo_visibilidade_conteudo').notNull().default('publico'),
});

/** A plan: price per period, a one-off subscription fee, whether the subscriber covers card fees. */
export const planoAssinatura = pgTable(
  'plano_assinatura',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    codigo: text('codigo').notNull(),
    /** mensal | anual (contract PLAY_PERIODS). */
    periodo: text('periodo').notNull(),
    valor: integer('valor').notNull(),
    taxaAdesao: integer('taxa_adesao').notNull().default(0),
    flagRepassarTaxas: boolean('flag_repassar_taxas').notNull().default(false),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('plano_assinatura_igreja_idx').on(t.igrejaId, t.ordem)],
);

export const planoAssinaturaColetanea = pgTable(
  'plano_assinatura_coletanea',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    imagem: text('imagem'),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('plano_assinatura_coletanea_igreja_idx').on(t.igrejaId, t.ordem)],
);

/**
 * Which plans see a collection (the console, issue 35): a collection with no row here is seen on every plan; with
 * rows, only by subscribers of those plans (and its contents are played only by them).
 */
export const planoAssinaturaColetaneaPlano = pgTable(
  'plano_assinatura_coletanea_plano',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    coletaneaId: integer('coletanea_id')
      .notNull()
      .references(() => planoAssinaturaColetanea.id, { onDelete: 'cascade' }),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planoAssinatura.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('plano_assinatura_coletanea_plano_uq').on(t.igrejaId, t.coletaneaId, t.planoId)],
);

/**
 * A video: either a ready item of the church's media library (`midia_arquivo_id`, authored in the console; the
 * service checks it is of the same church) or, for the demo's contents, `arquivo` and `legenda`, files of the Play
 * media store (modules/play/media/). Neither is served publicly: only through short-lived signed links
 * (play-media.ts). `imagem` is a public still (null: the media item's poster). `flag_ativo` is "published".
 */
export const planoAssinaturaConteudo = pgTable(
  'plano_assinatura_conteudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull().default(''),
    descricao: text('descricao').notNull().default(''),
    imagem: text('imagem'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coletaneaId: integer('coletanea_id').references(() => planoAssinaturaColetanea.id, { onDelete: 'set null' }),
    flagDestaque: boolean('flag_destaque').notNull().default(false),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    duracaoSegundos: integer('duracao_segundos').notNull().default(0),
    arquivo: text('arquivo'),
    midiaArquivoId: integer('midia_arquivo_id').references(() => midiaArquivo.id, { onDelete: 'restrict' }),
    tipoArquivo: text('tipo_arquivo').notNull().default('video/webm'),
    legenda: text('legenda'),
    ordem: integer('ordem').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plano_assinatura_conteudo_igreja_idx').on(t.igrejaId, t.ordem),
    index('plano_assinatura_conteudo_coletanea_idx').on(t.igrejaId, t.coletaneaId),
    index('plano_assinatura_conteudo_midia_idx').on(t.igrejaId, t.midiaArquivoId),
    check('plano_assinatura_conteudo_video_ck', sql`${t.arquivo} is not null or ${t.midiaArquivoId} is not null`),
  ],
);

/** My list: one row per (member, content). */
export const usuarioPlanoAssinaturaConteudo = pgTable(
  'usuario_plano_assinatura_conteudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    conteudoId: integer('conteudo_id')
      .notNull()
      .references(() => planoAssinaturaConteudo.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuario_plano_assinatura_conteudo_uq').on(t.igrejaId, t.usuarioId, t.conteudoId)],
);

/**
 * A member's subscription. situacao: pendente (first charge under review) | ativo | inativo (lapsed or ended).
 * Valid while 'ativo' and (renewing, or before `valido_ate`). The renewal runner charges `cartao_token` (the
 * gateway's reusable token: server-side only, never answered, logged or e-mailed) for (ciclo, tentativas).
 */
export const usuarioPlanoAssinatura = pgTable(
  'usuario_plano_assinatura',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planoAssinatura.id, { onDelete: 'restrict' }),
    codigo: text('codigo').notNull(),
    situacao: text('situacao').notNull(),
    renovar: boolean('renovar').notNull().default(true),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    proximaCobranca: timestamp('proxima_cobranca', { withTimezone: true }),
    /** Number of the next charge (the first, at checkout, is 1). */
    ciclo: integer('ciclo').notNull().default(2),
    /** Declined attempts of the current cycle; the retry schedule is PLAY_RETRY_DAYS. */
    tentativas: integer('tentativas').notNull().default(0),
    idGatewayPagamento: integer('id_gateway_pagamento'),
    cartaoToken: text('cartao_token'),
    bandeira: text('bandeira'),
    ultimosDigitos: text('ultimos_digitos'),
    idioma: text('idioma').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
  },
  (t) => [
    index('usuario_plano_assinatura_usuario_idx').on(t.igrejaId, t.usuarioId),
    uniqueIndex('usuario_plano_assinatura_codigo_uq').on(t.codigo),
    // One live subscription per member and church.
    uniqueIndex('usuario_plano_assinatura_vigente_uq')
      .on(t.igrejaId, t.usuarioId)
      .where(sql`${t.situacao} <> 'inativo'`),
    index('usuario_plano_assinatura_vencimento_idx')
      .on(t.proximaCobranca)
      .where(sql`${t.situacao} = 'ativo'`),
  ],
);

/**
 * Each charge of a subscription: one row per (subscription, cycle, attempt), recorded with its payment before the
 * charge is sent (the unique index is what makes a renewal charge happen once, whatever runner copies read).
 */
export const planoAssinaturaCobranca = pgTable(
  'plano_assinatura_cobranca',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    assinaturaId: integer('assinatura_id')
      .notNull()
      .references(() => usuarioPlanoAssinatura.id, { onDelete: 'cascade' }),
    ciclo: integer('ciclo').notNull(),
    tentativa: integer('tentativa').notNull(),
    pagamentoId: integer('pagamento_id')
      .notNull()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('plano_assinatura_cobranca_tentativa_uq').on(t.assinaturaId, t.ciclo, t.tentativa),
    uniqueIndex('plano_assinatura_cobranca_pagamento_uq').on(t.pagamentoId),
    index('plano_assinatura_cobranca_igreja_idx').on(t.igrejaId, t.assinaturaId),
  ],
);

export type PlayPlanRow = typeof planoAssinatura.$inferSelect;
export type PlayContentRow = typeof planoAssinaturaConteudo.$inferSelect;
export type PlaySubscriptionRow = typeof usuarioPlanoAssinatura.$inferSelect;
