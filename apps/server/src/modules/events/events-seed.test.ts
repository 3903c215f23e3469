import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { seedDemo } from '../../db/seed.ts';
import type { SeedContext } from '../../db/seed-context.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { COVER_HEIGHT, COVER_SAFE_WIDTH, COVER_WIDTH, eventCoverSvg, fittingFontSize, writeEventCover } from './event-cover-image.ts';
import { evento } from './events.schema.ts';
import { AUSTIN, SAO_PAULO, conferenceSchedule, wallClock } from './events-seed-dates.ts';

/** Weekday words of the schedules ("Sexta a domingo", "Quartas", "Friday and Saturday"), as getUTCDay numbers. */
const WEEKDAY_WORDS: Record<string, number> = {
  ...{ domingo: 0, segunda: 1, terça: 2, quarta: 3, quinta: 4, sexta: 5, sábado: 6 },
  ...{ sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
};
const weekdaysNamed = (horario: string) =>
  [...horario.toLowerCase().matchAll(/\p{L}+/gu)].map((m) => WEEKDAY_WORDS[m[0].replace(/s$/, '')]).filter((d) => d !== undefined);

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
      [conferenceSchedule(Date.now()).titulo, false, false, false],
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

  it('every event starts on the first day its schedule names and ends on the last, in its church’s zone', async () => {
    const rows = await database.db.select().from(evento);
    let checked = 0;
    for (const row of rows) {
      const zone = row.igrejaId === ctx.churches.grace!.id ? AUSTIN : SAO_PAULO;
      const days = weekdaysNamed(row.horario ?? '');
      if (days.length === 0) continue;
      const where = `${row.titulo}: ${row.horario}`;
      expect(wallClock(row.dataInicio, zone).weekday, where).toBe(days[0]);
      if (days.length > 1) expect(wallClock(row.dataFim, zone).weekday, where).toBe(days.at(-1));
      const hour = /(\d{1,2})\s*(h|pm)/.exec(row.horario ?? '');
      if (hour) expect(wallClock(row.dataInicio, zone).hour, where).toBe(Number(hour[1]) + (hour[2] === 'pm' ? 12 : 0));
      checked++;
    }
    expect(checked).toBe(5);
  });

  it('the conference is titled with its own year and its map link searches its address', async () => {
    const [conference] = await database.db
      .select()
      .from(evento)
      .where(eq(evento.titulo, conferenceSchedule(Date.now()).titulo));
    expect(conference!.titulo).toBe(`Conferência Videira ${wallClock(conference!.dataInicio, SAO_PAULO).year}`);
    const rows = await database.db.select().from(evento);
    for (const row of rows.filter((r) => r.localLinkMapa)) {
      expect(new URL(row.localLinkMapa!).searchParams.get('query'), row.titulo).toBe(row.localEndereco);
    }
    expect(conference!.localLinkMapa).toContain(encodeURIComponent('Rua das Videiras'));
  });

  it('the conference cover is drawn from the event: its title and year, the shape the page shows, the text inside it', async () => {
    const { titulo } = conferenceSchedule(Date.now());
    const svg = eventCoverSvg({ title: titulo, subtitle: 'Inscrições abertas', hue: 275 });
    expect(svg).toContain(`>${titulo}<`);
    for (const text of [titulo, 'Inscrições abertas', 'Um título de evento bem mais comprido que o de costume 2027']) {
      const size = fittingFontSize(text, 72);
      expect(text.length * size * 0.62).toBeLessThanOrEqual(COVER_SAFE_WIDTH);
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cover-'));
    try {
      await writeEventCover(dir, 'events/cover.jpg', { title: titulo, subtitle: 'Inscrições abertas', hue: 275 });
      const meta = await sharp(path.join(dir, 'events/cover.jpg')).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([COVER_WIDTH, COVER_HEIGHT, 'jpeg']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('grace has a USD event', async () => {
    const events = await list({ host: 'grace.localhost' }, 'grace');
    expect(events.map((e) => [e.titulo, e.moeda])).toEqual([['Family Conference', 'USD']]);
  });
});
