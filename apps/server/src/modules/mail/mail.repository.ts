import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igreja } from '../../db/church-table.ts';

/** The church a message is sent as: its name and reply address (set in the settings, else its public e-mail). */
export async function findSender(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ name: igreja.nome, emailResposta: igreja.emailResposta, email: igreja.email })
    .from(igreja)
    .where(eq(igreja.id, churchId));
  if (!row) throw new Error(`church ${churchId} not found for e-mail`);
  return { name: row.name, replyTo: row.emailResposta ?? row.email ?? null };
}
