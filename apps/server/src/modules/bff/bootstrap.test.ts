// @module-tag engine: its statement counts differ by engine, so CI runs it on PGlite as well as PostgreSQL.
import { MODULE_CODES, ZBootstrap } from '@congrega/contract/church';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clearBootstrapCache, loadBootstrap } from '../church/bootstrap.service.ts';
import { addChurchContent, createOrganization } from '../church/church-test-data.ts';
import { igrejaAppMenu, igrejaVisual } from '../church/church.schema.ts';

describe('GET /bff/bootstrap', () => {
  let t: TestApp;
  let videira: TestChurch;
  let grace: TestChurch;
  let gracia: TestChurch;
  const get = (host: string, url = '/bff/bootstrap') => t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.app, 'rede');
    videira = await createChurch(t.app, 'videira', { organizacaoId: org.id });
    grace = await createChurch(t.app, 'grace', { idioma: 'en_US', modules: ['MOD_CULTO', 'MOD_DOACAO'] });
    gracia = await createChurch(t.app, 'gracia', { idioma: 'es_ES', modules: [] });
    await createChurch(t.app, 'fechada', { flagAtivo: false });
    await addChurchContent(t.app, videira.id, 'videira');
    await t.app.database.db.delete(igrejaVisual).where(eq(igrejaVisual.igrejaId, gracia.id));
  });
  beforeEach(() => clearBootstrapCache(t.app));
  afterAll(() => t?.close());

  it('returns everything app start needs in one call', async () => {
    const res = await get(videira.host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body = ZBootstrap.strict().parse(res.json());
    expect(body.igreja).toMatchObject({
      id: videira.id,
      slug: 'videira',
      idioma: 'pt-br',
      slugOrganizacao: 'rede',
      historia: 'videira history',
    });
    expect(body.modulos.map((m) => m.codigo)).toEqual([...MODULE_CODES]);
    expect(body.visual.corApp).toBe('#5B2C83');
    expect(body.menu.map((m) => m.titulo)).toEqual(['videira menu 1', 'videira menu 2']);
    expect(body.metodosPagamento.map((m) => [m.codigo, m.idGatewayPagamento])).toEqual([
      ['cartao_credito', 1],
      ['pix', 5],
    ]);
    expect(body.organizacao).toMatchObject({ slug: 'rede', nome: 'Org rede' });
    expect(body.adminUrl).toBe('http://admin.localhost:3000/pt-BR/videira');
  });

  it('a cold start (host and bootstrap not cached) costs two statements: the host, then the whole bootstrap', async () => {
    t.app.tenantCache.clear();
    clearBootstrapCache(t.app);
    const before = { ...t.app.database.stats };
    const res = await get(videira.host);
    expect(res.statusCode).toBe(200);
    expect(t.app.database.stats.statements - before.statements).toBe(2);
    expect(t.app.database.stats.churchTransactions - before.churchTransactions).toBe(0);
    // Cached afterwards: no statement at all.
    const warm = { ...t.app.database.stats };
    expect((await get(videira.host)).statusCode).toBe(200);
    expect(t.app.database.stats.statements - warm.statements).toBe(0);
  });

  it('GET /igreja/?hostname= answers from the same caches: no statement once the church is warm', async () => {
    const url = `/api/v1/igreja/?hostname=${encodeURIComponent(grace.host)}`;
    expect((await get(videira.host)).statusCode).toBe(200);
    const cold = { ...t.app.database.stats };
    const first = await get(videira.host, url);
    expect(first.statusCode).toBe(200);
    expect(first.json().clientes.map((c: { slug: string }) => c.slug)).toEqual(['grace']);
    expect(t.app.database.stats.statements - cold.statements).toBe(2);
    const warm = { ...t.app.database.stats };
    const second = await get(videira.host, url);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe('public, max-age=30');
    expect(t.app.database.stats.statements - warm.statements).toBe(0);
  });

  it("follows each church's language, modules and organization", async () => {
    const en = ZBootstrap.parse((await get(grace.host)).json());
    expect(en.adminUrl).toBe('http://admin.localhost:3000/en/grace');
    expect(en.organizacao).toBeNull();
    expect(en.modulos.map((m) => m.codigo)).toEqual(['MOD_CULTO', 'MOD_DOACAO']);
    expect(en.menu).toEqual([]);
    expect(en.metodosPagamento).toEqual([]);

    const es = ZBootstrap.parse((await get(gracia.host)).json());
    expect(es.adminUrl).toBe('http://admin.localhost:3000/es/gracia');
    expect(es.modulos).toEqual([]);
    // No visual row yet: the defaults, so the app still gets a primary colour.
    expect(es.visual).toEqual({ corApp: '#1F4E79', corTexto: '#FFFFFF', logo: null, favicon: null, imagemCapa: null });
  });

  it('is cached per church for a short while (and the cache can be dropped)', async () => {
    const first = await loadBootstrap(t.app, (await t.app.resolveChurch(videira.host))!);
    expect(first.menu).toHaveLength(2);
    await t.app.database.db.insert(igrejaAppMenu).values({ igrejaId: videira.id, titulo: 'videira menu 3', link: '/event', ordem: 3 });
    const cached = ZBootstrap.parse((await get(videira.host)).json());
    expect(cached.menu).toHaveLength(2);
    expect((await get(grace.host)).json().igreja.slug).toBe('grace');
    clearBootstrapCache(t.app);
    const fresh = ZBootstrap.parse((await get(videira.host)).json());
    expect(fresh.menu.map((m) => m.titulo)).toEqual(['videira menu 1', 'videira menu 2', 'videira menu 3']);
  });

  it('refuses an unknown host and an inactive church, and lives only under /bff', async () => {
    const unknown = await get('nowhere.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'CHURCH_NOT_FOUND', message: 'No church found for this address.' });
    const inactive = await get('fechada.localhost');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('CHURCH_INACTIVE');
    expect((await get(videira.host, '/api/v1/bootstrap')).statusCode).toBe(404);
  });
});
