import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * The console's image uploads not yet named by anything (migration 0062): written with the upload
 * (admin-uploads.service.ts), taken by the save that names the image (settings-images.ts assertChurchImage, in its
 * transaction), and what is still here a day later was abandoned (a form left unsaved): the uploads sweep
 * (uploads-sweep.ts) deletes the row and the file. `imagem` is the upload's public path.
 */
export const uploadPendente = pgTable(
  'upload_pendente',
  {
    igrejaId: churchId(),
    imagem: text('imagem').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.imagem] }), index('upload_pendente_criado_idx').on(t.criadoEm)],
);
