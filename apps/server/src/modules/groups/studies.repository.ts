import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { celula, celulaPresenca, celulaReuniao, estudo, estudoConfiguracao } from './groups.schema.ts';

/** SQL of studies and of group meetings (their study), in the use case's church transaction. */

const studySummary = {
  id: estudo.id,
  titulo: estudo.titulo,
  resumo: estudo.resumo,
  imagem: estudo.imagem,
  flagConteudoPublico: estudo.flagConteudoPublico,
  dataPublicacao: estudo.dataPublicacao,
};

function visibleStudies(churchId: number, includeMembersOnly: boolean): SQL | undefined {
  return and(
    eq(estudo.igrejaId, churchId),
    eq(estudo.flagAtivo, true),
    includeMembersOnly ? undefined : eq(estudo.flagConteudoPublico, true),
  );
}

export async function listStudies(tx: Tx, churchId: number, includeMembersOnly: boolean, page: { page: number; limit: number }) {
  const where = visibleStudies(churchId, includeMembersOnly);
  const rows = await tx
    .select(studySummary)
    .from(estudo)
    .where(where)
    .orderBy(desc(estudo.dataPublicacao), desc(estudo.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await tx.select({ n: count() }).from(estudo).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findStudy(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({ ...studySummary, conteudo: estudo.conteudo, anexos: estudo.anexos })
    .from(estudo)
    .where(and(eq(estudo.igrejaId, churchId), eq(estudo.id, id), eq(estudo.flagAtivo, true)))
    .limit(1);
  return row;
}

export async function findStudyConfig(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ titulo: estudoConfiguracao.titulo, descricao: estudoConfiguracao.descricao })
    .from(estudoConfiguracao)
    .where(eq(estudoConfiguracao.igrejaId, churchId))
    .limit(1);
  return row;
}

const meetingColumns = {
  id: celulaReuniao.id,
  celulaId: celulaReuniao.celulaId,
  dataInicio: celulaReuniao.dataInicio,
  dataFim: celulaReuniao.dataFim,
  tema: celulaReuniao.tema,
  estudoId: estudo.id,
  estudoTitulo: estudo.titulo,
  visitantes: celulaReuniao.visitantes,
  presentes: sql<number>`(select count(*)::int from ${celulaPresenca} where ${celulaPresenca.reuniaoId} = ${sql.raw('"celula_reuniao"."id"')} and ${celulaPresenca.presente})`,
};

const meetingStudy = (churchId: number) =>
  and(eq(estudo.id, celulaReuniao.estudoId), eq(estudo.igrejaId, churchId), eq(estudo.flagAtivo, true));

/** A group's meetings, newest first. */
export async function listMeetings(tx: Tx, churchId: number, celulaId: number, limit: number) {
  return tx
    .select(meetingColumns)
    .from(celulaReuniao)
    .leftJoin(estudo, meetingStudy(churchId))
    .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.celulaId, celulaId)))
    .orderBy(desc(celulaReuniao.dataInicio), desc(celulaReuniao.id))
    .limit(limit);
}

export async function findMeeting(tx: Tx, churchId: number, celulaId: number, id: number) {
  const [row] = await tx
    .select({
      ...meetingColumns,
      observacao: celulaReuniao.observacao,
      nomesVisitantes: celulaReuniao.nomesVisitantes,
      criadoEm: celulaReuniao.criadoEm,
      celulaNome: celula.nome,
    })
    .from(celulaReuniao)
    .innerJoin(celula, and(eq(celula.id, celulaReuniao.celulaId), eq(celula.igrejaId, churchId)))
    .leftJoin(estudo, meetingStudy(churchId))
    .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.celulaId, celulaId), eq(celulaReuniao.id, id)))
    .limit(1);
  return row;
}
