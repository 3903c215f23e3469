import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { tokenAcao } from './accounts.schema.ts';

/** Kinds of one-time tokens (token_acao.tipo). */
export type ActionTokenKind = 'recuperar_senha' | 'ativacao' | 'troca_igreja';

export async function insertActionToken(
  db: Db | Tx,
  values: { contaId: number; tipo: ActionTokenKind; tokenHash: string; igrejaId: number; expiraEm: Date },
): Promise<void> {
  await db.insert(tokenAcao).values(values);
}

const liveConditions = (tipo: ActionTokenKind, tokenHash: string, churchId: number) =>
  and(
    eq(tokenAcao.tokenHash, tokenHash),
    eq(tokenAcao.tipo, tipo),
    eq(tokenAcao.igrejaId, churchId),
    isNull(tokenAcao.usadoEm),
    gt(tokenAcao.expiraEm, sql`now()`),
  );

/** The account of a live token redeemable at `churchId`, without spending it. */
export async function peekActionToken(
  db: Db | Tx,
  tipo: ActionTokenKind,
  tokenHash: string,
  churchId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ contaId: tokenAcao.contaId })
    .from(tokenAcao)
    .where(liveConditions(tipo, tokenHash, churchId))
    .limit(1);
  return row?.contaId;
}

/** Spends a live token redeemable at `churchId` (exactly once, even under concurrency); returns its account. */
export async function spendActionToken(
  db: Db | Tx,
  tipo: ActionTokenKind,
  tokenHash: string,
  churchId: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(tokenAcao)
    .set({ usadoEm: sql`now()` })
    .where(liveConditions(tipo, tokenHash, churchId))
    .returning({ contaId: tokenAcao.contaId });
  return row?.contaId;
}

/** Invalidates every other outstanding token of one kind for an account (e.g. older reset links). */
export async function spendAllActionTokens(db: Db | Tx, contaId: number, tipo: ActionTokenKind): Promise<void> {
  await db
    .update(tokenAcao)
    .set({ usadoEm: sql`now()` })
    .where(and(eq(tokenAcao.contaId, contaId), eq(tokenAcao.tipo, tipo), isNull(tokenAcao.usadoEm)));
}
