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
