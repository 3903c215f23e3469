import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { estudoConfiguracao } from './groups.schema.ts';
import { createStudy } from './groups.fixtures.ts';

describe('studies', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  let publicId: number;
  let privateId: number;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
  const get = (url: string, headers: Record<string, string> = { host: church.host }) =>
    t.app.inject({ url: `/api/v1${url}`, headers: en(headers) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'estudos');
    member = await createMember(t.app, church);
    publicId = await createStudy(t.app, church, {
      titulo: 'Público',
      resumo: 'Para todos',
      conteudo: '<h2>Leitura</h2><p onclick="x()">Texto <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      anexos: [
        { nome: 'Texto', url: 'https://example.org/a.pdf' },
        { nome: 'Ruim', url: 'javascript:alert(1)' },
        { nome: 'Local', url: '/media/seed/a.jpg' },
        { nome: 'Outro site', url: '//evil.example/x' },
      ],
      dataPublicacao: new Date('2026-01-01T00:00:00Z'),
    });
    privateId = await createStudy(t.app, church, {
      titulo: 'Só membros',
      flagConteudoPublico: false,
      dataPublicacao: new Date('2026-02-01T00:00:00Z'),
    });
    await createStudy(t.app, church, { titulo: 'Inativo', flagAtivo: false });
  });
  afterAll(() => t.close());

  it('lists public studies to visitors and every active study to members, newest first', async () => {
    const visitor = await get(`/igreja/${church.slug}/estudo/`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ estudos: [{ id: publicId, flagConteudoPublico: true }], total: 1, page: 1, limit: 30 });
    const mine = (await get(`/igreja/${church.slug}/estudo/?limit=1&page=2`, member.headers)).json();
    expect(mine).toMatchObject({ estudos: [{ id: publicId }], total: 2, page: 2, limit: 1 });
    expect((await get(`/igreja/${church.slug}/estudo/`, member.headers)).json().estudos[0]).toMatchObject({
      id: privateId,
      flagConteudoPublico: false,
    });
  });

  it('serves a study with sanitised content and only safe attachments', async () => {
    const res = await get(`/estudo/${publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().conteudo).toBe('<h2>Leitura</h2><p>Texto <a>link</a></p>');
    expect(res.json().anexos.map((a: { nome: string }) => a.nome)).toEqual(['Texto', 'Local']);
  });

  it('hides a members-only study from visitors (404) and shows it to members', async () => {
    const res = await get(`/estudo/${privateId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STUDY_NOT_FOUND', message: 'Study not found.' });
    expect((await get(`/estudo/${privateId}`, member.headers)).json()).toMatchObject({ titulo: 'Só membros' });
  });

  it('a logged-in account of another church sees nothing members-only here', async () => {
    const elsewhere = await createChurch(t.app, 'estudos-b');
    const stranger = await createMember(t.app, elsewhere);
    const res = await get(`/estudo/${privateId}`, { ...stranger.headers, host: church.host });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['/estudo/999999', 404, 'STUDY_NOT_FOUND'],
    ['/estudo/abc', 400, 'VALIDATION_FAILED'],
    ['/igreja/estudos/estudo/?limit=0', 400, 'VALIDATION_FAILED'],
    ['/igreja/estudos/estudo/?limit=101', 400, 'VALIDATION_FAILED'],
    ['/igreja/estudos/estudo/?page=x', 400, 'VALIDATION_FAILED'],
    ['/igreja/estudos/estudo/?igreja=1', 400, 'VALIDATION_FAILED'],
    ['/igreja/outra/estudo/', 404, 'CHURCH_NOT_FOUND'],
  ])('%s answers %s %s', async (url, status, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('serves the studies settings, null when the church has none, publicly cacheable', async () => {
    const none = await get('/configuracao-estudo');
    expect(none.json()).toEqual({ titulo: null, descricao: null });
    expect(none.headers['cache-control']).toContain('public');
    await t.app.database.db.insert(estudoConfiguracao).values({ igrejaId: church.id, titulo: 'Estudos', descricao: 'Da semana' });
    expect((await get('/configuracao-estudo')).json()).toEqual({ titulo: 'Estudos', descricao: 'Da semana' });
  });

  it('answers 404 MODULE_DISABLED without MOD_CELULA', async () => {
    const off = await createChurch(t.app, 'sem-estudos', { modules: [] });
    for (const url of ['/configuracao-estudo', `/igreja/${off.slug}/estudo/`, `/estudo/${publicId}`]) {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: { host: off.host } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('MODULE_DISABLED');
    }
  });
});
