import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFrozenClock } from '../test/frozen-clock.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { grantPreset, staffLogin, type StaffSession } from '../modules/admin/admin.test-helpers.ts';
import { createGroup } from '../modules/groups/groups.fixtures.ts';
import { createPlayChurch, type PlayChurch } from '../modules/play/play.fixtures.ts';

/**
 * The church's cached public reads (core/public-reads.ts) other than the events' (events-public-cache.test.ts): the
 * groups list and detail, the Play home and a content kind's list (devotionals). Each: a warm visitor read sends no
 * statement; a staff console write shows on the next read at once; another church's reads never show it.
 */
describe('public reads cached per church, ended by the staff console', () => {
  let t: TestApp;
  let church: PlayChurch;
  let other: TestChurch;
  let admin: StaffSession;
  let leader: TestMember;
  const visitor = (c: { host: string } = church) => ({ host: c.host, 'accept-language': 'en' });
  const get = (url: string, headers: Record<string, string> = visitor()) => t.app.inject({ url: `/api/v1${url}`, headers });
  const staffCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1/admin/${church.slug}${url}`, headers: { ...admin.headers, 'accept-language': 'en' }, payload });

  /** What a repeat of `request` costs once it ran, with the clock held (nothing expires in between). */
  const warmCost = (request: () => Promise<{ statusCode: number }>) =>
    withFrozenClock(async () => {
      await request();
      const before = { ...t.app.database.stats };
      expect((await request()).statusCode).toBe(200);
      return t.app.database.stats.statements - before.statements;
    });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'lidos');
    other = await createChurch(t.app, 'outros');
    const staff = await createMember(t.app, church);
    await grantPreset(t.app, church, staff, 'church_admin');
    admin = await staffLogin(t.app, staff, { totp: true });
    leader = await createMember(t.app, church, { nome: 'Lia' });
    await createGroup(t.app, church, { nome: 'Célula Sul', liderUsuarioId: leader.usuarioId });
    await createGroup(t.app, other, { nome: 'Célula de fora' });
  });
  afterAll(() => t.close());

  it('groups: the list and a detail read once; a cell created and renamed in the console shows at once, on this church only', async () => {
    const list = () => get(`/igreja/${church.slug}/celula/`);
    const names = async (res: Promise<{ json: () => { celulas: { nome: string }[] } }>) => (await res).json().celulas.map((c) => c.nome);
    expect(await warmCost(list)).toBe(0);
    expect(await names(list())).toEqual(['Célula Sul']);
    const body = {
      nome: 'Célula Norte',
      descricao: 'Às quartas',
      lideresEmails: [leader.email],
      responsavel: 'Pastor João',
      publico: 'casais',
      diaSemana: 3,
      horario: '20:00',
      capacidade: 12,
      aceitaSolicitacoes: true,
      flagAtivo: true,
      cep: '',
      logradouro: 'Rua A',
      numero: '10',
      complemento: '',
      bairro: 'Centro',
      cidade: 'São Paulo',
      estado: 'SP',
      latitude: -23.5,
      longitude: -46.6,
    };
    const created = await staffCall('POST', '/cells', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await names(list())).toEqual(expect.arrayContaining(['Célula Sul', 'Célula Norte']));
    const detail = () => get(`/celula/${id}`);
    expect(await warmCost(detail)).toBe(0);
    expect((await staffCall('PUT', `/cells/${id}`, { ...body, nome: 'Célula Nordeste' })).statusCode).toBe(200);
    expect((await detail()).json().nome).toBe('Célula Nordeste');
    expect(await names(list())).toContain('Célula Nordeste');
    // Another church: its own list, and this church's cell is not found on its host.
    expect(await names(get(`/igreja/${other.slug}/celula/`, visitor(other)))).toEqual(['Célula de fora']);
    expect((await get(`/celula/${id}`, visitor(other))).statusCode).toBe(404);
  });

  it('Play home: read once per plan; a content taken down and the visibility changed in the console show at once', async () => {
    const home = () => get(`/igreja/${church.slug}/plano-assinatura-home/`);
    const titles = async () => (await home()).json().destaques.map((c: { titulo: string }) => c.titulo) as string[];
    expect(await warmCost(home)).toBe(0);
    expect(await titles()).toContain('Graça 100% livre');
    const down = await staffCall('PUT', `/play/contents/${church.contents[0]}/publication`, { publicado: false });
    expect(down.statusCode, down.body).toBe(200);
    expect(await titles()).not.toContain('Graça 100% livre');
    expect((await staffCall('PUT', '/play/config', { tipoVisibilidadeConteudo: 'assinantes' })).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(403);
    expect((await get(`/igreja/${church.slug}/plano-assinatura-configuracao/`)).json().tipoVisibilidadeConteudo).toBe('assinantes');
  });

  it('devotionals: the list read once; one published in the console shows at once, never on another church', async () => {
    const list = (c: { slug: string; host: string } = church) => get(`/igreja/${c.slug}/devocional/`, visitor(c));
    const titles = async (c?: { slug: string; host: string }) => (await list(c)).json().itens.map((i: { titulo: string }) => i.titulo);
    expect(await warmCost(() => list())).toBe(0);
    expect(await titles(other)).toEqual([]);
    const draft = await staffCall('POST', '/content/devotionals', {
      titulo: 'Confie',
      conteudo: '<p>Entrega o teu caminho.</p>',
      passagem: 'Salmos 37.5',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await titles()).not.toContain('Confie');
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${church.slug}/content/devotionals/${draft.json().id}/publish`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await titles()).toContain('Confie');
    expect(await titles(other)).toEqual([]);
  });

  it("notifications: the church-wide head read once; a console notice shows at once beside the member's own, never on another church", async () => {
    const member = await createMember(t.app, church, { nome: 'Rui' });
    const stranger = await createMember(t.app, other, { nome: 'Eva' });
    const feed = (m: TestMember, c: TestChurch = church, query = '') =>
      get(`/igreja/${c.id}/notificacao/${query}`, { ...m.headers, 'accept-language': 'en' });
    const titles = async (m: TestMember, c?: TestChurch, query?: string) =>
      (await feed(m, c, query)).json().notificacoes.map((n: { titulo: string }) => n.titulo) as string[];
    // Warm: the session check and the church's head are cached; the member's own notices are one statement (and
    // the church scope; BEGIN and COMMIT too on node-postgres).
    expect(await warmCost(() => feed(member))).toBe(t.app.database.kind === 'postgres' ? 4 : 2);
    const sent = await staffCall('POST', '/notifications', { titulo: 'Culto especial', corpo: 'Domingo às 18h', rota: null });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await titles(member)).toContain('Culto especial');
    expect(await titles(stranger, other)).not.toContain('Culto especial');
    // The member's own and the church's merge newest first, paged, with both counted.
    const page = (await feed(member, church, '?limit=1&page=1')).json();
    expect(page).toMatchObject({ total: (await feed(member)).json().total, limit: 1, notificacoes: [{ titulo: 'Culto especial' }] });
  });
});
