import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { metodoPagamento } from '../church/church.schema.ts';

/** SQL of the console's payment methods: the church's metodo_pagamento rows (inactive ones too). */

const columns = {
  codigo: metodoPagamento.codigo,
  nome: metodoPagamento.nome,
  maxParcelas: metodoPagamento.maxParcelas,
  taxaPercentual: metodoPagamento.taxaPercentual,
  taxaFixa: metodoPagamento.taxaFixa,
  valorMinimo: metodoPagamento.valorMinimo,
  valorMaximo: metodoPagamento.valorMaximo,
  jurosMensal: metodoPagamento.jurosMensal,
  flagAtivo: metodoPagamento.flagAtivo,
};
export type PaymentMethodTerms = {
  maxParcelas: number;
  taxaPercentual: number;
  taxaFixa: number;
  valorMinimo: number | null;
  valorMaximo: number | null;
  jurosMensal: number;
  flagAtivo: boolean;
};

export function listPaymentMethods(tx: Tx, churchId: number) {
  return tx.select(columns).from(metodoPagamento).where(eq(metodoPagamento.igrejaId, churchId)).orderBy(asc(metodoPagamento.id));
}

export async function findPaymentMethodForUpdate(tx: Tx, churchId: number, codigo: string) {
  const [row] = await tx
    .select(columns)
    .from(metodoPagamento)
    .where(and(eq(metodoPagamento.igrejaId, churchId), eq(metodoPagamento.codigo, codigo)))
    .for('update');
  return row;
}

export async function updatePaymentMethod(tx: Tx, churchId: number, codigo: string, terms: PaymentMethodTerms) {
  const [row] = await tx
    .update(metodoPagamento)
    .set(terms)
    .where(and(eq(metodoPagamento.igrejaId, churchId), eq(metodoPagamento.codigo, codigo)))
    .returning(columns);
  return row!;
}
