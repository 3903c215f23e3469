import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';

/** SQL of the settings area's congregations, in the use case's church transaction (filtered by church too). */
export interface CongregationValues {
  nome: string;
  endereco: string | null;
  cidade: string | null;
  estado: string | null;
  flagAtivo: boolean;
}

/** The church's congregations, hidden ones too, by name, each with how many members named it. */
export function congregationsWithMembers(tx: Tx, churchId: number, id?: number) {
  return tx
    .select({
      id: congregacao.id,
      nome: congregacao.nome,
      endereco: congregacao.endereco,
      cidade: congregacao.cidade,
      estado: congregacao.estado,
      flagAtivo: congregacao.flagAtivo,
      membros: count(usuario.id),
    })
    .from(congregacao)
    .leftJoin(usuario, and(eq(usuario.congregacaoId, congregacao.id), eq(usuario.igrejaId, churchId)))
    .where(and(eq(congregacao.igrejaId, churchId), id === undefined ? undefined : eq(congregacao.id, id)))
    .groupBy(congregacao.id)
    .orderBy(asc(congregacao.nome), asc(congregacao.id));
}

/** Takes the church's congregation-name lock for the transaction: two staff adding the same name run one at a time. */
export async function lockCongregationNames(tx: Tx, churchId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin.congregations:${churchId}`}))`);
}

/** Whether another congregation of the church has this name (any case, outer spaces aside). */
export async function congregationNameTaken(tx: Tx, churchId: number, nome: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: congregacao.id })
    .from(congregacao)
    .where(
      and(
        eq(congregacao.igrejaId, churchId),
        sql`lower(trim(${congregacao.nome})) = lower(trim(${nome}))`,
        exceptId === undefined ? undefined : ne(congregacao.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCongregation(tx: Tx, churchId: number, values: CongregationValues): Promise<number> {
  const [row] = await tx
    .insert(congregacao)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: congregacao.id });
  return row!.id;
}

/** Answers whether the congregation was the church's. */
export async function updateCongregation(tx: Tx, churchId: number, id: number, values: CongregationValues): Promise<boolean> {
  const rows = await tx
    .update(congregacao)
    .set(values)
    .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.id, id)))
    .returning({ id: congregacao.id });
  return rows.length > 0;
}
