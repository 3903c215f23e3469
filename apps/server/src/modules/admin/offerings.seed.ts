import { asc, eq } from 'drizzle-orm';
import type { SeedContext } from '../../db/seed-context.ts';
import { pagamentoMotivo } from '../payments/payments.schema.ts';
import { ofertaLote, ofertaLoteItem } from './offerings.schema.ts';

/**
 * The cash offerings' demo (README "Demo logins"): last Sunday's offering at videira, counted by
 * contagem@videira.demo and left open, so a treasurer (financeiro@ or tesouraria@) can check and commit it: plate
 * cash for the first reason, a cheque, and an envelope of membro@videira.demo for the second. Runs after seedAdmin.
 */
function lastSunday(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (now.getUTCDay() || 7)));
  return d.toISOString().slice(0, 10);
}

export async function seedOfferings(ctx: SeedContext): Promise<void> {
  const videira = ctx.churches.videira;
  const counter = ctx.members['contagem@videira.demo'];
  if (!videira || !counter) return;
  const reasons = await ctx.db
    .select({ id: pagamentoMotivo.id })
    .from(pagamentoMotivo)
    .where(eq(pagamentoMotivo.igrejaId, videira.id))
    .orderBy(asc(pagamentoMotivo.ordem))
    .limit(2);
  const [first, second = first] = reasons;
  if (!first || !second) return;
  const [batch] = await ctx.db
    .insert(ofertaLote)
    .values({ igrejaId: videira.id, data: lastSunday(new Date()), culto: 'Culto da manhã', contadoPorContaId: counter.contaId })
    .returning({ id: ofertaLote.id });
  const line = { igrejaId: videira.id, loteId: batch!.id, criadoPorContaId: counter.contaId };
  await ctx.db.insert(ofertaLoteItem).values([
    { ...line, motivoId: first.id, metodo: 'dinheiro', valor: 48_750 },
    { ...line, motivoId: first.id, metodo: 'cheque', valor: 20_000 },
    {
      ...line,
      motivoId: second.id,
      metodo: 'dinheiro',
      valor: 15_000,
      envelope: '104',
      usuarioId: ctx.members['membro@videira.demo']?.clients.videira ?? null,
    },
  ]);
}
