import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { TestChurch, TestMember } from '../../test/fixtures.ts';
import { pagamento, pagamentoItem } from '../payments/payments.schema.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Test-only: a donation payment written straight to the tables (dates and statuses the gateways would give). */
export async function insertDonation(
  app: App,
  church: TestChurch,
  member: Pick<TestMember, 'usuarioId'>,
  d: {
    items: { motivo: number | null; valor: number }[];
    status?: string;
    metodo?: string;
    taxas?: number;
    moeda?: string;
    pagoEm?: Date | null;
    criadoEm?: Date;
    destino?: string;
  },
): Promise<{ id: number; codigo: string }> {
  const valor = d.items.reduce((s, i) => s + i.valor, 0);
  const total = valor + (d.taxas ?? 0);
  const status = d.status ?? 'aprovado';
  const criadoEm = d.criadoEm ?? new Date();
  const [row] = await app.database.db
    .insert(pagamento)
    .values({
      igrejaId: church.id,
      codigo: randomBytes(6).toString('hex').toUpperCase(),
      idUsuario: member.usuarioId,
      destinoTipo: d.destino ?? 'doacao',
      descricao: 'Doação',
      metodo: d.metodo ?? 'pix',
      idGatewayPagamento: 5,
      moeda: d.moeda ?? 'BRL',
      valor,
      taxas: d.taxas ?? 0,
      total,
      valorParcela: total,
      status,
      idioma: 'pt-BR',
      pagoEm: d.pagoEm === undefined ? (status === 'aprovado' ? criadoEm : null) : d.pagoEm,
      criadoEm,
    })
    .returning({ id: pagamento.id, codigo: pagamento.codigo });
  await app.database.db
    .insert(pagamentoItem)
    .values(d.items.map((i) => ({ igrejaId: church.id, idPagamento: row!.id, idPagamentoMotivo: i.motivo, valor: i.valor })));
  return row!;
}

/** Test-only: a recurring gift as checkout would have set it up (card token kept server-side). */
export async function insertRecurringGift(
  app: App,
  church: TestChurch,
  member: Pick<TestMember, 'usuarioId'>,
  motivo: number,
  values: Partial<typeof doacaoRecorrente.$inferInsert> = {},
): Promise<RecurringGiftRow> {
  const [row] = await app.database.db
    .insert(doacaoRecorrente)
    .values({
      igrejaId: church.id,
      usuarioId: member.usuarioId,
      pagamentoMotivoId: motivo,
      valor: 10_000,
      moeda: 'BRL',
      recorrenciaDias: 30,
      proximaData: new Date(Date.now() + 20 * DAY_MS),
      ultimaCobrancaEm: new Date(Date.now() - 10 * DAY_MS),
      idGatewayPagamento: 1,
      cartaoToken: `tok_secret_${randomBytes(8).toString('hex')}`,
      bandeira: 'visa',
      ultimosDigitos: '1111',
      idioma: 'pt-BR',
      ...values,
    })
    .returning();
  return row!;
}

export async function readGift(app: App, id: number): Promise<RecurringGiftRow> {
  const [row] = await app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
  return row!;
}
