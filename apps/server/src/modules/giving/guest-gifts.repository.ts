import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { doacaoConvidado } from './giving.schema.ts';

/** Guest gifts' givers (giving.schema.ts doacao_convidado): one row per guest donation payment. */
export async function insertGuestGiver(
  tx: Tx,
  churchId: number,
  row: { pagamentoId: number; nome: string; sobrenome: string; email: string },
): Promise<void> {
  await tx
    .insert(doacaoConvidado)
    .values({ ...row, igrejaId: churchId })
    .onConflictDoNothing();
}

/** Who a guest gift's receipt goes to; undefined for a member's gift. */
export async function findGuestGiver(tx: Tx, churchId: number, pagamentoId: number) {
  const [row] = await tx
    .select({ nome: doacaoConvidado.nome, sobrenome: doacaoConvidado.sobrenome, email: doacaoConvidado.email })
    .from(doacaoConvidado)
    .where(and(eq(doacaoConvidado.igrejaId, churchId), eq(doacaoConvidado.pagamentoId, pagamentoId)))
    .limit(1);
  return row ? { nome: `${row.nome} ${row.sobrenome}`.trim(), email: row.email } : undefined;
}
