import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
// The core floor reads the tenant tables (igreja, igreja_dominio) through their schema files, as joins may.
import { igreja } from '../db/church-table.ts';
import { igrejaDominio } from '../modules/church/church.schema.ts';
import type { TenantChurch } from './tenant.ts';

const tenantColumns = {
  id: igreja.id,
  slug: igreja.slug,
  codigo: igreja.codigo,
  nome: igreja.nome,
  idioma: igreja.idioma,
  moeda: igreja.moeda,
  fusoHorario: igreja.fusoHorario,
  flagAtivo: igreja.flagAtivo,
  organizacaoId: igreja.organizacaoId,
};

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantChurch | undefined> {
  const [row] = await db.select(tenantColumns).from(igreja).where(eq(igreja.slug, slug)).limit(1);
  return row;
}

export async function findTenantByCustomDomain(db: Db, hostname: string): Promise<TenantChurch | undefined> {
  const [row] = await db
    .select(tenantColumns)
    .from(igrejaDominio)
    .innerJoin(igreja, eq(igreja.id, igrejaDominio.igrejaId))
    .where(and(eq(igrejaDominio.hostname, hostname), isNotNull(igrejaDominio.verificadoEm)))
    .limit(1);
  return row;
}

/** Off the request path (jobs): a church by id, on the owner connection. */
export async function findTenantById(db: Db, id: number): Promise<TenantChurch | undefined> {
  const [row] = await db.select(tenantColumns).from(igreja).where(eq(igreja.id, id)).limit(1);
  return row;
}
