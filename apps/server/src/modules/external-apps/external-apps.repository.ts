import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igrejaAppExterno } from './external-apps.schema.ts';

/** The church's set-up of one external app (its module code), if any. */
export async function findExternalApp(tx: Tx, churchId: number, codigo: string): Promise<{ url: string; segredo: string } | undefined> {
  const [row] = await tx
    .select({ url: igrejaAppExterno.url, segredo: igrejaAppExterno.segredo })
    .from(igrejaAppExterno)
    .where(and(eq(igrejaAppExterno.igrejaId, churchId), eq(igrejaAppExterno.codigo, codigo)))
    .limit(1);
  return row;
}
