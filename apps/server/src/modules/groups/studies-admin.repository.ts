import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { estudo, estudoConfiguracao } from './groups.schema.ts';

/** SQL of studies and the studies page's texts as the staff console edits them (inactive studies included). */
const columns = {
  id: estudo.id,
  titulo: estudo.titulo,
  resumo: estudo.resumo,
  conteudo: estudo.conteudo,
  flagConteudoPublico: estudo.flagConteudoPublico,
  flagAtivo: estudo.flagAtivo,
  dataPublicacao: estudo.dataPublicacao,
};
export type AdminStudyRow = NonNullable<Awaited<ReturnType<typeof findAdminStudy>>>;
export type StudyValues = Pick<typeof estudo.$inferInsert, 'titulo' | 'resumo' | 'conteudo' | 'flagConteudoPublico' | 'flagAtivo'>;

export async function listAdminStudies(tx: Tx, churchId: number, limit: number) {
  return tx
    .select(columns)
    .from(estudo)
    .where(eq(estudo.igrejaId, churchId))
    .orderBy(desc(estudo.dataPublicacao), desc(estudo.id))
    .limit(limit);
}

export async function findAdminStudy(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(estudo)
    .where(and(eq(estudo.igrejaId, churchId), eq(estudo.id, id)))
    .limit(1);
  return row;
}

export async function insertStudy(tx: Tx, churchId: number, values: StudyValues) {
  const [row] = await tx
    .insert(estudo)
    .values({ ...values, igrejaId: churchId })
    .returning(columns);
  return row!;
}

export async function updateStudy(tx: Tx, churchId: number, id: number, values: StudyValues) {
  const [row] = await tx
    .update(estudo)
    .set(values)
    .where(and(eq(estudo.igrejaId, churchId), eq(estudo.id, id)))
    .returning(columns);
  return row;
}

export async function saveStudyConfig(tx: Tx, churchId: number, values: { titulo: string | null; descricao: string | null }) {
  await tx
    .insert(estudoConfiguracao)
    .values({ igrejaId: churchId, ...values })
    .onConflictDoUpdate({ target: estudoConfiguracao.igrejaId, set: values });
}
