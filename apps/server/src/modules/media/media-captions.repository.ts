import { and, asc, eq } from 'drizzle-orm';
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

/** The language's track of the media file, created or replaced (label and cue count); the row after. */
export async function upsertCaption(
  tx: Tx,
  churchId: number,
  mediaId: number,
  values: { idioma: string; rotulo: string; trechos: number },
): Promise<{ row: CaptionRow; replaced: CaptionRow | undefined }> {
  const [replaced] = await tx
    .select()
    .from(l)
    .where(and(eq(l.igrejaId, churchId), eq(l.midiaArquivoId, mediaId), eq(l.idioma, values.idioma)))
    .for('update');
  if (replaced) {
    const [row] = await tx
      .update(l)
      .set({ rotulo: values.rotulo, trechos: values.trechos, criadoEm: new Date() })
      .where(and(eq(l.igrejaId, churchId), eq(l.id, replaced.id)))
      .returning();
    return { row: row!, replaced };
  }
  const [row] = await tx
    .insert(l)
    .values({ igrejaId: churchId, midiaArquivoId: mediaId, ...values })
    .returning();
  return { row: row!, replaced: undefined };
}

export async function deleteCaption(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(l).where(and(eq(l.igrejaId, churchId), eq(l.id, id)));
}
