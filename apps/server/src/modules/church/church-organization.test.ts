import { ZChurchSummaryList, ZOrganization } from '@congrega/contract/church';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrganization, setChurchLocation } from './church-test-data.ts';

describe('organization endpoints', () => {
  let t: TestApp;
  let videira: TestChurch;
  let norte: TestChurch;
  let grace: TestChurch;
  let alheia: TestChurch;
  const get = (url: string, host: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host, 'accept-language': lang } });

  beforeAll(async () => {
    t = await createTestApp();
    const rede = await createOrganization(t.app, 'rede');
    const outra = await createOrganization(t.app, 'outra');
    videira = await createChurch(t.app, 'videira', { organizacaoId: rede.id });
    norte = await createChurch(t.app, 'norte', { organizacaoId: rede.id });
    const sul = await createChurch(t.app, 'sul', { organizacaoId: rede.id });
    await createChurch(t.app, 'semgeo', { organizacaoId: rede.id });
    const fechada = await createChurch(t.app, 'fechada', { organizacaoId: rede.id, flagAtivo: false });
    alheia = await createChurch(t.app, 'alheia', { organizacaoId: outra.id });
    grace = await createChurch(t.app, 'grace');
    await setChurchLocation(t.app, videira.id, -23.5614, -46.6559);
    await setChurchLocation(t.app, norte.id, -23.5017, -46.6246);
    await setChurchLocation(t.app, sul.id, -23.6548, -46.7097);
    await setChurchLocation(t.app, fechada.id, -23.5, -46.62);
  });
  afterAll(() => t?.close());

  describe('GET /cliente/?organizacao=', () => {
    it("lists the organization's active churches by name, each with its own host (request port kept)", async () => {
      const res = await get('/cliente/?organizacao=rede', 'videira.localhost:3000');
      expect(res.statusCode).toBe(200);
      const { clientes } = ZChurchSummaryList.parse(res.json());
      expect(clientes.map((c) => c.slug)).toEqual(['norte', 'semgeo', 'sul', 'videira']);
      expect(clientes.find((c) => c.slug === 'norte')).toMatchObject({
        id: norte.id,
        nome: 'Igreja norte',
        host: 'norte.localhost:3000',
        latitude: -23.5017,
        cidade: 'São Paulo',
      });
      expect(clientes.every((c) => c.distanciaKm === undefined)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('sorts nearest first with distanciaKm when given a position (no coordinates: last)', async () => {
      const res = await get('/cliente/?organizacao=rede&latitude=-23.4990&longitude=-46.6250', 'videira.localhost');
      expect(res.statusCode).toBe(200);
      const { clientes } = ZChurchSummaryList.parse(res.json());
      expect(clientes.map((c) => c.slug)).toEqual(['norte', 'videira', 'sul', 'semgeo']);
      const [first, second, third, last] = clientes.map((c) => c.distanciaKm);
      expect(first).toBeLessThan(1);
      expect(second).toBeGreaterThan(6);
      expect(second).toBeLessThan(third!);
      expect(last).toBeNull();
      expect(clientes[0]!.host).toBe('norte.localhost');
    });

    it('asks for the missing coordinate when only one is given', async () => {
      const onlyLat = await get('/cliente/?organizacao=rede&latitude=-23.5', videira.host);
      expect(onlyLat.statusCode).toBe(400);
      expect(onlyLat.json().fields).toEqual({ longitude: 'This field is required.' });
      const onlyLon = await get('/cliente/?organizacao=rede&longitude=-46.6', videira.host, 'pt-BR');
      expect(onlyLon.statusCode).toBe(400);
      expect(onlyLon.json().fields).toEqual({ latitude: 'Esse campo é obrigatório.' });
    });

    it('refuses out-of-range or non-numeric coordinates, a missing organization and unknown fields', async () => {
      for (const query of [
        'organizacao=rede&latitude=91&longitude=0',
        'organizacao=rede&latitude=0&longitude=-181',
        'organizacao=rede&latitude=abc&longitude=0',
        'latitude=0&longitude=0',
        'organizacao=rede&igreja=1',
      ]) {
        const res = await get(`/cliente/?${query}`, videira.host);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers 404 unless the host church belongs to the organization, and lists nothing of it', async () => {
      const cases: Array<[string, string]> = [
        ['outra', videira.host], // another organization on our host
        ['nope', videira.host], // unknown organization
        ['rede', grace.host], // a church without organization
        ['rede', alheia.host], // a church of another organization
      ];
      for (const [slug, host] of cases) {
        const res = await get(`/cliente/?organizacao=${slug}`, host);
        expect(res.statusCode, `${slug} on ${host}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
      }
    });
  });

  describe('GET /organizacao/{slug}', () => {
    it("returns the host church's organization", async () => {
      const res = await get('/organizacao/rede', norte.host);
      expect(res.statusCode).toBe(200);
      expect(ZOrganization.strict().parse(res.json())).toEqual({
        id: expect.any(Number),
        slug: 'rede',
        nome: 'Org rede',
        logo: '/media/seed/logos/rede.svg',
      });
    });

    it('answers 404 for another, unknown or absent organization', async () => {
      for (const [slug, host] of [
        ['outra', videira.host],
        ['nope', videira.host],
        ['rede', grace.host],
        ['rede', alheia.host],
      ] as const) {
        const res = await get(`/organizacao/${slug}`, host, 'es');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No encontrado.' });
      }
    });
  });
});
