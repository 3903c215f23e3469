import { churchDay } from '@congrega/contract/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doacaoRecorrente } from '../giving/giving.schema.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';
import { ofertaLote } from './offerings.schema.ts';

/** The dashboard's money items (issue 31's queue): failed charges of the week, payments in review, declined recurring gifts. */
let t: TestApp;
let videira: PayingChurch;
let treasurer: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  const grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  await insertPayment(t.app, videira, { status: 'cancelado', pagoEm: null });
  await insertPayment(t.app, videira, { status: 'cancelado', pagoEm: null, criadoEm: new Date(Date.now() - 30 * 86_400_000) });
  await insertPayment(t.app, videira, { status: 'em_analise', pagoEm: null });
  await insertPayment(t.app, videira, { status: 'em_analise', pagoEm: null });
  await insertPayment(t.app, grace, { status: 'em_analise', pagoEm: null, idUsuario: null });
  const giver = await createMember(t.app, videira);
  const gift = (over: Partial<typeof doacaoRecorrente.$inferInsert>) => ({
    igrejaId: videira.id,
    usuarioId: giver.usuarioId,
    pagamentoMotivoId: videira.reasons.oferta,
    valor: 5_000,
    moeda: 'BRL',
    recorrenciaDias: 30,
    idGatewayPagamento: 8,
    cartaoToken: 'tok',
    bandeira: 'visa',
    ultimosDigitos: '1111',
    idioma: 'pt-BR',
    ...over,
  });
  await t.app.database.db.insert(ofertaLote).values([
    { igrejaId: videira.id, data: '2026-11-29', contadoPorContaId: giver.contaId },
    { igrejaId: grace.id, data: '2026-11-29', contadoPorContaId: giver.contaId },
  ]);
  await t.app.database.db
    .insert(doacaoRecorrente)
    .values([
      gift({ tentativas: 0 }),
      gift({ tentativas: 2 }),
      gift({ status: 'pausada', motivoPausa: 'recusado' }),
      gift({ status: 'pausada', motivoPausa: 'usuario' }),
    ]);
});
afterAll(() => t.close());

const dashboard = async (s: StaffSession) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/dashboard', headers: s.headers })).json().itens as {
    tipo: string;
    quantidade: number;
    link: string;
  }[];

describe('the dashboard’s money items', () => {
  it("count this church's failed charges of the week and payments in review, each linking to the filtered payments", async () => {
    const items = await dashboard(treasurer);
    const since = churchDay(videira.fusoHorario, new Date(Date.now() - 7 * 86_400_000));
    expect(items.find((i) => i.tipo === 'failed_charges')).toMatchObject({ quantidade: 1, link: `/payments?status=cancelado&de=${since}` });
    expect(items.find((i) => i.tipo === 'payments_in_review')).toMatchObject({ quantidade: 2, link: '/payments?status=em_analise' });
    expect(items.find((i) => i.tipo === 'recurring_failing')).toMatchObject({ quantidade: 1, link: '/recurring?estado=falhando' });
    expect(items.find((i) => i.tipo === 'recurring_declined')).toMatchObject({ quantidade: 1, link: '/recurring?estado=recusada' });
    expect(items.find((i) => i.tipo === 'paid_after_cancel')).toMatchObject({ quantidade: 0, link: '/payments?pagoAposCancelamento=true' });
    expect(items.find((i) => i.tipo === 'webhooks_unknown')).toMatchObject({ quantidade: 0, link: '/webhooks?revisado=false' });
    // The finance preset holds offerings admin: the open batch the test counted waits for a treasurer.
    expect(items.find((i) => i.tipo === 'offering_batches_open')).toMatchObject({ quantidade: 1, link: '/offerings?estado=aberto' });
  });

  it('are not shown to a church admin without the finance grant', async () => {
    const tipos = (await dashboard(admin)).map((i) => i.tipo);
    expect(tipos).not.toContain('failed_charges');
    expect(tipos).not.toContain('payments_in_review');
    expect(tipos).not.toContain('recurring_failing');
    expect(tipos).not.toContain('offering_batches_open');
    expect(tipos).not.toContain('paid_after_cancel');
    expect(tipos).not.toContain('webhooks_unknown');
  });
});
