import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refreshToken, usuario } from '../accounts/accounts.schema.ts';
import { eventoInscricao } from '../events/events.schema.ts';
import { celula, celulaMembro } from '../groups/groups.schema.ts';
import { planoLeituraInscricao } from '../reading-plans/reading-plans.schema.ts';

/**
 * A member's activity at the church (People): one statement of scalar subqueries, each on its table's church and
 * member index, and the groups they belong to. Sessions are the member app's refresh tokens at this church (the staff
 * console's are its own); a token's last use is when its session was last renewed.
 */
export interface ActivityRow {
  ultimoAcesso: Date | string | null;
  inscricoes: number;
  ultimaInscricao: Date | string | null;
  planos: number;
  planosConcluidos: number;
  ultimoPlano: string | null;
}

export async function findActivity(tx: Tx, churchId: number, usuarioId: number): Promise<ActivityRow | undefined> {
  const result = await tx.execute(sql`
    select
      (select max(greatest(r.criado_em, coalesce(r.usado_em, r.criado_em))) from ${refreshToken} r
        where r.igreja_id = u.igreja_id and r.conta_id = u.conta_id) as "ultimoAcesso",
      (select count(*)::int from ${eventoInscricao} i where i.igreja_id = u.igreja_id and i.id_usuario = u.id) as inscricoes,
      (select max(i.criado_em) from ${eventoInscricao} i where i.igreja_id = u.igreja_id and i.id_usuario = u.id) as "ultimaInscricao",
      (select count(*)::int from ${planoLeituraInscricao} p where p.igreja_id = u.igreja_id and p.id_usuario = u.id) as planos,
      (select count(*)::int from ${planoLeituraInscricao} p
        where p.igreja_id = u.igreja_id and p.id_usuario = u.id and p.concluido_em is not null) as "planosConcluidos",
      (select max(p.data_inicio)::text from ${planoLeituraInscricao} p where p.igreja_id = u.igreja_id and p.id_usuario = u.id) as "ultimoPlano"
    from ${usuario} u where u.igreja_id = ${churchId} and u.id = ${usuarioId}`);
  return (result as unknown as { rows: ActivityRow[] }).rows[0];
}

export function groupsOfMember(tx: Tx, churchId: number, usuarioId: number) {
  return tx
    .select({ id: celula.id, nome: celula.nome, desde: celulaMembro.criadoEm })
    .from(celulaMembro)
    .innerJoin(celula, and(eq(celula.igrejaId, celulaMembro.igrejaId), eq(celula.id, celulaMembro.celulaId)))
    .where(and(eq(celulaMembro.igrejaId, churchId), eq(celulaMembro.usuarioId, usuarioId)))
    .orderBy(asc(celula.nome), asc(celula.id));
}
