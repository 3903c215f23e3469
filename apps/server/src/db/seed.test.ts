import { ZTokenPair } from '@congrega/contract/auth';
import { ZBootstrap } from '@congrega/contract/church';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { conta } from '../modules/accounts/accounts.schema.ts';
import { igreja } from '../modules/church/church.schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemo } from './seed.ts';
import { DEMO_PASSWORD } from './seed-context.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const DEMO_SLUGS = ['fechada', 'grace', 'gracia', 'videira', 'videira-norte', 'videira-sul'];
/** The documented demo logins (README) and the church each belongs to. */
const DEMO_LOGINS = [
  ['membro@videira.demo', 'videira'],
  ['irmao@videira.demo', 'videira'],
  ['admin@videira.demo', 'videira'],
  ['member@grace.demo', 'grace'],
  ['miembro@gracia.demo', 'gracia'],
] as const;

describe('demo seed', () => {
  let database: TestDatabase;
  let app: App;
  let seededLogins: string[];
  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

  beforeAll(async () => {
    database = await createTestDatabase();
    const ctx = await seedDemo(database.db);
    expect(Object.keys(ctx.churches).sort()).toEqual(DEMO_SLUGS);
    seededLogins = Object.keys(ctx.members);
    // SEED_DEMO on: the start-up seed must notice the churches and leave the database alone.
    app = await buildApp({ config: testConfig({ seedDemo: true }), database });
    await app.ready();
  }, 120_000); // a whole demo seed (password hashing included) on a fresh database
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('creates the demo churches once (a start with SEED_DEMO does not seed again)', async () => {
    const rows = await database.db.select({ slug: igreja.slug }).from(igreja);
    expect(rows.map((r) => r.slug).sort()).toEqual(DEMO_SLUGS);
  });

  it('creates the documented logins: each logs in at its church with the demo password', async () => {
    expect(seededLogins).toEqual(expect.arrayContaining([...DEMO_LOGINS.map(([email]) => email), 'inativo@videira.demo']));
    for (const [email, slug] of DEMO_LOGINS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/security/login_check',
        headers: { host: `${slug}.localhost` },
        payload: { username: email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      expect(ZTokenPair.parse(res.json()).token.length).toBeGreaterThan(20);
    }
    // The inactive login exists to demonstrate the activation flow.
    const [inactive] = await database.db.select({ flagAtivo: conta.flagAtivo }).from(conta).where(eq(conta.email, 'inativo@videira.demo'));
    expect(inactive).toEqual({ flagAtivo: false });
  });

  it('gives videira all modules, colour, menu, payment methods and organization', async () => {
    const res = await get('videira.localhost:3000', '/bff/bootstrap');
    expect(res.statusCode).toBe(200);
    const boot = ZBootstrap.parse(res.json());
    expect(boot.igreja).toMatchObject({ nome: 'Igreja Videira', idioma: 'pt-br', moeda: 'BRL', slugOrganizacao: 'rede-videira' });
    expect(boot.igreja.historia).toBeTruthy();
    expect(boot.igreja.latitude).toBeTypeOf('number');
    expect(Object.keys(boot.igreja.redesSociais).length).toBeGreaterThan(0);
    expect(boot.igreja.linkAppAndroid).toMatch(/^https:/);
    expect(boot.modulos).toHaveLength(12);
    expect(boot.visual.corApp).toBe('#6A1B9A');
    expect(boot.menu.map((m) => m.link)).toEqual([
      '/live',
      '/prayer',
      '/about',
      '/user/notes',
      '/give',
      '/event',
      '/groups',
      '/studies',
      '/devotionals',
      '/news',
      '/podcast',
      '/videos',
      '/publication-types',
      '/ministries',
      '/ebds',
      '/bible',
      '/reading-plans',
      '/play',
      // Computed from the church's songs (church/bootstrap.service.ts), after the configured entries.
      '/praise',
    ]);
    expect(Object.fromEntries(boot.metodosPagamento.map((m) => [m.codigo, m.idGatewayPagamento]))).toEqual({
      cartao_credito: 1,
      pix: 5,
      boleto: 5,
      carteira_digital: 4,
      dinheiro: 8,
    });
    expect(boot.organizacao?.slug).toBe('rede-videira');
  });

  it("serves videira's 3 banners as real images with long cache headers, and 3 congregations", async () => {
    const { id } = (await get('videira.localhost', '/api/v1/igreja/?hostname=videira.localhost')).json().clientes[0];
    const banners = (await get('videira.localhost', `/api/v1/banner/?igreja=${id}`)).json() as Array<{ imagem: string }>;
    expect(banners).toHaveLength(3);
    for (const { imagem } of banners) {
      const img = await get('videira.localhost', imagem);
      expect(img.statusCode, imagem).toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.headers['cache-control']).toContain('immutable');
      expect(img.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect((await get('videira.localhost', `/api/v1/congregacao/?igreja=${id}`)).json()).toHaveLength(3);
  });

  it('serves no directory listing, no path outside the media folders', async () => {
    for (const url of ['/media/seed/', '/media/uploads/', '/media/seed/../seed.ts', '/media/seed/%2e%2e/seed.ts']) {
      const res = await get('videira.localhost', url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/banners|covers|seedDemo/);
    }
  });

  it('gives grace no prayer wall and gracia one, in their languages', async () => {
    const grace = ZBootstrap.parse((await get('grace.localhost', '/bff/bootstrap')).json());
    expect(grace.igreja).toMatchObject({ idioma: 'en-us', moeda: 'USD' });
    expect(grace.modulos.map((m) => m.codigo).sort()).toEqual([
      'MOD_CULTO',
      'MOD_DEVOCIONAL',
      'MOD_DOACAO',
      'MOD_EBD',
      'MOD_EVENTO',
      'MOD_NOTICIA',
    ]);
    const gracia = ZBootstrap.parse((await get('gracia.localhost', '/bff/bootstrap')).json());
    expect(gracia.igreja.idioma).toBe('es-es');
    expect(gracia.modulos.map((m) => m.codigo)).toContain('MOD_MURAL_ORACAO');
  });

  it('resolves the custom domain, refuses the inactive church, lists the organization nearest first', async () => {
    expect((await get('videira.example.org', '/bff/bootstrap')).json().igreja.slug).toBe('videira');
    expect((await get('fechada.localhost', '/bff/bootstrap')).statusCode).toBe(403);
    const res = await get('videira-sul.localhost', '/api/v1/cliente/?organizacao=rede-videira&latitude=-23.50&longitude=-46.62');
    expect(res.statusCode).toBe(200);
    expect(res.json().clientes.map((c: { slug: string }) => c.slug)).toEqual(['videira-norte', 'videira', 'videira-sul']);
  });
});

describe('seed on start', () => {
  it('fills an empty database when SEED_DEMO is on', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ seedDemo: true }), database });
    try {
      await app.ready();
      const rows = await database.db.select({ slug: igreja.slug }).from(igreja);
      expect(rows.map((r) => r.slug).sort()).toEqual(DEMO_SLUGS);
    } finally {
      await app.close();
      await database.dispose();
    }
  }, 120_000);
});
