import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja, metodoPagamento } from '../church/church.schema.ts';
import { igrejaPagamentoConfig, pagamentoMotivo } from './payments.schema.ts';

/** Test-only world builders for payments: a church that takes money, members with a country, giving reasons. */

export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  review: '4000 0000 0000 0101',
  invalid: '4000 0000 0000 0119',
} as const;

type MethodSpec = {
  gateway?: number;
  maxParcelas?: number;
  taxaPercentual?: number;
  taxaFixa?: number;
  valorMinimo?: number;
  valorMaximo?: number;
  jurosMensal?: number;
};

export interface PayingChurch extends TestChurch {
  reasons: { dizimo: number; oferta: number; missoes: number };
}

export async function createPayingChurch(
  app: App,
  slug: string,
  options: { moeda?: string; methods?: Record<string, MethodSpec>; pixKey?: string | null } = {},
): Promise<PayingChurch> {
  const church = await createChurch(app, slug);
  const db = app.database.db;
  if (options.moeda) await db.update(igreja).set({ moeda: options.moeda }).where(eq(igreja.id, church.id));
  const methods = options.methods ?? {
    cartao_credito: { gateway: 1, maxParcelas: 12, taxaPercentual: 399, taxaFixa: 39, jurosMensal: 199 },
    pix: { gateway: 5, taxaPercentual: 99 },
    boleto: { gateway: 5, taxaFixa: 349, valorMinimo: 500 },
    dinheiro: { gateway: 8 },
    carteira_digital: { gateway: 4, valorMaximo: 499_999 },
    ach: { gateway: 8 },
  };
  await db.insert(metodoPagamento).values(
    Object.entries(methods).map(([codigo, m]) => ({
      igrejaId: church.id,
      codigo,
      nome: codigo,
      idGatewayPagamento: m.gateway ?? 1,
      maxParcelas: m.maxParcelas ?? 1,
      taxaPercentual: m.taxaPercentual ?? 0,
      taxaFixa: m.taxaFixa ?? 0,
      valorMinimo: m.valorMinimo ?? null,
      valorMaximo: m.valorMaximo ?? null,
      jurosMensal: m.jurosMensal ?? 0,
    })),
  );
  await db.insert(igrejaPagamentoConfig).values({
    igrejaId: church.id,
    pixChave: options.pixKey === undefined ? `financeiro@${slug}.test` : options.pixKey,
    pixTipoChave: 'email',
    nomeRecebedor: `Igreja ${slug}`,
    cidadeRecebedor: 'Sao Paulo',
  });
  const rows = await db
    .insert(pagamentoMotivo)
    .values([
      { igrejaId: church.id, nome: 'Dízimo', valorMinimo: 100, flagRecorrencia: true, ordem: 0 },
      { igrejaId: church.id, nome: 'Oferta', valorMinimo: 100, ordem: 1 },
      { igrejaId: church.id, nome: 'Missões', valorMinimo: 500, ordem: 2 },
    ])
    .returning({ id: pagamentoMotivo.id });
  return { ...church, reasons: { dizimo: rows[0]!.id, oferta: rows[1]!.id, missoes: rows[2]!.id } };
}

/** A member whose profile address is in `pais` (Pix and boleto need BR). */
export async function createPayer(app: App, church: TestChurch, pais: string | null = 'BR'): Promise<TestMember> {
  const member = await createMember(app, church);
  await app.database.db.update(usuario).set({ pais }).where(eq(usuario.id, member.usuarioId));
  return member;
}
