import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * The external applications a church links to (spec section 2, /third-parts/{app}: MOD_VOLUTS, MOD_MYKIDS): the
 * address to open and the secret the short-lived hand-off is signed with (shared with that application only, never
 * sent to a browser). Church-scoped.
 */
export const igrejaAppExterno = pgTable(
  'igreja_app_externo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    /** The module code that gates it: MOD_VOLUTS | MOD_MYKIDS. */
    codigo: text('codigo').notNull(),
    url: text('url').notNull(),
    segredo: text('segredo').notNull(),
  },
  (t) => [uniqueIndex('igreja_app_externo_uq').on(t.igrejaId, t.codigo)],
);
