import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';

const WALL_KEYS = [
  'dataCadastro',
  'id',
  'idOracaoMotivo',
  'imagem',
  'mensagem',
  'meu',
  'motivo',
  'nome',
  'quantidadeMensagens',
  'quantidadeOracoes',
  'respondida',
];

describe('prayer wall: reading', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  let published: string;
  let hidden: string;
  const visitor = { host: 'mural.localhost', 'accept-language': 'en' };

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'mural');
    hidden = await createPrayer(t.app, w.author, {
      mensagem: 'Só para a liderança',
      flagPublicarMural: 'false',
      flagReceberVisita: 'true',
    });
    published = await createPrayer(t.app, w.author, {
      mensagem: 'Pela saúde da minha mãe',
      idOracaoMotivo: String(w.reasonId),
      flagReceberLigacao: 'true',
    });
  });
  afterAll(() => t.close());

  it('shows visitors the published requests only, without private fields', async () => {
    const res = await t.app.inject({ url: '/api/v1/oracao/mural', headers: visitor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ total: 1, page: 1, limit: 30 });
    expect(body.oracoes).toHaveLength(1);
    const [item] = body.oracoes;
    expect(Object.keys(item).sort()).toEqual(WALL_KEYS);
    expect(item).toMatchObject({
      id: published,
      nome: 'Ana',
      mensagem: 'Pela saúde da minha mãe',
      imagem: null,
      idOracaoMotivo: w.reasonId,
      motivo: 'Saúde',
      quantidadeOracoes: 0,
      quantidadeMensagens: 0,
      meu: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/flagReceber|idUsuario|telefone/);
  });

  it('tells a logged-in member which requests are theirs and whether they prayed today', async () => {
    const mine = await t.app.inject({ url: '/api/v1/oracao/mural', headers: w.author.headers });
    expect(mine.json().oracoes[0]).toMatchObject({ meu: true, orouHoje: false });
    const other = await t.app.inject({ url: '/api/v1/oracao/mural', headers: w.other.headers });
    expect(other.json().oracoes[0]).toMatchObject({ meu: false, orouHoje: false });
  });

  it("serves the shared (cached) page with each member's own marks: praying shows at once for that member only", async () => {
    const wall = (member: typeof w.author) => t.app.inject({ url: '/api/v1/oracao/mural', headers: member.headers });
    expect((await wall(w.other)).json().oracoes[0]).toMatchObject({ id: published, meu: false, orouHoje: false });
    const prayed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oracao/orar/',
      headers: w.other.headers,
      payload: { idOracao: published },
    });
    expect(prayed.statusCode).toBe(200);
    expect((await wall(w.other)).json().oracoes[0]).toMatchObject({ meu: false, orouHoje: true, quantidadeOracoes: 1 });
    expect((await wall(w.author)).json().oracoes[0]).toMatchObject({ meu: true, orouHoje: false, quantidadeOracoes: 1 });
    const visitorItem = (await t.app.inject({ url: '/api/v1/oracao/mural', headers: visitor })).json().oracoes[0];
    expect(visitorItem).toMatchObject({ meu: false, quantidadeOracoes: 1 });
    expect(visitorItem).not.toHaveProperty('orouHoje');
  });

  it('pages newest first', async () => {
    const newer = await createPrayer(t.app, w.other, { mensagem: 'Pelo meu emprego' });
    const first = await t.app.inject({ url: '/api/v1/oracao/mural?page=1&limit=1', headers: visitor });
    expect(first.json()).toMatchObject({ total: 2, page: 1, limit: 1, oracoes: [{ id: newer }] });
    const second = await t.app.inject({ url: '/api/v1/oracao/mural?page=2&limit=1', headers: visitor });
    expect(second.json().oracoes.map((p: { id: string }) => p.id)).toEqual([published]);
  });

  it('refuses bad paging and unknown query fields', async () => {
    for (const query of ['page=0', 'limit=101', 'limit=abc', 'pagina=2']) {
      const res = await t.app.inject({ url: `/api/v1/oracao/mural?${query}`, headers: visitor });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 for a slug that is not the host church', async () => {
    await createChurch(t.app, 'vizinha');
    const res = await t.app.inject({ url: '/api/v1/oracao/vizinha', headers: visitor });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CHURCH_NOT_FOUND');
  });

  it('shows a published request with its messages to a visitor', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oracao/mensagem/',
      headers: w.other.headers,
      payload: { idOracao: published, mensagem: 'Estou orando!' },
    });
    const res = await t.app.inject({ url: `/api/v1/oracao/mural/${published}`, headers: visitor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: published,
      flagPublicarMural: true,
      quantidadeMensagens: 1,
      mensagens: [{ nome: 'Bruno', mensagem: 'Estou orando!' }],
    });
    expect(res.json()).not.toHaveProperty('orouHoje');
    expect(res.json()).not.toHaveProperty('flagReceberLigacao');
  });

  it('shows an unpublished request only to its author and to staff', async () => {
    for (const [who, headers, status] of [
      ['author', w.author.headers, 200],
      ['staff', w.staff.headers, 200],
      ['other member', w.other.headers, 404],
      ['visitor', visitor, 404],
    ] as const) {
      const res = await t.app.inject({ url: `/api/v1/oracao/mural/${hidden}`, headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode, who).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ code: 'PRAYER_NOT_FOUND', message: 'Prayer request not found.' });
    }
    const wall = await t.app.inject({ url: '/api/v1/oracao/mural', headers: w.staff.headers });
    expect(wall.json().oracoes.map((p: { id: string }) => p.id)).not.toContain(hidden);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ url: '/api/v1/oracao/mural/123', headers: visitor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    const unknown = await t.app.inject({ url: '/api/v1/oracao/mural/00000000-0000-4000-8000-000000000000', headers: visitor });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an invalid token instead of treating the caller as a visitor', async () => {
    const res = await t.app.inject({ url: '/api/v1/oracao/mural', headers: { ...visitor, authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(401);
  });

  it('lists the active reasons of the church', async () => {
    const res = await t.app.inject({ url: '/api/v1/igreja/mural/oracao-motivo/', headers: visitor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ motivos: [{ id: w.reasonId, nome: 'Saúde' }] });
    const other = await t.app.inject({ url: '/api/v1/igreja/vizinha/oracao-motivo/', headers: visitor });
    expect(other.statusCode).toBe(404);
  });
});

describe('prayer wall: module disabled', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  beforeAll(async () => {
    t = await createPrayerTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 MODULE_DISABLED on every prayer endpoint', async () => {
    const church = await createChurch(t.app, 'semmural', { modules: ['MOD_EVENTO'] });
    const member = await createMember(t.app, church);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/v1/oracao/semmural' },
      { method: 'GET', url: `/api/v1/oracao/semmural/${id}` },
      { method: 'GET', url: '/api/v1/igreja/semmural/oracao-motivo/' },
      { method: 'GET', url: `/api/v1/user/oracao?igreja=${church.id}` },
      { method: 'POST', url: '/api/v1/oracao/', payload: { mensagem: 'x' } },
      { method: 'POST', url: '/api/v1/oracao/mensagem/', payload: { idOracao: id, mensagem: 'x' } },
      { method: 'POST', url: '/api/v1/oracao/orar/', payload: { idOracao: id } },
      { method: 'DELETE', url: `/api/v1/oracao/${id}` },
    ] as const;
    for (const call of calls) {
      for (const headers of [member.headers, { host: church.host }]) {
        const res = await t.app.inject({ ...call, headers: { ...headers, 'accept-language': 'pt-BR' } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json()).toEqual({ code: 'MODULE_DISABLED', message: 'Este recurso não está disponível nesta igreja.' });
      }
    }
  });
});
