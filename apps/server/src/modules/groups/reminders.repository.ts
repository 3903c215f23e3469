import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { igreja } from '../../db/church-table.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { staffGrant } from '../admin/admin.schema.ts';
import { celula, celulaConfiguracao, celulaSolicitacao } from './groups.schema.ts';
import { leadersOf } from './leaders.repository.ts';

/**
 * SQL of the unanswered join requests' reminders (groups-reminder-runner.ts). A request still 'pendente' N days
 * (the church's setting, 3 by default) after it was made reminds its cell's leaders (every one); N days after that,
 * the staff.
 * Each stage is claimed by one UPDATE that sets its timestamp where it is still null: under any number of copies
 * running at once, the row lock makes the second wait, re-check and skip, so each reminder is sent exactly once.
 */
const days = sql`(coalesce((select ${celulaConfiguracao.diasLembrete} from ${celulaConfiguracao} where ${celulaConfiguracao.igrejaId} = ${celulaSolicitacao.igrejaId}), 3) * interval '1 day')`;
const leaderDue = and(isNull(celulaSolicitacao.lembreteLiderEm), sql`${celulaSolicitacao.criadoEm} <= now() - ${days}`);
const staffDue = and(
  isNotNull(celulaSolicitacao.lembreteLiderEm),
  isNull(celulaSolicitacao.lembreteEquipeEm),
  sql`${celulaSolicitacao.lembreteLiderEm} <= now() - ${days}`,
);
const pending = eq(celulaSolicitacao.status, 'pendente');

/** The churches with a reminder due (owner connection: every church). */
export async function churchesWithDueReminders(db: Db) {
  return db
    .selectDistinct({ id: igreja.id, codigo: igreja.codigo, nome: igreja.nome, idioma: igreja.idioma })
    .from(celulaSolicitacao)
    .innerJoin(igreja, eq(igreja.id, celulaSolicitacao.igrejaId))
    .where(and(pending, or(leaderDue, staffDue)));
}

const claimed = {
  id: celulaSolicitacao.id,
  celulaId: celulaSolicitacao.celulaId,
  usuarioId: celulaSolicitacao.usuarioId,
  criadoEm: celulaSolicitacao.criadoEm,
};

/** Claims the leader stage of the church's due requests (a request of a cell without a leader claims both stages). */
export async function claimLeaderReminders(tx: Tx, churchId: number) {
  return tx
    .update(celulaSolicitacao)
    .set({ lembreteLiderEm: sql`now()` })
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), pending, leaderDue))
    .returning(claimed);
}

export async function claimStaffReminders(tx: Tx, churchId: number) {
  return tx
    .update(celulaSolicitacao)
    .set({ lembreteEquipeEm: sql`now()` })
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), pending, staffDue))
    .returning(claimed);
}

/** Marks the staff stage as done too (a cell without a leader: its requests go to staff at the first stage). */
export async function markStaffReminded(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(celulaSolicitacao)
    .set({ lembreteEquipeEm: sql`now()` })
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), inArray(celulaSolicitacao.id, ids)));
}

/** The cells of the requests: name and leaders (every one; empty when the cell has none). */
export async function cellsOf(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; nome: string; leaders: number[] }>();
  const rows = await tx
    .select({ id: celula.id, nome: celula.nome })
    .from(celula)
    .where(and(eq(celula.igrejaId, churchId), inArray(celula.id, ids)));
  const leaders = await leadersOf(tx, churchId, ids);
  return new Map(rows.map((r) => [r.id, { ...r, leaders: (leaders.get(r.id) ?? []).map((l) => l.usuarioId) }]));
}

export async function namesOf(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), inArray(usuario.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.nome} ${r.sobrenome}`.trim()]));
}

/** The staff who administer cells: an unscoped cells grant at edit or admin (unexpired), or the church admin role. */
export async function cellStaff(tx: Tx, churchId: number): Promise<number[]> {
  const granted = await tx
    .selectDistinct({ id: staffGrant.usuarioId })
    .from(staffGrant)
    .where(
      and(
        eq(staffGrant.igrejaId, churchId),
        eq(staffGrant.area, 'cells'),
        isNull(staffGrant.scopeKind),
        inArray(staffGrant.action, ['edit', 'admin']),
        or(isNull(staffGrant.expiresAt), gt(staffGrant.expiresAt, sql`now()`)),
      ),
    );
  const roles = await tx
    .selectDistinct({ id: usuarioRole.usuarioId })
    .from(usuarioRole)
    .where(and(eq(usuarioRole.igrejaId, churchId), inArray(usuarioRole.role, ['ROLE_ADMIN'])));
  return [...new Set([...granted, ...roles].map((r) => r.id))];
}
