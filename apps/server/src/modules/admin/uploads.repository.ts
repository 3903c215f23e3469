import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { uploadPendente } from './uploads.schema.ts';

/** SQL of the console's pending uploads (uploads.schema.ts): recorded, claimed by a save, swept when abandoned. */

export async function recordPendingUpload(tx: Tx, churchId: number, imagem: string): Promise<void> {
  await tx.insert(uploadPendente).values({ igrejaId: churchId, imagem }).onConflictDoNothing();
}

/**
 * Takes a pending upload for the save that names it: true when it was pending. The row lock makes a sweep of the
 * same upload wait for this transaction (and find nothing), or this one wait for the sweep (and find it gone).
 */
export async function claimPendingUpload(tx: Tx, churchId: number, imagem: string): Promise<boolean> {
  const rows = await tx
    .delete(uploadPendente)
    .where(and(eq(uploadPendente.igrejaId, churchId), eq(uploadPendente.imagem, imagem)))
    .returning({ imagem: uploadPendente.imagem });
  return rows.length > 0;
}

/** Pending uploads of every church older than `before` (the sweep's list; each is taken again in its church). */
export function listAbandonedUploads(db: Db, before: Date, limit = 500) {
  return db
    .select({ igrejaId: uploadPendente.igrejaId, imagem: uploadPendente.imagem })
    .from(uploadPendente)
    .where(lt(uploadPendente.criadoEm, before))
    .orderBy(uploadPendente.criadoEm)
    .limit(limit);
}

/** Takes an abandoned upload for the sweep, still pending and still older than `before`: true when taken. */
export async function takeAbandonedUpload(tx: Tx, churchId: number, imagem: string, before: Date): Promise<boolean> {
  const rows = await tx
    .delete(uploadPendente)
    .where(and(eq(uploadPendente.igrejaId, churchId), eq(uploadPendente.imagem, imagem), lt(uploadPendente.criadoEm, before)))
    .returning({ imagem: uploadPendente.imagem });
  return rows.length > 0;
}
