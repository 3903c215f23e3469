import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { igreja, organizacao } from '../church/church.schema.ts';

/** Global church facts the account flows need (organization scope, church switch, link URLs). */
export interface ChurchRef {
  id: number;
  slug: string;
  codigo: string;
  nome: string;
  organizacaoId: number | null;
}

const columns = { id: igreja.id, slug: igreja.slug, codigo: igreja.codigo, nome: igreja.nome, organizacaoId: igreja.organizacaoId };

export async function findActiveChurch(db: Db, id: number): Promise<ChurchRef | undefined> {
  const [row] = await db.select(columns).from(igreja).where(and(eq(igreja.id, id), eq(igreja.flagAtivo, true))).limit(1);
  return row;
}

export async function findOrganizationSlug(db: Db, organizacaoId: number): Promise<string | undefined> {
  const [row] = await db.select({ slug: organizacao.slug }).from(organizacao).where(eq(organizacao.id, organizacaoId)).limit(1);
  return row?.slug;
}

export async function listOrganizationChurches(db: Db, organizacaoId: number): Promise<ChurchRef[]> {
  return db
    .select(columns)
    .from(igreja)
    .where(and(eq(igreja.organizacaoId, organizacaoId), eq(igreja.flagAtivo, true)))
    .orderBy(asc(igreja.id));
}
