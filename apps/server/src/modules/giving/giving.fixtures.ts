import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createPayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento, sandboxCartaoToken, sandboxCobranca } from '../payments/payments.schema.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

/** Test-only builders for recurring gifts: a due gift on a sandbox token whose outcome the test picks. */

export async function createDueGift(
  app: App,
  g: {
    churchId: number;
    usuarioId: number;
    motivoId: number;
    valor?: number;
    outcome?: 'aprovado' | 'recusado' | 'em_analise';
    dueAt?: Date;
  },
): Promise<RecurringGiftRow> {
  const db = app.database.db;
  const token = `tok_sbx_rec_${randomBytes(12).toString('base64url')}`;
  const outcome = g.outcome ?? 'aprovado';
  await db.insert(sandboxCartaoToken).values({
    token,
    igrejaId: g.churchId,
    resultado: outcome,
    impressao: `fp-${token}`,
    bandeira: 'visa',
    ultimosDigitos: outcome === 'aprovado' ? '1111' : '0002',
    mesValidade: 12,
    anoValidade: 2099,
    titular: 'Test Giver',
    expiraEm: new Date(),
    flagSalvo: true,
  });
  const [gift] = await db
    .insert(doacaoRecorrente)
    .values({
      igrejaId: g.churchId,
      usuarioId: g.usuarioId,
      pagamentoMotivoId: g.motivoId,
      valor: g.valor ?? 5_000,
      moeda: 'BRL',
      recorrenciaDias: 30,
      status: 'ativa',
      proximaData: g.dueAt ?? new Date(Date.now() - 60_000),
      ciclo: 2,
      idGatewayPagamento: 1,
      cartaoToken: token,
      bandeira: 'visa',
      ultimosDigitos: outcome === 'aprovado' ? '1111' : '0002',
      idioma: 'en',
    })
    .returning();
  return gift!;
}

export async function readGift(app: App, id: number): Promise<RecurringGiftRow> {
  const [row] = await app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
  return row!;
}

/** The payments (charges) of a gift, by cycle and attempt. */
export async function giftCharges(app: App, giftId: number) {
  return app.database.db
    .select({
      ciclo: pagamento.recorrenciaCiclo,
      tentativa: pagamento.recorrenciaTentativa,
      status: pagamento.status,
      total: pagamento.total,
      ref: pagamento.gatewayReferencia,
    })
    .from(pagamento)
    .where(eq(pagamento.doacaoRecorrenteId, giftId))
    .orderBy(pagamento.recorrenciaCiclo, pagamento.recorrenciaTentativa);
}

/** How many charges the sandbox gateway made under keys of this church (its idempotency record). */
export async function sandboxChargeCount(app: App, churchId: number, prefix = 'recurring_'): Promise<number> {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxCobranca)
    .where(and(eq(sandboxCobranca.igrejaId, churchId), sql`${sandboxCobranca.chave} like ${prefix + '%'}`));
  return row!.n;
}

const MEMBERS_PER_CHURCH = 20;

/** `total` due gifts spread over `churches` new churches (20 givers each), on approving sandbox tokens. */
export async function seedDueGifts(app: App, prefix: string, churches: number, total: number) {
  const db = app.database.db;
  const due = new Date(Date.now() - 60_000);
  for (let c = 0; c < churches; c++) {
    const church = await createPayingChurch(app, `${prefix}-${c}`);
    const members: TestMember[] = [];
    for (let m = 0; m < MEMBERS_PER_CHURCH; m++) members.push(await createMember(app, church));
    const tokens = Array.from({ length: total / churches }, (_, i) => `tok_sbx_rec_${prefix}_${c}_${i}`);
    await db.insert(sandboxCartaoToken).values(
      tokens.map((token) => ({
        token,
        igrejaId: church.id,
        resultado: 'aprovado',
        impressao: token,
        bandeira: 'visa',
        ultimosDigitos: '1111',
        mesValidade: 12,
        anoValidade: 2099,
        titular: 'Giver',
        expiraEm: due,
        flagSalvo: true,
      })),
    );
    await db.insert(doacaoRecorrente).values(
      tokens.map((token, i) => ({
        igrejaId: church.id,
        usuarioId: members[i % MEMBERS_PER_CHURCH]!.usuarioId,
        pagamentoMotivoId: church.reasons.dizimo,
        valor: 1_000 + i,
        moeda: 'BRL',
        recorrenciaDias: 30,
        proximaData: due,
        idGatewayPagamento: 1,
        cartaoToken: token,
        bandeira: 'visa',
        ultimosDigitos: '1111',
        idioma: 'pt-BR',
      })),
    );
  }
}
