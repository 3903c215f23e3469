import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { sandboxCartaoToken } from '../payments/payments.schema.ts';
import { cardToken, createPlayChurch, readSubscription, subscribeRequest, type PlayChurch } from './play.fixtures.ts';
import { usuarioPlanoAssinaturaConteudo } from './play.schema.ts';
import { runPlayRenewals } from './renewal-runner.ts';

/** Play's personal data handler: "download my data" lists subscriptions and my list; deletion ends and wipes them. */
describe('Play personal data: export and account deletion', () => {
  let t: TestApp;
  let church: PlayChurch;
  let member: TestMember;
  let subId: number;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...member.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'adeus-play');
    member = await createPayer(t.app, church);
    const sub = await subscribeRequest(t.app, church, member, { cartao: { token: await cardToken(t.app, church, member) } });
    subId = sub.json().assinatura.id;
    await api(
      'POST',
      `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${church.contents[0]}&igreja=${church.id}&usuario=${member.usuarioId}`,
    );
  });
  afterAll(() => t.close());

  it('exports the subscription (no card token) and my list', async () => {
    const res = await api('GET', `/user/${member.contaId}/meus-dados?igreja=${church.id}`);
    const here = res.json().igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados;
    expect(here.play).toMatchObject([
      { tipo: 'assinatura', plano: 'Mensal', situacao: 'ativo', ultimosDigitos: '1111' },
      { tipo: 'minhaLista', conteudoId: church.contents[0] },
    ]);
    expect(JSON.stringify(here.play)).not.toContain('tok_');
  });

  it('deletion ends the subscription at once, forgets the card token and empties my list; nothing is charged later', async () => {
    const { cartaoToken } = await readSubscription(t.app, subId);
    expect((await api('POST', `/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`, { senha: member.password })).statusCode).toBe(
      200,
    );
    expect(await readSubscription(t.app, subId)).toMatchObject({
      situacao: 'inativo',
      renovar: false,
      cartaoToken: null,
      ultimosDigitos: null,
    });
    expect(await t.app.database.db.select().from(sandboxCartaoToken).where(eq(sandboxCartaoToken.token, cartaoToken!))).toEqual([]);
    expect(
      await t.app.database.db
        .select()
        .from(usuarioPlanoAssinaturaConteudo)
        .where(eq(usuarioPlanoAssinaturaConteudo.usuarioId, member.usuarioId)),
    ).toEqual([]);
    expect(await runPlayRenewals(t.app, { now: new Date(Date.now() + 400 * 86_400_000) })).toMatchObject({ renewed: 0, declined: 0 });
  });
});
