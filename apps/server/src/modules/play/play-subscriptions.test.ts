import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { PLAY_MEDIA_DIR, signMediaToken } from './play-media.ts';
import { cardToken, createPlayChurch, subscribeRequest, type PlayChurch } from './play.fixtures.ts';

const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });

describe('Play subscriptions: subscribe once per key, my subscriptions, cancel; playback only with a valid subscription', () => {
  let t: TestApp;
  let church: PlayChurch;
  let buyer: TestMember;
  let outsider: TestMember;
  const mine = (who: TestMember) =>
    t.app.inject({ url: `/api/v1/usuario/${who.usuarioId}/usuario-plano-assinatura/?igreja=${church.id}`, headers: en(who.headers) });
  const playback = (who: TestMember, id = church.contents[0]) =>
    t.app.inject({ url: `/api/v1/plano-assinatura-conteudo/${id}/reproducao/`, headers: en(who.headers) });
  const charges = async () =>
    (
      await t.app.database.db
        .select({ n: count() })
        .from(pagamento)
        .where(and(eq(pagamento.igrejaId, church.id), eq(pagamento.destinoTipo, 'assinatura_play')))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'assinatura');
    buyer = await createPayer(t.app, church);
    outsider = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('playback is refused without an active subscription (403), and to visitors (401)', async () => {
    const res = await playback(outsider);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      403,
      'PLAY_SUBSCRIPTION_REQUIRED',
      'You need an active subscription to watch.',
    ]);
    expect(
      (await t.app.inject({ url: `/api/v1/plano-assinatura-conteudo/${church.contents[0]}/reproducao/`, headers: { host: church.host } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a price other than shown (409), an unknown plan (404) and a missing key (400), charging nothing', async () => {
    const token = await cardToken(t.app, church, buyer);
    const changed = await subscribeRequest(t.app, church, buyer, { cartao: { token }, valor: 1_000 });
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'PLAY_PRICE_CHANGED']);
    expect((await subscribeRequest(t.app, church, buyer, { cartao: { token }, planoAssinatura: 999_999 })).json().code).toBe(
      'PLAY_PLAN_NOT_FOUND',
    );
    const noKey = await t.app.inject({ method: 'POST', url: '/api/v1/usuario-plano-assinatura/', headers: buyer.headers, payload: {} });
    expect(noKey.statusCode).toBe(400);
    expect(await charges()).toBe(0);
  });

  it('subscribes by card once per Idempotency-Key: a replay answers the same, charges nothing again', async () => {
    const token = await cardToken(t.app, church, buyer);
    const key = randomUUID();
    const first = await subscribeRequest(t.app, church, buyer, { cartao: { token } }, key);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.pagamento).toMatchObject({ status: 'aprovado', total: 2_000, destino: { tipo: 'assinatura_play', descricao: 'Mensal' } });
    expect(body.assinatura).toMatchObject({
      status: { situacao: 'ativo' },
      renovacaoAutomatica: true,
      plano: { codigo: 'M', periodo: 'mensal' },
    });
    const replay = await subscribeRequest(t.app, church, buyer, { cartao: { token } }, key);
    expect(replay.json()).toEqual(body);
    expect(await charges()).toBe(1);
    const again = await subscribeRequest(t.app, church, buyer, { cartao: { token: await cardToken(t.app, church, buyer) } });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PLAY_ALREADY_SUBSCRIBED']);
    const list = (await mine(buyer)).json().assinaturas;
    expect(list).toMatchObject([{ codigo: body.assinatura.codigo, status: { situacao: 'ativo' }, cartao: { ultimosDigitos: '1111' } }]);
    expect(JSON.stringify(list)).not.toContain('tok_');
    expect((await mine(outsider)).json().assinaturas).toEqual([]);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/usuario/${buyer.usuarioId}/usuario-plano-assinatura/?igreja=${church.id}`,
          headers: outsider.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a declined card answers 402 and starts no subscription', async () => {
    const res = await subscribeRequest(t.app, church, outsider, {
      cartao: { token: await cardToken(t.app, church, outsider, 'declined') },
    });
    expect([res.statusCode, res.json().code]).toEqual([402, 'PAYMENT_DECLINED']);
    expect((await mine(outsider)).json().assinaturas).toEqual([]);
  });

  it('a subscriber gets short-lived signed links; the file is served whole or by range (206) for seeking', async () => {
    const res = await playback(buyer);
    expect(res.statusCode).toBe(200);
    const { fontes, legendas, expiraEm } = res.json();
    expect(new Date(expiraEm).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(fontes[0].tipo).toBe('video/webm');
    expect(legendas).toHaveLength(1);
    const size = fs.statSync(path.join(PLAY_MEDIA_DIR, 'video-1.webm')).size;
    // No bearer needed: the signature is the permission (a <video> element cannot send one).
    const whole = await t.app.inject({ url: fontes[0].url, headers: { host: church.host } });
    expect([whole.statusCode, whole.headers['accept-ranges'], whole.rawPayload.length]).toEqual([200, 'bytes', size]);
    const seek = await t.app.inject({ url: fontes[0].url, headers: { host: church.host, range: 'bytes=50000-' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 50000-${size - 1}/${size}`);
    expect(seek.rawPayload.length).toBe(size - 50_000);
    const beyond = await t.app.inject({ url: fontes[0].url, headers: { host: church.host, range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    const captions = await t.app.inject({ url: legendas[0].url, headers: { host: church.host } });
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('an expired link is refused (403); a forged or other-church link is not found (404)', async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signMediaToken(t.app.playMediaSecret, church.id, church.contents[0]!, 'v', past);
    const res = await t.app.inject({ url: `/api/v1/plano-assinatura-midia/${expired}`, headers: en({ host: church.host }) });
    expect([res.statusCode, res.json().code]).toEqual([403, 'PLAY_MEDIA_LINK_EXPIRED']);
    const future = Math.floor(Date.now() / 1000) + 600;
    const valid = signMediaToken(t.app.playMediaSecret, church.id, church.contents[0]!, 'v', future);
    const forged = valid.replace(/^\d+/, String(church.contents[1]));
    expect((await t.app.inject({ url: `/api/v1/plano-assinatura-midia/${forged}`, headers: { host: church.host } })).statusCode).toBe(404);
    const longer = valid.replace(`.${future}.`, `.${future + 86_400}.`);
    expect((await t.app.inject({ url: `/api/v1/plano-assinatura-midia/${longer}`, headers: { host: church.host } })).statusCode).toBe(404);
    const otherChurch = signMediaToken(t.app.playMediaSecret, church.id + 1, church.contents[0]!, 'v', future);
    expect((await t.app.inject({ url: `/api/v1/plano-assinatura-midia/${otherChurch}`, headers: { host: church.host } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: '/api/v1/plano-assinatura-midia/..%2F..%2Fapp.ts', headers: { host: church.host } })).statusCode,
    ).toBe(404);
  });

  it('cancel keeps the subscription valid until the end of the paid period; someone else cannot cancel it', async () => {
    const [sub] = (await mine(buyer)).json().assinaturas;
    const cancel = (who: TestMember) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/usuario-plano-assinatura/${sub.id}/`, headers: en(who.headers) });
    expect((await cancel(outsider)).json().code).toBe('PLAY_SUBSCRIPTION_NOT_FOUND');
    const res = await cancel(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: { situacao: 'ativo' },
      renovacaoAutomatica: false,
      proximaCobranca: null,
      validoAte: sub.validoAte,
    });
    expect((await cancel(buyer)).json()).toEqual(res.json());
    expect((await playback(buyer)).statusCode).toBe(200);
  });
});
