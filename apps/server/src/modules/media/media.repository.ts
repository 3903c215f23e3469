import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { midiaArquivo as m, type MediaRow } from './media.schema.ts';

/**
 * SQL of the media library (media.schema.ts), run in the caller's church transaction; every query filters by church
 * too (row-level security is the backstop). The two sweeps at the end read across churches on the owner connection
 * (ids only) and the work on each row is then done in its church's transaction.
 */
export type { MediaRow };
export type MediaPatch = Partial<Omit<MediaRow, 'id' | 'igrejaId' | 'criadoEm' | 'atualizadoEm'>>;

const own = (churchId: number, id: number) => and(eq(m.igrejaId, churchId), eq(m.id, id));

export async function insertMedia(tx: Tx, churchId: number, values: { tipo: string; nome: string; tamanho: number }): Promise<MediaRow> {
  const [row] = await tx
    .insert(m)
    .values({ igrejaId: churchId, ...values })
    .returning();
  return row!;
}

export async function findMedia(tx: Tx, churchId: number, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx.select().from(m).where(own(churchId, id)).limit(1);
  return row;
}

/**
 * The row held against deletion for the rest of the transaction (FOR KEY SHARE): a content about to name it (a Play
 * content, a video, an episode) reads it so. A delete under way (FOR UPDATE) makes it wait for that delete's commit,
 * after which the row is gone (undefined, a clear refusal instead of the foreign key's error); a delete coming after
 * waits for this transaction, then finds the content naming the file (MEDIA_IN_USE). Other readers are not blocked.
 */
export async function holdMedia(tx: Tx, churchId: number, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx.select().from(m).where(own(churchId, id)).limit(1).for('key share');
  return row;
}

/** The row locked for the rest of the transaction (a chunk's append, a delete): writers of one upload queue here. */
export async function lockMedia(tx: Tx, churchId: number, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx.select().from(m).where(own(churchId, id)).limit(1).for('update');
  return row;
}

export async function listMedia(tx: Tx, churchId: number, limit: number): Promise<MediaRow[]> {
  return tx.select().from(m).where(eq(m.igrejaId, churchId)).orderBy(desc(m.criadoEm), desc(m.id)).limit(limit);
}

export async function updateMedia(tx: Tx, churchId: number, id: number, patch: MediaPatch): Promise<MediaRow | undefined> {
  const [row] = await tx
    .update(m)
    .set({ ...patch, atualizadoEm: sql`now()` })
    .where(own(churchId, id))
    .returning();
  return row;
}

export async function deleteMedia(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(m).where(own(churchId, id));
}

/**
 * Takes a video's processing: queued, or 'processando' under a runner that stopped moving it (its `atualizado_em`
 * before `staleBefore`). One UPDATE, so of two runners only one gets the row; the new `tentativas` is the claim
 * that the runner's later writes name (a runner whose claim was taken over writes nothing more).
 */
export async function claimProcessing(tx: Tx, churchId: number, id: number, staleBefore: Date): Promise<MediaRow | undefined> {
  const [row] = await tx
    .update(m)
    .set({ situacao: 'processando', progresso: 0, tentativas: sql`${m.tentativas} + 1`, atualizadoEm: sql`now()` })
    .where(and(own(churchId, id), or(eq(m.situacao, 'na_fila'), and(eq(m.situacao, 'processando'), lt(m.atualizadoEm, staleBefore)))))
    .returning();
  return row;
}

/** A write of the runner holding claim `tentativas`; false when another runner took the row over (or it is gone). */
export async function updateClaimed(tx: Tx, churchId: number, id: number, tentativas: number, patch: MediaPatch): Promise<boolean> {
  const rows = await tx
    .update(m)
    .set({ ...patch, atualizadoEm: sql`now()` })
    .where(and(own(churchId, id), eq(m.situacao, 'processando'), eq(m.tentativas, tentativas)))
    .returning({ id: m.id });
  return rows.length > 0;
}

/** Uploads still 'enviando' untouched since `before`, of every church (the abandoned-upload sweep). */
export async function listAbandonedUploads(db: Db, before: Date): Promise<{ igrejaId: number; id: number }[]> {
  return db
    .select({ igrejaId: m.igrejaId, id: m.id })
    .from(m)
    .where(and(eq(m.situacao, 'enviando'), lt(m.atualizadoEm, before)))
    .limit(500);
}

/** Videos queued, or processing under a runner that stopped, of every church (the sweep queues them again). */
export async function listStalledProcessing(db: Db, queuedBefore: Date, staleBefore: Date): Promise<{ igrejaId: number; id: number }[]> {
  return db
    .select({ igrejaId: m.igrejaId, id: m.id })
    .from(m)
    .where(
      or(
        and(eq(m.situacao, 'na_fila'), lt(m.atualizadoEm, queuedBefore)),
        and(eq(m.situacao, 'processando'), lt(m.atualizadoEm, staleBefore)),
      ),
    )
    .limit(500);
}

/** The church's processed audio files, newest first (what a podcast episode may play). */
export async function listReadyOfKind(tx: Tx, churchId: number, tipo: string, limit: number): Promise<MediaRow[]> {
  return tx
    .select()
    .from(m)
    .where(and(eq(m.igrejaId, churchId), eq(m.tipo, tipo), eq(m.situacao, 'pronto')))
    .orderBy(desc(m.criadoEm), desc(m.id))
    .limit(limit);
}
