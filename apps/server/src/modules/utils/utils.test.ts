import { MARITAL_STATUSES } from '@congrega/contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('reference lists', () => {
  let t: TestApp;
  let videira: TestChurch;
  let gracia: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    videira = await createChurch(t.app, 'videira', { idioma: 'pt_BR' });
    gracia = await createChurch(t.app, 'gracia', { idioma: 'es' });
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, lang?: string) =>
    t.app.inject({ url: `/api/v1/utils/${url}`, headers: { host, ...(lang ? { 'accept-language': lang } : {}) } });

  it('countries: the required set, names in the request language, dialling codes', async () => {
    const en = (await get('pais/', videira.host, 'en')).json().paises as Array<{ sigla: string; nome: string; ddi: string }>;
    const required = ['BR', 'US', 'PT', 'ES', 'AR', 'MX', 'CO', 'CL', 'PE', 'UY', 'PY', 'BO', 'CA', 'GB', 'DE', 'FR', 'IT', 'JP'];
    for (const sigla of required) expect(en.map((c) => c.sigla)).toContain(sigla);
    expect(en.find((c) => c.sigla === 'DE')).toMatchObject({ nome: 'Germany', ddi: '49' });
    expect(en.find((c) => c.sigla === 'BR')).toMatchObject({ nome: 'Brazil', ddi: '55' });
    const names = en.map((c) => c.nome);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));

    const pt = (await get('pais/', videira.host, 'pt-BR,pt;q=0.9')).json().paises;
    expect(pt.find((c: { sigla: string }) => c.sigla === 'DE').nome).toBe('Alemanha');
    const es = (await get('pais/', videira.host, 'es-AR')).json().paises;
    expect(es.find((c: { sigla: string }) => c.sigla === 'DE').nome).toBe('Alemania');
  });

  it('falls back to the church language without Accept-Language', async () => {
    const res = await get('pais/', gracia.host);
    expect(res.json().paises.find((c: { sigla: string }) => c.sigla === 'US').nome).toBe('Estados Unidos');
    const fr = await get('estado-civil/', videira.host, 'fr-FR');
    expect(fr.json().estadosCivis[0].nome).toBe('Solteiro(a)');
  });

  it('marital statuses: exactly the contract codes, in order, translated', async () => {
    const res = await get('estado-civil/', videira.host, 'en');
    expect(res.statusCode).toBe(200);
    const list = res.json().estadosCivis as Array<{ codigo: string; nome: string }>;
    expect(list.map((s) => s.codigo)).toEqual([...MARITAL_STATUSES]);
    expect(list.find((s) => s.codigo === 'uniao_estavel')?.nome).toBe('Stable union');
    const es = (await get('estado-civil/', videira.host, 'es')).json().estadosCivis;
    expect(es.find((s: { codigo: string }) => s.codigo === 'viuvo').nome).toBe('Viudo(a)');
  });

  it('occupations: a translated list, cacheable per language', async () => {
    const res = await get('ocupacao/', videira.host, 'es');
    const list = res.json().ocupacoes as Array<{ codigo: string; nome: string }>;
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list.find((o) => o.codigo === 'estudante')?.nome).toBe('Estudiante');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('is public but still needs a church host', async () => {
    const res = await t.app.inject({ url: '/api/v1/utils/pais/', headers: { host: 'nowhere.localhost' } });
    expect(res.statusCode).toBe(404);
  });
});
