import { isValidCpf } from '@congrega/contract/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { DEMO_PASSWORD, type SeedContext } from '../../db/seed-context.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedChurches } from '../church/church.seed.ts';
import { seedNotifications } from '../notifications/notifications.seed.ts';
import { freshIp, post } from './accounts.test-helpers.ts';
import { seedAccounts } from './accounts.seed.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

describe('demo accounts and notifications seed', () => {
  let database: TestDatabase;
  let app: App;
  let ctx: SeedContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = { db: database.db, churches: {}, members: {} };
    await seedChurches(ctx);
    await seedAccounts(ctx);
    await seedNotifications(ctx);
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const login = (slug: string, email: string) =>
    post(app, '/api/v1/security/login_check', {
      headers: { host: `${slug}.localhost` },
      payload: { username: email, password: DEMO_PASSWORD },
      ip: freshIp(),
    });
  const get = (slug: string, url: string, token: string) =>
    app.inject({ url: `/api/v1${url}`, headers: { host: `${slug}.localhost`, authorization: `Bearer ${token}` } });

  it('fills ctx.members with every documented login and its client accounts', () => {
    expect(Object.keys(ctx.members).sort()).toEqual([
      'admin@videira.demo',
      'inativo@videira.demo',
      'irmao@videira.demo',
      'maria.oliveira@videira.demo',
      'member@grace.demo',
      'membro@videira.demo',
      'miembro@gracia.demo',
    ]);
    expect(ctx.members['member@grace.demo']?.clients.grace).toEqual(expect.any(Number));
    expect(ctx.members['miembro@gracia.demo']?.clients.gracia).toEqual(expect.any(Number));
  });

  it.each([
    ['videira', 'membro@videira.demo'],
    ['videira', 'irmao@videira.demo'],
    ['videira', 'admin@videira.demo'],
    ['grace', 'member@grace.demo'],
    ['gracia', 'miembro@gracia.demo'],
  ])('%s: %s logs in with the demo password and has a client account there', async (slug, email) => {
    const res = await login(slug, email);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const me = (await get(slug, '/me', token)).json();
    const church = ctx.churches[slug]!;
    const usuarios = await get(slug, `/user/${me.id}/usuario?cliente=${church.id}`, token);
    expect(usuarios.json().usuarios).toHaveLength(1);
  });

  it('the inactive demo account is refused until activated', async () => {
    expect((await login('videira', 'inativo@videira.demo')).statusCode).toBe(403);
  });

  it('membro has a full profile with a valid CPF; admin holds ROLE_ADMIN at videira', async () => {
    const membro = (await login('videira', 'membro@videira.demo')).json().token;
    const id = ctx.members['membro@videira.demo']!.contaId;
    const [profile] = (await get('videira', `/user/${id}/usuario?cliente=${ctx.churches.videira!.id}`, membro)).json().usuarios;
    expect(isValidCpf(profile.cpf)).toBe(true);
    expect(profile).toMatchObject({
      telefone: expect.any(String),
      dataNascimento: '1988-04-12',
      congregacaoId: expect.any(Number),
      cep: '01310100',
    });

    const admin = (await login('videira', 'admin@videira.demo')).json().token;
    const adminId = ctx.members['admin@videira.demo']!.contaId;
    const roles = await get('videira', `/user/${adminId}/role?organizacao=rede-videira`, admin);
    expect(roles.json()).toEqual({ userIgrejaRoles: [{ role: 'ROLE_ADMIN', igreja: 'VIDEIRA' }] });
  });

  it('notifications: route types, a personal one and one from another church of the organization', async () => {
    const membro = (await login('videira', 'membro@videira.demo')).json().token;
    const feed = (await get('videira', `/igreja/${ctx.churches.videira!.id}/notificacao/`, membro)).json();
    const types = feed.notificacoes.map((n: { tipo: { codigo: string } }) => n.tipo.codigo);
    expect(types).toEqual(expect.arrayContaining(['CULTO', 'EVENTO', 'DEVOCIONAL', 'NOTICIA']));
    expect(feed.notificacoes.some((n: { igreja: { codigo: string } }) => n.igreja.codigo === 'VIDEIRA_NORTE')).toBe(true);
    expect(feed.notificacoes.some((n: { titulo: string }) => n.titulo.startsWith('Seu pedido de oração'))).toBe(true);

    const irmao = (await login('videira', 'irmao@videira.demo')).json().token;
    const other = (await get('videira', `/igreja/${ctx.churches.videira!.id}/notificacao/`, irmao)).json();
    expect(other.total).toBe(feed.total - 1);
    const grace = (await login('grace', 'member@grace.demo')).json().token;
    expect((await get('grace', `/igreja/${ctx.churches.grace!.id}/notificacao/`, grace)).json().total).toBe(3);
  });
});
