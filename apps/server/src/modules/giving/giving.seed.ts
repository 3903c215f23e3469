import { and, eq } from 'drizzle-orm';
import type { SeedContext } from '../../db/seed-context.ts';
import { newOrderCode } from '../payments/payment-core.ts';
import { pagamento, pagamentoItem, pagamentoMotivo, sandboxCartaoToken } from '../payments/payments.schema.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/**
 * Demo giving (after payments.seed.ts, which seeds the reasons: videira's tithe is recurrent): the demo member
 * membro@videira.demo gives a monthly recurring tithe of R$ 150,00 by card (visa ending 1111, charged four times
 * so far, next charge in 20 days) and has some history: the four tithes, a Pix offering and a missions boleto.
 */
const DAY = 24 * 60 * 60 * 1000;
const TITHE = 15_000;

export async function seedGiving(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  const usuarioId = ctx.members['membro@videira.demo']?.clients.videira;
  if (!church || !usuarioId) return;
  const reasons = await ctx.db
    .select({ id: pagamentoMotivo.id, nome: pagamentoMotivo.nome })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, church.id), eq(pagamentoMotivo.flagAtivo, true)));
  const reason = (nome: string) => reasons.find((r) => r.nome === nome);
  const tithe = reason('Dízimo');
  if (!tithe) return;
  const now = Date.now();
  const lastCharge = new Date(now - 10 * DAY);
  const token = 'tok_sbx_rec_demo_videira_membro';
  await ctx.db.insert(sandboxCartaoToken).values({
    token,
    igrejaId: church.id,
    resultado: 'aprovado',
    impressao: 'demo-visa-1111',
    bandeira: 'visa',
    ultimosDigitos: '1111',
    mesValidade: 12,
    anoValidade: new Date().getFullYear() + 3,
    titular: 'Maria Membro',
    expiraEm: lastCharge,
    flagSalvo: true,
  });
  const [gift] = await ctx.db
    .insert(doacaoRecorrente)
    .values({
      igrejaId: church.id,
      usuarioId,
      pagamentoMotivoId: tithe.id,
      valor: TITHE,
      moeda: 'BRL',
      recorrenciaDias: 30,
      status: 'ativa',
      proximaData: new Date(lastCharge.getTime() + 30 * DAY),
      ciclo: 5,
      ultimaCobrancaEm: lastCharge,
      idGatewayPagamento: 1,
      cartaoToken: token,
      bandeira: 'visa',
      ultimosDigitos: '1111',
      idioma: 'pt-BR',
      criadoEm: new Date(lastCharge.getTime() - 90 * DAY),
    })
    .returning({ id: doacaoRecorrente.id });

  type Paid = {
    motivo: { id: number; nome: string };
    valor: number;
    metodo: string;
    at: Date;
    ciclo?: number;
    detalhes: Record<string, unknown>;
  };
  const history: Paid[] = [1, 2, 3, 4].map((ciclo) => ({
    motivo: tithe,
    valor: TITHE,
    metodo: 'cartao_credito',
    at: new Date(lastCharge.getTime() - (4 - ciclo) * 30 * DAY),
    ciclo,
    detalhes: { cartao: { bandeira: 'visa', ultimosDigitos: '1111' } },
  }));
  const offering = reason('Oferta');
  const missions = reason('Missões');
  if (offering) history.push({ motivo: offering, valor: 5_000, metodo: 'pix', at: new Date(now - 45 * DAY), detalhes: {} });
  if (missions) history.push({ motivo: missions, valor: 10_000, metodo: 'boleto', at: new Date(now - 75 * DAY), detalhes: {} });
  for (const p of history) {
    const [row] = await ctx.db
      .insert(pagamento)
      .values({
        igrejaId: church.id,
        codigo: newOrderCode(),
        idUsuario: usuarioId,
        destinoTipo: 'doacao',
        descricao: p.motivo.nome,
        metodo: p.metodo,
        idGatewayPagamento: p.metodo === 'cartao_credito' ? 1 : 5,
        moeda: 'BRL',
        valor: p.valor,
        total: p.valor,
        valorParcela: p.valor,
        status: 'aprovado',
        gatewayReferencia: `sbx_demo_${newOrderCode()}`,
        detalhes: p.detalhes,
        pagoEm: p.at,
        idioma: 'pt-BR',
        reciboEnviadoEm: p.at,
        criadoEm: p.at,
        atualizadoEm: p.at,
        ...(p.ciclo ? { doacaoRecorrenteId: gift!.id, recorrenciaCiclo: p.ciclo, recorrenciaTentativa: 0 } : {}),
      })
      .returning({ id: pagamento.id });
    await ctx.db
      .insert(pagamentoItem)
      .values({ igrejaId: church.id, idPagamento: row!.id, idPagamentoMotivo: p.motivo.id, valor: p.valor });
  }
}
