import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { webhookEvento } from '../payments/webhook-events.schema.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { dashboardCount, gatewayEvent, postNote, sendEvent } from './finance-attention.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';

/**
 * Gateway events that named an order the church does not have (issue 31): recorded once under the church they name
 * (with the reference as received, nothing recorded for a church that does not exist), listed for finance view,
 * reviewed once with a note by finance edit (audited, a second review 409), each church seeing only its own.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let graceTreasurer: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'finance');
  graceTreasurer = await staffLogin(t.app, g, { totp: true });
});
afterAll(() => t.close());

type Item = { eventoId: string; referencia: string | null; resultado: string; tipo: string; status: string | null; revisao: unknown };
const unknown = async (church: string, query = '', staff = treasurer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/${church}/finance/webhooks/unknown?${query}`,
    headers: staff.headers,
  });
  return { status: res.statusCode, body: res.json() as { itens: Item[]; total: number } };
};
const ids = (items: Item[]) => items.map((i) => i.eventoId);
const review = (eventoId: string, payload: object, staff = treasurer, church = 'videira') =>
  postNote(t.app, staff, `${church}/finance/webhooks/sandbox/${encodeURIComponent(eventoId)}/review`, payload);
const rowsOf = (eventoId: string) => t.app.database.db.select().from(webhookEvento).where(eq(webhookEvento.eventoId, eventoId));

describe('an event naming an unknown order', () => {
  it('is recorded once, with its reference, even when the gateway delivers it twice', async () => {
    const e = gatewayEvent(videira.id, `ref_${randomUUID()}`);
    expect(await sendEvent(t.app, e)).toBe('desconhecido');
    expect(await sendEvent(t.app, e)).toBe('repetido');
    expect(await rowsOf(e.id)).toMatchObject([{ igrejaId: videira.id, idPagamento: null, referencia: e.dados.referencia }]);
    const { body } = await unknown('videira');
    expect(body.itens.filter((i) => i.eventoId === e.id)).toEqual([
      expect.objectContaining({
        referencia: e.dados.referencia,
        tipo: 'status',
        status: 'aprovado',
        resultado: 'desconhecido',
        revisao: null,
      }),
    ]);
  });

  it('naming a church that does not exist, is acknowledged and not recorded', async () => {
    const e = gatewayEvent(2_000_000_000, 'ref_nowhere');
    expect(await sendEvent(t.app, e)).toBe('desconhecido');
    expect(await rowsOf(e.id)).toEqual([]);
  });

  it("is listed only at the church it named: another church's cannot be read or reviewed", async () => {
    const theirs = gatewayEvent(grace.id, `ref_${randomUUID()}`);
    await sendEvent(t.app, theirs);
    expect(ids((await unknown('videira', 'limit=100')).body.itens)).not.toContain(theirs.id);
    expect(ids((await unknown('grace', '', graceTreasurer)).body.itens)).toContain(theirs.id);
    expect((await unknown('grace')).status).toBe(404);
    const res = await review(theirs.id, { observacao: 'não é nosso' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'WEBHOOK_EVENT_NOT_FOUND']);
    expect(await rowsOf(theirs.id)).toMatchObject([{ resultado: 'desconhecido', revisadoEm: null }]);
  });
});

describe('reviewing it', () => {
  it('keeps the note, who and when, audited; once (409); the dashboard and the filter follow', async () => {
    const e = gatewayEvent(videira.id, `ref_${randomUUID()}`);
    await sendEvent(t.app, e);
    const before = await dashboardCount(t.app, treasurer, 'videira', 'webhooks_unknown');
    expect(ids((await unknown('videira', 'revisado=false&limit=100')).body.itens)).toContain(e.id);
    const res = await review(e.id, { observacao: '  Pedido de outra instalação  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventoId: e.id,
      resultado: 'desconhecido_revisto',
      revisao: { observacao: 'Pedido de outra instalação', em: expect.any(String) },
    });
    expect(res.json().revisao.por.nome).not.toBe('');
    expect(await dashboardCount(t.app, treasurer, 'videira', 'webhooks_unknown')).toBe(before! - 1);
    expect(ids((await unknown('videira', 'revisado=false&limit=100')).body.itens)).not.toContain(e.id);
    expect(ids((await unknown('videira', 'revisado=true&limit=100')).body.itens)).toContain(e.id);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'webhook_evento'), eq(auditoria.entidadeId, `sandbox:${e.id}`)));
    expect(audit).toMatchObject([{ acao: 'update', area: 'finance', antes: { resultado: 'desconhecido' } }]);
    const twice = await review(e.id, { observacao: 'de novo' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'WEBHOOK_ALREADY_REVIEWED']);
    expect(twice.json().message).toMatch(/already reviewed/);
  });

  it.each([
    ['no note', {}],
    ['a blank note', { observacao: '   ' }],
    ['a note too long', { observacao: 'x'.repeat(501) }],
    ['a note that is not text', { observacao: 5 }],
    ['an unknown field', { observacao: 'ok', extra: true }],
  ])('refuses %s (400 with the field), changing nothing', async (_what, payload) => {
    const e = gatewayEvent(videira.id, `ref_${randomUUID()}`);
    await sendEvent(t.app, e);
    const res = await review(e.id, payload);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(res.json().fields)).toEqual([Object.keys(payload).includes('extra') ? 'extra' : 'observacao']);
    expect(await rowsOf(e.id)).toMatchObject([{ resultado: 'desconhecido', revisadoEm: null }]);
  });

  it("an event of a known payment is not in the queue; staff without finance edit can't review (403)", async () => {
    const paid = await insertPayment(t.app, videira, { gatewayReferencia: `ref_${randomUUID()}`, idGatewayPagamento: 1, metodo: 'pix' });
    const e = gatewayEvent(videira.id, paid.gatewayReferencia!, 'aprovado');
    expect(await sendEvent(t.app, e)).not.toBe('desconhecido');
    const res = await review(e.id, { observacao: 'x' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'WEBHOOK_EVENT_NOT_FOUND']);
    const unknownOne = gatewayEvent(videira.id, `ref_${randomUUID()}`);
    await sendEvent(t.app, unknownOne);
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const s = await staffLogin(t.app, m, { totp: true });
      expect([preset, (await review(unknownOne.id, { observacao: 'x' }, s)).statusCode]).toEqual([preset, 403]);
      expect([preset, (await unknown('videira', '', s)).status]).toEqual([preset, 403]);
    }
  });
});
