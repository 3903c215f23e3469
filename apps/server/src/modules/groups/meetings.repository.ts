import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { celulaPresenca, celulaReuniao, estudo } from './groups.schema.ts';

/** SQL of recorded meetings and their attendance (cell-leader.service.ts, cell-health.ts), in the use case's transaction. */

export async function insertMeeting(
  tx: Tx,
  churchId: number,
  values: {
    celulaId: number;
    dataInicio: Date;
    dataFim: Date;
    estudoId: number | null;
    tema: string | null;
    observacao: string | null;
    visitantes: number;
    nomesVisitantes: string[];
    registradoPor: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(celulaReuniao)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: celulaReuniao.id });
  return row!.id;
}

/** The checklist: every member of the roster, present or not. */
export async function insertAttendance(tx: Tx, churchId: number, reuniaoId: number, rows: Array<{ usuarioId: number; presente: boolean }>) {
  if (!rows.length) return;
  await tx.insert(celulaPresenca).values(rows.map((r) => ({ ...r, igrejaId: churchId, reuniaoId })));
}

export async function activeStudyExists(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: estudo.id })
    .from(estudo)
    .where(and(eq(estudo.igrejaId, churchId), eq(estudo.id, id), eq(estudo.flagAtivo, true)))
    .limit(1);
  return row !== undefined;
}

/** Members marked and present per meeting. */
export async function attendanceCounts(tx: Tx, churchId: number, meetingIds: number[]) {
  if (!meetingIds.length) return new Map<number, { membros: number; presentes: number }>();
  const rows = await tx
    .select({
      reuniaoId: celulaPresenca.reuniaoId,
      membros: sql<number>`count(*)::int`,
      presentes: sql<number>`count(*) filter (where ${celulaPresenca.presente})::int`,
    })
    .from(celulaPresenca)
    .where(and(eq(celulaPresenca.igrejaId, churchId), inArray(celulaPresenca.reuniaoId, meetingIds)))
    .groupBy(celulaPresenca.reuniaoId);
  return new Map(rows.map((r) => [r.reuniaoId, { membros: r.membros, presentes: r.presentes }]));
}

/** The last `limit` meetings of a cell (newest first) with their visitors. */
export async function recentMeetings(tx: Tx, churchId: number, celulaId: number, limit: number) {
  return tx
    .select({ id: celulaReuniao.id, dataInicio: celulaReuniao.dataInicio, visitantes: celulaReuniao.visitantes })
    .from(celulaReuniao)
    .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.celulaId, celulaId)))
    .orderBy(desc(celulaReuniao.dataInicio), desc(celulaReuniao.id))
    .limit(limit);
}

/** A meeting's checklist by name. */
export async function meetingAttendance(tx: Tx, churchId: number, reuniaoId: number) {
  return tx
    .select({ usuarioId: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, presente: celulaPresenca.presente })
    .from(celulaPresenca)
    .innerJoin(usuario, and(eq(usuario.id, celulaPresenca.usuarioId), eq(usuario.igrejaId, churchId)))
    .where(and(eq(celulaPresenca.igrejaId, churchId), eq(celulaPresenca.reuniaoId, reuniaoId)))
    .orderBy(usuario.nome, usuario.sobrenome);
}

/** A meeting of the cell as its edit needs it (undefined: none of this cell). */
export async function findMeetingRecord(tx: Tx, churchId: number, celulaId: number, id: number) {
  const [row] = await tx
    .select({
      id: celulaReuniao.id,
      dataInicio: celulaReuniao.dataInicio,
      dataFim: celulaReuniao.dataFim,
      estudoId: celulaReuniao.estudoId,
      tema: celulaReuniao.tema,
      observacao: celulaReuniao.observacao,
      visitantes: celulaReuniao.visitantes,
      nomesVisitantes: celulaReuniao.nomesVisitantes,
      criadoEm: celulaReuniao.criadoEm,
    })
    .from(celulaReuniao)
    .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.celulaId, celulaId), eq(celulaReuniao.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateMeetingRecord(
  tx: Tx,
  churchId: number,
  id: number,
  values: Omit<Parameters<typeof insertMeeting>[2], 'celulaId' | 'registradoPor'>,
): Promise<void> {
  await tx
    .update(celulaReuniao)
    .set(values)
    .where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.id, id)));
}

/** The meeting's checklist as it was recorded: every row's member and mark. */
export async function checklistOf(tx: Tx, churchId: number, reuniaoId: number) {
  return tx
    .select({ usuarioId: celulaPresenca.usuarioId, presente: celulaPresenca.presente })
    .from(celulaPresenca)
    .where(and(eq(celulaPresenca.igrejaId, churchId), eq(celulaPresenca.reuniaoId, reuniaoId)));
}

/** Marks who of the checklist came (the rows stay: the roster of when it was recorded). */
export async function markAttendance(tx: Tx, churchId: number, reuniaoId: number, present: number[]): Promise<void> {
  await tx
    .update(celulaPresenca)
    .set({ presente: present.length ? inArray(celulaPresenca.usuarioId, present) : sql`false` })
    .where(and(eq(celulaPresenca.igrejaId, churchId), eq(celulaPresenca.reuniaoId, reuniaoId)));
}

/** Deletes the meeting; its checklist goes with it (on delete cascade). */
export async function deleteMeetingRecord(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(celulaReuniao).where(and(eq(celulaReuniao.igrejaId, churchId), eq(celulaReuniao.id, id)));
}
