import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { midiaLegenda as l, type CaptionRow } from './media.schema.ts';

/** SQL of a media file's caption tracks (media.schema.ts midia_legenda), in the caller's church transaction. */
export type { CaptionRow };

export function listCaptions(tx: Tx, churchId: number, mediaId: number): Promise<CaptionRow[]> {
  return tx
    .select()
    .from(l)
    .where(and(eq(l.igrejaId, churchId), eq(l.midiaArquivoId, mediaId)))
    .orderBy(asc(l.idioma));
}

export async function findCaption(tx: Tx, churchId: number, mediaId: number, id: number): Promise<CaptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(l)
    .where(and(eq(l.igrejaId, churchId), eq(l.midiaArquivoId, mediaId), eq(l.id, id)))
    .limit(1);
  return row;
}

/**
 * The language's track of the media file, created or replaced (label, cue count and `criado_em`, the version its
 * file is named by); the row after and the one it replaced. One statement writes it (INSERT ... ON CONFLICT on the
 * language's unique index), so two saves of one language at once both land, the later replacing the earlier.
 */
export async function upsertCaption(
  tx: Tx,
  churchId: number,
  mediaId: number,
  values: { idioma: string; rotulo: string; trechos: number; criadoEm: Date },
): Promise<{ row: CaptionRow; replaced: CaptionRow | undefined }> {
  const [replaced] = await tx
    .select()
    .from(l)
    .where(and(eq(l.igrejaId, churchId), eq(l.midiaArquivoId, mediaId), eq(l.idioma, values.idioma)))
    .for('update');
  // A new version is always later than the one it replaces (two saves in one millisecond keep distinct files).
  const criadoEm = replaced && values.criadoEm <= replaced.criadoEm ? new Date(replaced.criadoEm.getTime() + 1) : values.criadoEm;
  const [row] = await tx
    .insert(l)
    .values({ igrejaId: churchId, midiaArquivoId: mediaId, ...values, criadoEm })
    .onConflictDoUpdate({
      target: [l.igrejaId, l.midiaArquivoId, l.idioma],
      set: {
        rotulo: values.rotulo,
        trechos: values.trechos,
        criadoEm: sql`greatest(excluded.criado_em, ${l.criadoEm} + interval '1 millisecond')`,
      },
    })
    .returning();
  return { row: row!, replaced };
}

export async function deleteCaption(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(l).where(and(eq(l.igrejaId, churchId), eq(l.id, id)));
}
