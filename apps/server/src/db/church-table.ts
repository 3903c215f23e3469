import { RESERVED_CHURCH_SLUGS } from '@congrega/contract/admin/common';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The church-table kit: the tenant table `igreja` and `churchId()`, the column every church-scoped table declares.
 * `igreja` (and `organizacao`, which it references) live here, not in modules/church/church.schema.ts, so that every
 * schema file, church.schema.ts included, can use `churchId()` without an import cycle; church.schema.ts re-exports
 * both (drizzle-kit reads them there, and `import { igreja } from '../church/church.schema.ts'` keeps working).
 */

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
    /** The church's IANA time zone: its clock for every date and time shown, and its calendar day ("today"). */
    fusoHorario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
    historia: text('historia'),
    descricao: text('descricao'),
    imagens: jsonb('imagens').$type<string[]>().notNull().default([]),
    logo: text('logo'),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    organizacaoId: integer('organizacao_id').references(() => organizacao.id),
    facebookPixelCode: text('facebook_pixel_code'),
    email: text('email'),
    /** Where replies to the church's e-mails go (Reply-To; the church's `email` when unset): settings. */
    emailResposta: text('email_resposta'),
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
    /** The legal entity's name and CNPJ (14 digits), printed on the yearly donation receipts (migration 0030). */
    razaoSocial: text('razao_social'),
    cnpj: text('cnpj'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('igreja_organizacao_idx').on(t.organizacaoId),
    // A reserved label (the console's host `admin`, `www`, `api`) is never a church's, in any case (migration 0039).
    check('igreja_slug_reservado_ck', sql`lower(${t.slug}) not in (${sql.raw(RESERVED_CHURCH_SLUGS.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/**
 * The `igreja_id` column of a church-scoped table: `integer not null references igreja(id) on delete cascade`.
 * Declare it as `igrejaId: churchId()` (a table keyed by its church: `igrejaId: churchId().primaryKey()`), put it
 * first in the table's indexes (`index('x_idx').on(t.igrejaId, ...)`), and call `congrega_enable_church_rls('<table>')`
 * in the table's migration: db/row-level-security.test.ts fails for an `igreja_id` table without forced RLS.
 * Global tables that only name a church (igreja_dominio, token_acao: the test's EXEMPT list) write their column by hand.
 */
export function churchId() {
  return integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' });
}
