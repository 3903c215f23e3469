import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed-context.ts';
import { seedDemo } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('demo seed: videira’s small groups and studies', () => {
  let t: TestApp;
  const host = { host: 'videira.localhost' };
  const login = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login_check',
      headers: host,
      payload: { username: email, password: DEMO_PASSWORD },
    });
    return { ...host, authorization: `Bearer ${res.json().token}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.database.db);
    t.app.tenantCache.clear();
  });
  afterAll(() => t.close());

  it('has six groups in different neighbourhoods and days, with leaders and photos', async () => {
    const { celulas, bairros } = (await t.app.inject({ url: '/api/v1/igreja/videira/celula/', headers: host })).json();
    expect(celulas).toHaveLength(6);
    expect(new Set(celulas.map((g: { diaSemana: number }) => g.diaSemana)).size).toBe(6);
    expect(bairros).toHaveLength(6);
    for (const g of celulas)
      expect(g).toMatchObject({ lider: { nome: expect.any(String) }, imagem: expect.stringMatching(/^\/media\/seed\//) });
  });

  it('the demo member belongs to one group (with meetings) and waits on the cell leader’s group (lider@videira.demo, set by the staff seed)', async () => {
    const member = await login('membro@videira.demo');
    const mine = (await t.app.inject({ url: '/api/v1/igreja/videira/celula/?usuario=1', headers: member })).json().celulas;
    expect(mine.map((g: { nome: string }) => g.nome)).toEqual(['Célula Mooca']);
    const meetingsRes = await t.app.inject({ url: `/api/v1/celula/${mine[0].id}/reuniao-registro/`, headers: member });
    expect(meetingsRes.statusCode, meetingsRes.body).toBe(200);
    const meetings = meetingsRes.json().reunioes;
    expect(meetings?.length, JSON.stringify(meetings)).toBeGreaterThan(0);
    const all = (await t.app.inject({ url: '/api/v1/igreja/videira/celula/', headers: member })).json().celulas;
    expect(all.filter((g: { solicitacaoPendente: boolean }) => g.solicitacaoPendente).map((g: { nome: string }) => g.nome)).toEqual([
      'Célula Bela Vista',
    ]);
    const leader = await login('lider@videira.demo');
    const group = all.find((g: { nome: string }) => g.nome === 'Célula Bela Vista');
    const requests = (await t.app.inject({ url: `/api/v1/celula/${group.id}/solicitacao/`, headers: leader })).json().solicitacoes;
    expect(requests).toMatchObject([{ nome: 'Maria Oliveira', email: 'membro@videira.demo' }]);
    expect((await t.app.inject({ url: `/api/v1/celula/${group.id}/reuniao-registro/`, headers: leader })).json().reunioes).toHaveLength(3);
  });

  it('has public and members-only studies', async () => {
    const visitor = (await t.app.inject({ url: '/api/v1/igreja/videira/estudo/', headers: host })).json();
    const member = (await t.app.inject({ url: '/api/v1/igreja/videira/estudo/', headers: await login('membro@videira.demo') })).json();
    expect(visitor.total).toBe(2);
    expect(member.total).toBe(4);
    expect((await t.app.inject({ url: '/api/v1/configuracao-estudo', headers: host })).json().titulo).toBe('Estudos de célula');
  });
});
