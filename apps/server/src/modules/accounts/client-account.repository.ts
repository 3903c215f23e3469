import type { TClientAccount } from '@congrega/contract/user';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { congregacao } from '../church/church.schema.ts';
import { usuario } from './accounts.schema.ts';

/** Profile columns written by registration and profile update (all but identity and image). */
export type ClientProfileValues = Omit<
  typeof usuario.$inferInsert,
  'id' | 'igrejaId' | 'contaId' | 'email' | 'imagem' | 'flagAtivo' | 'criadoEm' | 'atualizadoEm'
>;

const columns = {
  id: usuario.id,
  idIgreja: usuario.igrejaId,
  email: usuario.email,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  telefone: usuario.telefone,
  dataNascimento: usuario.dataNascimento,
  sexo: usuario.sexo,
  estadoCivil: usuario.estadoCivil,
  dataCasamento: usuario.dataCasamento,
  quantidadeFilhos: usuario.quantidadeFilhos,
  ocupacao: usuario.ocupacao,
  congregacaoId: usuario.congregacaoId,
  cpf: usuario.cpf,
  cep: usuario.cep,
  logradouro: usuario.logradouro,
  numero: usuario.numero,
  complemento: usuario.complemento,
  bairro: usuario.bairro,
  cidade: usuario.cidade,
  estado: usuario.estado,
  pais: usuario.pais,
  alergias: usuario.alergias,
  cuidados: usuario.cuidados,
  tipoSanguineo: usuario.tipoSanguineo,
  imagem: usuario.imagem,
  camposPersonalizados: usuario.camposPersonalizados,
};

/** The caller's client account at one church, or undefined. */
export async function findClientAccountTx(tx: Tx, churchId: number, contaId: number): Promise<TClientAccount | undefined> {
  const [row] = await tx
    .select(columns)
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId)))
    .limit(1);
  return row;
}

/** Client accounts at one church registered with `email` (id and first name only). */
export async function findClientAccountsByEmail(tx: Tx, churchId: number, email: string): Promise<Array<{ id: number; nome: string }>> {
  return tx
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.email, email), eq(usuario.flagAtivo, true)));
}

export async function insertClientAccountTx(
  tx: Tx,
  churchId: number,
  values: ClientProfileValues & { contaId: number; email: string },
): Promise<TClientAccount> {
  const [row] = await tx
    .insert(usuario)
    .values({ ...values, igrejaId: churchId })
    .returning(columns);
  if (!row) throw new Error('usuario insert returned nothing');
  return row;
}

export async function updateClientAccount(
  tx: Tx,
  churchId: number,
  contaId: number,
  values: ClientProfileValues,
): Promise<TClientAccount | undefined> {
  const [row] = await tx
    .update(usuario)
    .set({ ...values, atualizadoEm: new Date() })
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId)))
    .returning(columns);
  return row;
}

/** A client account's notice e-mails on or off (profile, one-click unsubscribe); false when the church has no such account. */
export async function setNoticeMail(tx: Tx, churchId: number, usuarioId: number, on: boolean): Promise<boolean> {
  const rows = await tx
    .update(usuario)
    .set({ receberAvisosEmail: on })
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId), eq(usuario.flagAtivo, true)))
    .returning({ id: usuario.id });
  return rows.length > 0;
}

/** Whether a client account gets notice e-mails. */
export async function noticeMailOf(tx: Tx, churchId: number, usuarioId: number): Promise<boolean> {
  const [row] = await tx
    .select({ on: usuario.receberAvisosEmail })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
  return row?.on ?? false;
}

/** Whether another client account of the church already holds this CPF (digits only). */
export async function cpfTaken(tx: Tx, churchId: number, cpf: string, exceptContaId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.cpf, cpf), exceptContaId ? ne(usuario.contaId, exceptContaId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function congregationBelongs(tx: Tx, churchId: number, congregacaoId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: congregacao.id })
    .from(congregacao)
    .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.id, congregacaoId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets (or clears, with null) the client account's picture; returns the account and the picture it replaced (whose
 * file the caller deletes after commit). The row is locked first so two uploads at once each see the other's file.
 */
export async function replaceClientImageTx(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  imagem: string | null,
): Promise<{ account: TClientAccount; previous: string | null } | undefined> {
  const where = and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId));
  const [before] = await tx.select({ imagem: usuario.imagem }).from(usuario).where(where).for('update');
  if (!before) return undefined;
  const [account] = await tx.update(usuario).set({ imagem, atualizadoEm: new Date() }).where(where).returning(columns);
  return account ? { account, previous: before.imagem } : undefined;
}
