import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { igreja } from '../../db/church-table.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { staffGrant } from './admin.schema.ts';

/**
 * What an account holds: its stored grants (unexpired, through an active client account) and its staff roles,
 * per church. Read on every admin request (staff-gate.ts), so a removal takes effect at once on every copy.
 */
type Q = Db | Tx;
const unexpired = () => or(isNull(staffGrant.expiresAt), gt(staffGrant.expiresAt, sql`now()`));

export interface StoredHeldGrant {
  igrejaId: number;
  area: string;
  action: string;
  scopeKind: string | null;
  scopeId: number | null;
  expiresAt: Date | null;
}

/** The account's unexpired grants, at one church or (churchId undefined) at every church. */
export function findHeldGrants(db: Q, contaId: number, churchId?: number): Promise<StoredHeldGrant[]> {
  return db
    .select({
      igrejaId: staffGrant.igrejaId,
      area: staffGrant.area,
      action: staffGrant.action,
      scopeKind: staffGrant.scopeKind,
      scopeId: staffGrant.scopeId,
      expiresAt: staffGrant.expiresAt,
    })
    .from(staffGrant)
    .innerJoin(usuario, eq(usuario.id, staffGrant.usuarioId))
    .where(
      and(
        eq(usuario.contaId, contaId),
        eq(usuario.flagAtivo, true),
        unexpired(),
        churchId === undefined ? undefined : eq(staffGrant.igrejaId, churchId),
      ),
    );
}

/** The account's roles (ROLE_*) through its active client accounts, per church. */
export function findHeldRoles(db: Q, contaId: number): Promise<Array<{ igrejaId: number; role: string; usuarioId: number }>> {
  return db
    .select({ igrejaId: usuarioRole.igrejaId, role: usuarioRole.role, usuarioId: usuario.id })
    .from(usuarioRole)
    .innerJoin(usuario, eq(usuario.id, usuarioRole.usuarioId))
    .where(and(eq(usuario.contaId, contaId), eq(usuario.flagAtivo, true)));
}

/** The account's active client account at the church (the staff member as a member there), if any. */
export async function findClientAccount(db: Q, churchId: number, contaId: number) {
  const [row] = await db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId), eq(usuario.flagAtivo, true)))
    .limit(1);
  return row;
}

/** Churches by id (or every church: a super admin's list), for `me`. */
export function listChurches(db: Q, ids: number[] | 'all') {
  const columns = {
    id: igreja.id,
    slug: igreja.slug,
    nome: igreja.nome,
    logo: igreja.logo,
    idioma: igreja.idioma,
    fusoHorario: igreja.fusoHorario,
    // The outer row's id written out: drizzle renders `${igreja.id}` in a select list unqualified, and inside the
    // subquery a bare "id" is igreja_modulo's own.
    modulos: sql<
      string[]
    >`coalesce((select array_agg(m.codigo order by m.codigo) from igreja_modulo m where m.igreja_id = "igreja"."id"), '{}')`,
  };
  const base = db.select(columns).from(igreja);
  if (ids === 'all') return base.where(eq(igreja.flagAtivo, true)).orderBy(asc(igreja.nome));
  if (!ids.length) return Promise.resolve([]);
  return base.where(and(eq(igreja.flagAtivo, true), sql`${igreja.id} in ${ids}`)).orderBy(asc(igreja.nome));
}
