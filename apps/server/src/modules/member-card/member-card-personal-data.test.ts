import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, issueCard } from './member-card.fixtures.ts';

/** The member card's personal data handler: "download my data" lists the card; deletion removes it and kills its QR. */
describe('member card personal data: export and account deletion', () => {
  let t: TestApp;
  let church: TestChurch;
  let holder: TestMember;
  let staff: TestMember;
  const api = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'cartao-adeus');
    holder = await createMember(t.app, church);
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    await issueCard(t.app, church, holder, { numeroMembro: '000777', validade: '2999-12-31' });
  });
  afterAll(() => t.close());

  it('exports the card (without internal ids); deletion removes it and its QR link verifies as nothing', async () => {
    const exported = await api(holder, 'GET', `/user/${holder.contaId}/meus-dados?igreja=${church.id}`);
    const here = exported.json().igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados;
    expect(here.carteirinhas).toMatchObject([{ numeroMembro: '000777', cargo: 'Diácono', validade: '2999-12-31' }]);
    expect(here.carteirinhas[0]).not.toHaveProperty('usuarioId');
    const url = (await api(holder, 'GET', `/usuario-carteirinha/?usuario=${holder.usuarioId}&igreja=${church.id}`)).json().carteirinha
      .verificacaoUrl as string;
    const deleted = await api(holder, 'POST', `/user/${holder.contaId}/pedido-exclusao?igreja=${church.id}`, { senha: holder.password });
    expect(deleted.statusCode).toBe(200);
    const check = await api(staff, 'POST', '/usuario-carteirinha/verificacao', { codigo: codeOf(url) });
    expect([check.statusCode, check.json().code]).toEqual([404, 'MEMBER_CARD_LINK_INVALID']);
  });
});
