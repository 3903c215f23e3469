import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * The old slugs of the church's content items (content-slugs.ts), for every kind with a slug: `tabela` names the
 * kind by its table (devocional, noticia...), `conteudo_id` the item the old slug now leads to. A slug is in one
 * item's history at most per kind (the key); an item's rows go with it when it is deleted. No foreign key: one table
 * for every kind.
 */
export const conteudoSlugAntigo = pgTable(
  'conteudo_slug_antigo',
  {
    igrejaId: churchId(),
    tabela: text('tabela').notNull(),
    slug: text('slug').notNull(),
    conteudoId: integer('conteudo_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.tabela, t.slug] })],
);
