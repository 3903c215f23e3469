import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idempotencia } from './payments.schema.ts';

/**
 * Idempotency keys of paying POSTs. `claim` inserts the key inside the use case's transaction: a concurrent
 * request with the same key blocks on the unique key until this transaction ends, then finds the stored answer
 * (or, if this one rolled back, takes the key itself). So one key makes one payment, whatever the concurrency.
 * A guest's key (`usuarioId` null) is scoped by the church alone (its own unique index): a replay must send the same
 * body, guest data included, or it answers 409.
 */
export type IdempotencyKey = { churchId: number; usuarioId: number | null; operacao: string; chave: string };

function byKey(k: IdempotencyKey) {
  return and(
    eq(idempotencia.igrejaId, k.churchId),
    k.usuarioId === null ? isNull(idempotencia.idUsuario) : eq(idempotencia.idUsuario, k.usuarioId),
    eq(idempotencia.operacao, k.operacao),
    eq(idempotencia.chave, k.chave),
  );
}

/** The stored answer of a key (undefined: first use). */
export async function findIdempotent(tx: Tx, k: IdempotencyKey) {
  const [row] = await tx
    .select({ corpoHash: idempotencia.corpoHash, respostaStatus: idempotencia.respostaStatus, resposta: idempotencia.resposta })
    .from(idempotencia)
    .where(byKey(k))
    .limit(1);
  return row;
}

/**
 * Takes the key for this transaction with a placeholder answer; false when another (committed) use holds it.
 * Blocks while a concurrent transaction holds the same key.
 */
export async function claimIdempotencyKey(tx: Tx, k: IdempotencyKey, corpoHash: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencia)
    .values({
      igrejaId: k.churchId,
      idUsuario: k.usuarioId,
      operacao: k.operacao,
      chave: k.chave,
      corpoHash,
      respostaStatus: 0,
      resposta: {},
    })
    .onConflictDoNothing()
    .returning({ chave: idempotencia.chave });
  return rows.length === 1;
}

export async function storeIdempotentAnswer(tx: Tx, k: IdempotencyKey, respostaStatus: number, resposta: unknown) {
  await tx.update(idempotencia).set({ respostaStatus, resposta }).where(byKey(k));
}
