import { and, eq } from 'drizzle-orm';
import type { SeedContext } from '../../db/seed-context.ts';
import { metodoPagamento } from '../church/church.schema.ts';
import { igrejaPagamentoConfig, pagamentoMotivo } from './payments.schema.ts';

/**
 * Demo payment settings: videira takes card (12x, interest 1.99%/month), Pix, boleto, cash and the wallet app in
 * BRL with fees; grace takes card and ACH in USD. Giving reasons per church. Test cards: README "Test cards".
 */
type Fees = { taxaPercentual?: number; taxaFixa?: number; valorMinimo?: number; valorMaximo?: number; jurosMensal?: number };

const FEES: Record<string, Record<string, Fees>> = {
  videira: {
    cartao_credito: { taxaPercentual: 399, taxaFixa: 39, jurosMensal: 199 },
    pix: { taxaPercentual: 99 },
    boleto: { taxaFixa: 349, valorMinimo: 500 },
    carteira_digital: { taxaPercentual: 299, valorMaximo: 499_999 },
    dinheiro: {},
  },
  'videira-norte': { cartao_credito: { taxaPercentual: 399, taxaFixa: 39 }, pix: { taxaPercentual: 99 } },
  'videira-sul': { pix: { taxaPercentual: 99 } },
  grace: { cartao_credito: { taxaPercentual: 290, taxaFixa: 30 }, ach: { taxaPercentual: 80, valorMinimo: 100 } },
  gracia: { cartao_credito: { taxaPercentual: 250, taxaFixa: 25 } },
};

const RECEIVERS: Record<string, typeof igrejaPagamentoConfig.$inferInsert extends infer R ? Omit<R, 'igrejaId'> : never> = {
  videira: {
    pixChave: 'financeiro@videira.demo',
    pixTipoChave: 'email',
    nomeRecebedor: 'Igreja Videira',
    cidadeRecebedor: 'Sao Paulo',
    carteiraDigitalLink: 'congrega-wallet://pagar?igreja=videira&pedido={codigo}',
    flagDoacaoConvidado: true,
  },
  'videira-norte': {
    pixChave: '+5511987650001',
    pixTipoChave: 'telefone',
    nomeRecebedor: 'Igreja Videira Norte',
    cidadeRecebedor: 'Sao Paulo',
  },
  'videira-sul': {
    pixChave: '2b1f8c4e-6d0a-4f7b-9a3e-5c2d1e0f9a8b',
    pixTipoChave: 'aleatoria',
    nomeRecebedor: 'Igreja Videira Sul',
    cidadeRecebedor: 'Sao Paulo',
  },
  grace: { nomeRecebedor: 'Grace Community Church', cidadeRecebedor: 'Austin' },
  gracia: { nomeRecebedor: 'Iglesia Gracia', cidadeRecebedor: 'Madrid' },
};

const REASONS: Record<string, Array<{ nome: string; valorMinimo: number; flagRecorrencia?: boolean }>> = {
  videira: [
    { nome: 'Dízimo', valorMinimo: 100, flagRecorrencia: true },
    { nome: 'Oferta', valorMinimo: 100, flagRecorrencia: true },
    { nome: 'Missões', valorMinimo: 500 },
    { nome: 'Construção do templo', valorMinimo: 1000 },
  ],
  'videira-norte': [
    { nome: 'Dízimo', valorMinimo: 100, flagRecorrencia: true },
    { nome: 'Oferta', valorMinimo: 100 },
  ],
  grace: [
    { nome: 'Tithe', valorMinimo: 100, flagRecorrencia: true },
    { nome: 'Offering', valorMinimo: 100 },
    { nome: 'Missions', valorMinimo: 500 },
  ],
  gracia: [
    { nome: 'Diezmo', valorMinimo: 100, flagRecorrencia: true },
    { nome: 'Ofrenda', valorMinimo: 100 },
  ],
};

export async function seedPayments(ctx: SeedContext): Promise<void> {
  for (const [slug, church] of Object.entries(ctx.churches)) {
    for (const [codigo, fees] of Object.entries(FEES[slug] ?? {})) {
      if (Object.keys(fees).length === 0) continue;
      await ctx.db
        .update(metodoPagamento)
        .set(fees)
        .where(and(eq(metodoPagamento.igrejaId, church.id), eq(metodoPagamento.codigo, codigo)));
    }
    const receiver = RECEIVERS[slug];
    if (receiver) await ctx.db.insert(igrejaPagamentoConfig).values({ ...receiver, igrejaId: church.id });
    const reasons = REASONS[slug] ?? [];
    if (reasons.length > 0) await ctx.db.insert(pagamentoMotivo).values(reasons.map((r, ordem) => ({ ...r, ordem, igrejaId: church.id })));
  }
}
