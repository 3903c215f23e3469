import { ZBanner, ZChurch, ZCongregation, ZMenuItem, ZModule, ZPaymentMethod, ZVisual } from '@congrega/contract/church';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addChurchContent, addCustomDomain, createOrganization } from './church-test-data.ts';

describe('church endpoints', () => {
  let t: TestApp;
  let videira: TestChurch;
  let grace: TestChurch;
  const get = (url: string, host = videira.host, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host, 'accept-language': lang } });

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.app, 'rede');
    videira = await createChurch(t.app, 'videira', { organizacaoId: org.id });
    grace = await createChurch(t.app, 'grace', { idioma: 'en_US', modules: ['MOD_CULTO', 'MOD_EVENTO'] });
    await createChurch(t.app, 'fechada', { flagAtivo: false });
    await addChurchContent(t.app, videira.id, 'videira');
    await addCustomDomain(t.app, videira.id, 'www.videira.org');
  });
  afterAll(() => t?.close());

  describe('GET /igreja/codigo/{code}', () => {
    it('returns any active church by code, case-insensitively, in the contract shape', async () => {
      const res = await get('/igreja/codigo/grace');
      expect(res.statusCode).toBe(200);
      const church = ZChurch.strict().parse(res.json());
      expect(church).toMatchObject({
        id: grace.id,
        slug: 'grace',
        codigo: 'GRACE',
        idioma: 'en-us',
        flagAtivo: true,
        slugOrganizacao: null,
      });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('answers 404 CHURCH_NOT_FOUND for an unknown code, without a cache header', async () => {
      const res = await get('/igreja/codigo/NOPE', videira.host, 'pt-BR');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'CHURCH_NOT_FOUND', message: 'Igreja não encontrada para este endereço.' });
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it('refuses an inactive church with 403 CHURCH_INACTIVE', async () => {
      const res = await get('/igreja/codigo/FECHADA');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'CHURCH_INACTIVE', message: 'This church is not active.' });
    });

    it('refuses an over-long code', async () => {
      const res = await get(`/igreja/codigo/${'X'.repeat(51)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /igreja/?hostname=', () => {
    it('finds the church by the first label under the app domain (port ignored)', async () => {
      const res = await get('/igreja/?hostname=videira.localhost:3000');
      expect(res.statusCode).toBe(200);
      const { clientes } = z.object({ clientes: z.array(ZChurch.strict()) }).parse(res.json());
      expect(clientes).toHaveLength(1);
      expect(clientes[0]).toMatchObject({
        id: videira.id,
        slug: 'videira',
        idioma: 'pt-br',
        slugOrganizacao: 'rede',
        historia: 'videira history',
        descricao: 'videira description',
        imagens: ['/media/seed/videira.jpg'],
      });
    });

    it('finds the church by a custom domain', async () => {
      const res = await get('/igreja/?hostname=WWW.videira.org', grace.host);
      expect(res.statusCode).toBe(200);
      expect(res.json().clientes[0].slug).toBe('videira');
    });

    it('returns an inactive church with flagAtivo false (the app shows its error page)', async () => {
      const res = await get('/igreja/?hostname=fechada.localhost');
      expect(res.statusCode).toBe(200);
      expect(res.json().clientes[0]).toMatchObject({ slug: 'fechada', flagAtivo: false });
    });

    it('answers 404 CHURCH_NOT_FOUND for an unknown or malformed host name', async () => {
      for (const hostname of ['nowhere.localhost', 'example.com', 'bad host!']) {
        const res = await get(`/igreja/?hostname=${encodeURIComponent(hostname)}`, videira.host, 'es');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'CHURCH_NOT_FOUND', message: 'No se encontró ninguna iglesia para esta dirección.' });
      }
    });

    it('requires the hostname and refuses unknown query fields', async () => {
      const missing = await get('/igreja/');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { hostname: 'This field is required.' } });
      const extra = await get('/igreja/?hostname=videira.localhost&igreja=1');
      expect(extra.statusCode).toBe(400);
      expect(extra.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /igreja/{slug}/modulo|visual|metodo-pagamento/', () => {
    it('lists the modules by codigo', async () => {
      const res = await get('/igreja/grace/modulo/', grace.host);
      expect(res.statusCode).toBe(200);
      const modules = z.array(ZModule.strict()).parse(res.json());
      expect(modules.map((m) => m.codigo)).toEqual(['MOD_CULTO', 'MOD_EVENTO']);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('returns the visual settings', async () => {
      const res = await get('/igreja/videira/visual/');
      expect(res.statusCode).toBe(200);
      expect(ZVisual.strict().parse(res.json())).toEqual({
        corApp: '#5B2C83',
        corTexto: '#FFFFFF',
        logo: null,
        favicon: null,
        imagemCapa: null,
      });
    });

    it('lists only active payment methods with their gateway', async () => {
      const res = await get('/igreja/videira/metodo-pagamento/');
      expect(res.statusCode).toBe(200);
      const methods = z.array(ZPaymentMethod.strict()).parse(res.json());
      expect(methods.map((m) => [m.codigo, m.idGatewayPagamento, m.maxParcelas])).toEqual([
        ['cartao_credito', 1, 12],
        ['pix', 5, 1],
      ]);
    });

    it("answers 404 for another church's slug or an unknown slug", async () => {
      for (const path of ['modulo', 'visual', 'metodo-pagamento']) {
        for (const slug of ['grace', 'nope']) {
          const res = await get(`/igreja/${slug}/${path}/`);
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('CHURCH_NOT_FOUND');
        }
      }
    });
  });

  describe('GET /igreja-app-menu, /banner/, /congregacao/ ?igreja={id}', () => {
    it('lists active menu items in order', async () => {
      const res = await get(`/igreja-app-menu?igreja=${videira.id}`);
      expect(res.statusCode).toBe(200);
      const menu = z.array(ZMenuItem.strict()).parse(res.json());
      expect(menu.map((m) => [m.titulo, m.link])).toEqual([
        ['videira menu 1', '/prayer'],
        ['videira menu 2', '/about'],
      ]);
    });

    it('lists active banners in order', async () => {
      const res = await get(`/banner/?igreja=${videira.id}`);
      expect(res.statusCode).toBe(200);
      const banners = z.array(ZBanner.strict()).parse(res.json());
      expect(banners.map((b) => [b.titulo, b.link])).toEqual([
        ['videira banner 1', null],
        ['videira banner 2', '/event'],
      ]);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('lists active congregations by name', async () => {
      const res = await get(`/congregacao/?igreja=${videira.id}`);
      expect(res.statusCode).toBe(200);
      const congregations = z.array(ZCongregation.strict()).parse(res.json());
      expect(congregations.map((c) => c.nome)).toEqual(['videira congregation A', 'videira congregation B']);
    });

    it('answers empty lists for a church without content', async () => {
      for (const url of [`/igreja-app-menu?igreja=${grace.id}`, `/banner/?igreja=${grace.id}`, `/congregacao/?igreja=${grace.id}`]) {
        const res = await get(url, grace.host);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
    });

    it("answers 404 for another church's id or an unknown id", async () => {
      for (const path of ['/igreja-app-menu', '/banner/', '/congregacao/']) {
        for (const id of [grace.id, 999_999]) {
          const res = await get(`${path}?igreja=${id}`);
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('CHURCH_NOT_FOUND');
        }
      }
    });

    it('refuses a missing, non-numeric or non-positive id and unknown query fields', async () => {
      for (const query of ['', '?igreja=abc', '?igreja=0', '?igreja=1.5', `?igreja=${videira.id}&extra=1`]) {
        const res = await get(`/banner/${query}`, videira.host, 'pt-BR');
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
        expect(typeof res.json().message).toBe('string');
      }
      const missing = await get('/congregacao/', videira.host, 'pt-BR');
      expect(missing.json().fields).toEqual({ igreja: 'Esse campo é obrigatório.' });
      const notNumber = await get('/igreja-app-menu?igreja=abc', videira.host, 'pt-BR');
      expect(notNumber.json().fields).toEqual({ igreja: 'Informe um número inteiro.' });
    });
  });

  describe('tenant checks apply to every church endpoint', () => {
    it('refuses an unknown host and an inactive church host', async () => {
      const unknown = await get(`/banner/?igreja=${videira.id}`, 'nowhere.localhost');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('CHURCH_NOT_FOUND');
      const inactive = await get('/igreja/fechada/modulo/', 'fechada.localhost');
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().code).toBe('CHURCH_INACTIVE');
    });

    it('serves the church on its custom domain', async () => {
      const res = await get(`/banner/?igreja=${videira.id}`, 'www.videira.org');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(2);
    });
  });
});
