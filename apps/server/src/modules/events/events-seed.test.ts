import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { seedDemo } from '../../db/seed.ts';
import type { SeedContext } from '../../db/seed-context.ts';
import { createTestDatabase } from '../../test/test-database.ts';

type Summary = { id: number; titulo: string; flagGratuito: boolean; encerrado: boolean; flagConteudoOnline: boolean; moeda: string };

/** Deliver 6: the demo events of videira and grace, and the demo member's ticket. */
describe('demo events seed', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: App;
  let ctx: SeedContext;
  const videira = { host: 'videira.localhost', 'accept-language': 'pt-BR' };
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = await seedDemo(database.db);
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login_check',
      headers: { host: 'videira.localhost' },
      payload: { username: 'membro@videira.demo', password: 'Demo@1234' },
    });
    token = login.json().token;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const list = async (headers: Record<string, string>, slug: string) =>
    (await app.inject({ url: `/api/v1/igreja/${slug}/evento/?periodo=todos`, headers })).json().eventos as Summary[];
  const detail = async (id: number) =>
    (await app.inject({ url: `/api/v1/igreja/videira/evento/${id}/`, headers: { ...videira, authorization: `Bearer ${token}` } })).json();

  it('videira: a paid conference, a free night, a nearly sold-out retreat, an ended vigil and an online school', async () => {
    const events = await list(videira, 'videira');
    expect(events.map((e) => [e.titulo, e.flagGratuito, e.encerrado, e.flagConteudoOnline])).toEqual([
      ['Escola de Líderes Online', false, false, true],
      ['Noite de Louvor Jovem', true, false, false],
      ['Conferência Videira 2026', false, false, false],
      ['Retiro de Casais', false, false, false],
      ['Vigília de Oração', true, true, false],
    ]);
    const conference = await detail(events[2]!.id);
    expect(
      conference.ingressos.map((i: { nome: string; valor: number; taxa: number; perguntas: unknown[] }) => [
        i.nome,
        i.valor,
        i.taxa,
        i.perguntas.length,
      ]),
    ).toEqual([
      ['Inteira', 15_000, 1_000, 3],
      ['Meia (estudante)', 7_500, 500, 1],
    ]);
    expect(conference).toMatchObject({
      maxParcelas: 6,
      metodosPagamento: ['cartao_credito', 'pix', 'boleto', 'dinheiro'],
      botao: 'inscrever',
    });
    expect(conference.termos).toBeTruthy();
    expect(conference.ingressos[0].perguntas[1]).toMatchObject({ tipo: 'escolha', opcoes: ['P', 'M', 'G', 'GG'], obrigatoria: true });
    const retreat = await detail(events[3]!.id);
    expect(retreat.ingressos[0]).toMatchObject({ restantes: 2, status: 'disponivel' });
    expect((await detail(events[1]!.id)).flagConvidado).toBe(true);
    expect((await detail(events[4]!.id)).botao).toBe('encerrado');
  });

  it('the demo member already holds a confirmed ticket of the online school, with its content', async () => {
    const usuarioId = ctx.members['membro@videira.demo']!.clients.videira!;
    const headers = { ...videira, authorization: `Bearer ${token}` };
    const mine = (await app.inject({ url: `/api/v1/usuario/${usuarioId}/evento/`, headers })).json();
    expect(mine.eventos).toHaveLength(1);
    expect(mine.eventos[0]).toMatchObject({
      evento: { titulo: 'Escola de Líderes Online' },
      confirmados: 1,
      pendentes: 0,
      flagConteudo: true,
    });
    const eventId = mine.eventos[0].evento.id;
    expect((await detail(eventId)).botao).toBe('ver_conteudo');
    const tickets = (await app.inject({ url: `/api/v1/usuario/${usuarioId}/evento/${eventId}/inscricao/`, headers })).json();
    expect(tickets.ingressos[0]).toMatchObject({ titular: 'Maria Oliveira', status: 'confirmada' });
    const content = await app.inject({
      url: `/api/v1/usuario/${usuarioId}/evento/${eventId}/inscricao/${tickets.ingressos[0].id}/conteudo/`,
      headers,
    });
    expect(content.json().conteudos.map((c: { tipo: string }) => c.tipo)).toEqual(['video', 'arquivo', 'texto']);
  });

  it('grace has a USD event', async () => {
    const events = await list({ host: 'grace.localhost' }, 'grace');
    expect(events.map((e) => [e.titulo, e.moeda])).toEqual([['Family Conference', 'USD']]);
  });
});
