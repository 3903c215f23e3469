import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campoPersonalizado } from './accounts.schema.ts';

export interface CustomFieldRow {
  id: number;
  chave: string;
  rotulo: string;
  tipo: string;
  opcoes: string[];
  flagObrigatorio: boolean;
}

export async function listCustomFields(tx: Tx, churchId: number): Promise<CustomFieldRow[]> {
  return tx
    .select({
      id: campoPersonalizado.id,
      chave: campoPersonalizado.chave,
      rotulo: campoPersonalizado.rotulo,
      tipo: campoPersonalizado.tipo,
      opcoes: campoPersonalizado.opcoes,
      flagObrigatorio: campoPersonalizado.flagObrigatorio,
    })
    .from(campoPersonalizado)
    .where(eq(campoPersonalizado.igrejaId, churchId))
    .orderBy(asc(campoPersonalizado.ordem), asc(campoPersonalizado.id));
}
