import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igrejaModulo } from '../church/church.schema.ts';
import { igrejaAppExterno } from '../external-apps/external-apps.schema.ts';

/** SQL of the church's external apps in the settings: their set-up rows (one per module code) and their modules. */
export type ExternalAppRow = { codigo: string; url: string; segredo: string };

const columns = { codigo: igrejaAppExterno.codigo, url: igrejaAppExterno.url, segredo: igrejaAppExterno.segredo };

export async function listExternalApps(tx: Tx, churchId: number): Promise<ExternalAppRow[]> {
  return tx.select(columns).from(igrejaAppExterno).where(eq(igrejaAppExterno.igrejaId, churchId));
}

export async function modulesOn(tx: Tx, churchId: number, codes: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ codigo: igrejaModulo.codigo })
    .from(igrejaModulo)
    .where(and(eq(igrejaModulo.igrejaId, churchId), inArray(igrejaModulo.codigo, [...codes])));
  return rows.map((r) => r.codigo);
}

export async function findExternalAppForUpdate(tx: Tx, churchId: number, codigo: string): Promise<ExternalAppRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(igrejaAppExterno)
    .where(and(eq(igrejaAppExterno.igrejaId, churchId), eq(igrejaAppExterno.codigo, codigo)))
    .for('update');
  return row;
}

export async function saveExternalApp(tx: Tx, churchId: number, row: ExternalAppRow): Promise<void> {
  await tx
    .insert(igrejaAppExterno)
    .values({ igrejaId: churchId, ...row })
    .onConflictDoUpdate({ target: [igrejaAppExterno.igrejaId, igrejaAppExterno.codigo], set: { url: row.url, segredo: row.segredo } });
}

export async function deleteExternalApp(tx: Tx, churchId: number, codigo: string): Promise<boolean> {
  const rows = await tx
    .delete(igrejaAppExterno)
    .where(and(eq(igrejaAppExterno.igrejaId, churchId), eq(igrejaAppExterno.codigo, codigo)))
    .returning({ codigo: igrejaAppExterno.codigo });
  return rows.length === 1;
}
