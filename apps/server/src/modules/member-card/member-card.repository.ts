import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { congregacao, igreja } from '../church/church.schema.ts';
import { usuarioCarteirinha } from './member-card.schema.ts';

/** Valid on `today` (YYYY-MM-DD, the church's calendar day): not revoked and not past its last day. */
const validOn = (today: string) =>
  sql<boolean>`(${usuarioCarteirinha.flagAtivo} and (${usuarioCarteirinha.validade} is null or ${usuarioCarteirinha.validade} >= ${today}::date))`;

const cardColumns = (today: string) => ({
  id: usuarioCarteirinha.id,
  numeroMembro: usuarioCarteirinha.numeroMembro,
  dataBatismo: usuarioCarteirinha.dataBatismo,
  cargo: usuarioCarteirinha.cargo,
  responsavel: usuarioCarteirinha.responsavel,
  validade: usuarioCarteirinha.validade,
  valida: validOn(today),
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  imagem: usuario.imagem,
  dataNascimento: usuario.dataNascimento,
  cpf: usuario.cpf,
  sexo: usuario.sexo,
  estadoCivil: usuario.estadoCivil,
  telefone: usuario.telefone,
  congregacao: congregacao.nome,
  igrejaId: igreja.id,
  igrejaNome: igreja.nome,
  igrejaLogo: igreja.logo,
});

function cardQuery(tx: Tx, churchId: number, today: string) {
  return tx
    .select(cardColumns(today))
    .from(usuarioCarteirinha)
    .innerJoin(usuario, and(eq(usuario.id, usuarioCarteirinha.usuarioId), eq(usuario.igrejaId, churchId)))
    .innerJoin(igreja, eq(igreja.id, usuarioCarteirinha.igrejaId))
    .leftJoin(congregacao, and(eq(congregacao.id, usuario.congregacaoId), eq(congregacao.igrejaId, churchId)));
}

/** The card of one client account, with the profile fields it shows and whether it is valid on `today`. */
export async function findCardOfMember(tx: Tx, churchId: number, usuarioId: number, today: string) {
  const [row] = await cardQuery(tx, churchId, today)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.usuarioId, usuarioId)))
    .limit(1);
  return row;
}

export type CardRow = NonNullable<Awaited<ReturnType<typeof findCardOfMember>>>;

/** A card by its id (the verification link names it). */
export async function findCard(tx: Tx, churchId: number, cardId: number, today: string): Promise<CardRow | undefined> {
  const [row] = await cardQuery(tx, churchId, today)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.id, cardId)))
    .limit(1);
  return row;
}

export type CardRecord = typeof usuarioCarteirinha.$inferSelect;

export async function listMemberCards(tx: Tx, churchId: number, usuarioId: number): Promise<CardRecord[]> {
  return tx
    .select()
    .from(usuarioCarteirinha)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.usuarioId, usuarioId)));
}

export async function deleteMemberCards(tx: Tx, churchId: number, usuarioId: number): Promise<void> {
  await tx.delete(usuarioCarteirinha).where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.usuarioId, usuarioId)));
}

export async function insertCard(
  tx: Tx,
  churchId: number,
  values: Omit<typeof usuarioCarteirinha.$inferInsert, 'igrejaId'>,
): Promise<number> {
  const [row] = await tx
    .insert(usuarioCarteirinha)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: usuarioCarteirinha.id });
  if (!row) throw new Error('card insert returned nothing');
  return row.id;
}

/** The card of a member as the church recorded it, with whether it is valid on `today` (the staff console's view). */
export async function findCardRecord(tx: Tx, churchId: number, usuarioId: number, today: string) {
  const [row] = await tx
    .select({
      numeroMembro: usuarioCarteirinha.numeroMembro,
      dataBatismo: usuarioCarteirinha.dataBatismo,
      cargo: usuarioCarteirinha.cargo,
      responsavel: usuarioCarteirinha.responsavel,
      validade: usuarioCarteirinha.validade,
      flagAtivo: usuarioCarteirinha.flagAtivo,
      valida: validOn(today),
      criadoEm: usuarioCarteirinha.criadoEm,
    })
    .from(usuarioCarteirinha)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.usuarioId, usuarioId)))
    .limit(1);
  return row;
}
export type CardAdminRow = NonNullable<Awaited<ReturnType<typeof findCardRecord>>>;

/**
 * Whether the client account is the church's; `lock` takes its row for the transaction, so card changes of one
 * member run one at a time.
 */
export async function clientAccountOfChurch(tx: Tx, churchId: number, usuarioId: number, { lock = false } = {}): Promise<boolean> {
  const query = tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
}

/** The client account holding a member number at the church, if any. */
export async function memberNumberHolder(tx: Tx, churchId: number, numero: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ usuarioId: usuarioCarteirinha.usuarioId })
    .from(usuarioCarteirinha)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.numeroMembro, numero)))
    .limit(1);
  return row?.usuarioId;
}

/** The highest sequence of the church's `<year>-<digits>` member numbers of a year (0: none). */
export async function lastMemberSequence(tx: Tx, churchId: number, year: number): Promise<number> {
  const pattern = `^${year}-[0-9]{1,9}$`;
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(split_part(${usuarioCarteirinha.numeroMembro}, '-', 2)::int), 0)`.mapWith(Number) })
    .from(usuarioCarteirinha)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), sql`${usuarioCarteirinha.numeroMembro} ~ ${pattern}`));
  return row?.last ?? 0;
}

export async function updateCard(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  values: Partial<Omit<typeof usuarioCarteirinha.$inferInsert, 'igrejaId' | 'usuarioId' | 'id'>>,
): Promise<void> {
  await tx
    .update(usuarioCarteirinha)
    .set(values)
    .where(and(eq(usuarioCarteirinha.igrejaId, churchId), eq(usuarioCarteirinha.usuarioId, usuarioId)));
}
