import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devotionalsKind } from '../modules/content/devotionals.kind.ts';
import { ebdKind } from '../modules/content/ebd.kind.ts';
import { createContent } from '../modules/content/content.fixtures.ts';
import { ministriesKind, ministryProjectsKind } from '../modules/content/ministries.kind.ts';
import { newsKind } from '../modules/content/news.kind.ts';
import { publicationsKind } from '../modules/content/publications.kind.ts';
import { buy, createEvent, daysFromNow } from '../modules/events/events.fixtures.ts';
import { createPayer, createPayingChurch } from '../modules/payments/payments.fixtures.ts';
import { createChurch, type TestChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { matchPath } from './web-link-preview.ts';
import { templateOnlyDist as fakeDist } from './web.test-helpers.ts';

/** The content of a <meta> of the page (undefined when absent). */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
describe('link previews of detail pages (event detail)', () => {
  let t: TestApp;
  let dist: string;
  let videira: TestChurch;
  let eventId: number;
  let otherChurchEventId: number;
  let inactiveEventId: number;
  const host = { host: 'videira.localhost' };

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
    videira = await createPayingChurch(t.app, 'videira');
    const grace = await createChurch(t.app, 'grace', { idioma: 'en' });
    const event = await createEvent(t.app, videira, {
      titulo: 'Conferência <Videira> & "amigos"',
      resumo: 'Três dias de louvor e palavra.',
      imagem: '/media/seed/events/conference.jpg',
      localNome: 'Templo sede',
      localCidade: 'Goiânia',
      dataInicio: new Date('2031-03-14T22:00:00Z'),
      dataFim: new Date('2031-03-16T22:00:00Z'),
      contatoEmail: 'secreto@videira.example',
      contatoTelefone: '+5562999990000',
      tickets: [
        { nome: 'Lote VIP', valor: 12_345 },
        { nome: 'Cortesia', valor: 0 },
      ],
    });
    eventId = event.id;
    // A buyer: nothing of theirs may reach the preview.
    const buyer = await createPayer(t.app, videira);
    const res = await buy(t.app, videira, event, buyer, {
      ingressos: [{ id: event.tickets[1]!.id, quantidade: 1, titulares: [{ nome: 'Titular Privado', respostas: [] }] }],
      valorTotal: 0,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    otherChurchEventId = (await createEvent(t.app, grace, { titulo: 'Grace Summit' })).id;
    inactiveEventId = (await createEvent(t.app, videira, { titulo: 'Retiro cancelado', flagAtivo: false, dataFim: daysFromNow(3) })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...host, ...headers } });

  it("an event page has the event's title, dates, place, summary and image, in the page's language", async () => {
    const res = await page(`/event/${eventId}`, { 'accept-language': 'pt-BR' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(metaOf(html, 'og:title')).toBe('Conferência &lt;Videira&gt; &amp; &quot;amigos&quot;');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    expect(titleOf(html)).toBe('Conferência &lt;Videira&gt; &amp; &quot;amigos&quot; · Igreja videira');
    const description = metaOf(html, 'og:description')!;
    const spaced = (text: string | undefined) => text?.replace(/\s/g, ' ');
    // The church's clock (22:00 UTC is 19:00 in São Paulo), the zone named: a preview is read anywhere.
    expect(spaced(description)).toContain('14 de março de 2031 às 19:00 – 16 de março de 2031 às 19:00 BRT');
    expect(description).toContain('Templo sede, Goiânia');
    expect(description).toContain('Três dias de louvor e palavra.');
    expect(metaOf(html, 'description')).toBe(description);
    expect(metaOf(html, 'twitter:description')).toBe(description);
    expect(metaOf(html, 'og:image')).toBe('http://videira.localhost/media/seed/events/conference.jpg');
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    expect(metaOf(html, 'og:url')).toBe(`http://videira.localhost/event/${eventId}`);
    expect(metaOf(html, 'og:type')).toBe('article');

    const english = await page(`/event/${eventId}/`, { 'accept-language': 'en' });
    expect(spaced(metaOf(english.body, 'og:description'))).toContain('March 14, 2031 at 7:00 PM – March 16, 2031 at 7:00 PM GMT-3');
  });

  it('an evening ending after midnight UTC ends on its day in the church: 2 January, 22:00, as the page says', async () => {
    const evening = await createEvent(t.app, videira, {
      titulo: 'Noite de louvor',
      dataInicio: new Date('2031-01-02T22:00:00Z'),
      dataFim: new Date('2031-01-03T01:00:00Z'),
    });
    const description = metaOf((await page(`/event/${evening.id}`, { 'accept-language': 'pt-BR' })).body, 'og:description')!;
    expect(description.replace(/\s/g, ' ')).toContain('2 de janeiro de 2031 19:00 – 22:00 BRT');
    expect(description).not.toContain('3 de janeiro');
  });

  it('gives no private data: no contact, stock counts or buyers', async () => {
    const head = (await page(`/event/${eventId}`)).body.split('<script id="congrega-bootstrap"')[0]!;
    for (const secret of ['secreto@videira.example', '+5562999990000', 'Titular Privado', '"quantidade"', '"vendidos"']) {
      expect(head).not.toContain(secret);
    }
  });

  it("another church's event, an inactive one, an unknown or malformed id: 404 with the church's default preview", async () => {
    const home = await page('/');
    for (const url of [
      `/event/${otherChurchEventId}`,
      `/event/${inactiveEventId}`,
      '/event/999999',
      '/event/abc',
      '/event/1e3',
      '/event/99999999999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(metaOf(res.body, 'og:title'), url).toBe('Igreja videira');
      expect(titleOf(res.body), url).toBe('Igreja videira');
      expect(metaOf(res.body, 'og:description'), url).toBe(metaOf(home.body, 'og:description'));
      expect(res.body).not.toContain('Grace Summit');
      expect(res.body).not.toContain('Retiro cancelado');
    }
  });

  it("pages under the event (its tickets) and other routes keep the church's preview", async () => {
    for (const url of [`/event/${eventId}/tickets`, '/event', '/about']) {
      expect(metaOf((await page(url)).body, 'og:title'), url).toBe('Igreja videira');
    }
  });

  it('a church without the events module keeps its preview', async () => {
    const plain = await createChurch(t.app, 'semeventos', { modules: ['MOD_MURAL_ORACAO'] });
    const event = await createEvent(t.app, plain, { titulo: 'Escondido' });
    const res = await t.app.inject({ method: 'GET', url: `/event/${event.id}`, headers: { host: 'semeventos.localhost' } });
    expect(metaOf(res.body, 'og:title')).toBe('Igreja semeventos');
  });
  it('matches route paths segment by segment', () => {
    expect(matchPath('/event/:eventId', '/event/12')).toEqual({ eventId: '12' });
    expect(matchPath('/event/:eventId', '/event/12/')).toEqual({ eventId: '12' });
    expect(matchPath('/event/:eventId', '/event/12/tickets')).toBeUndefined();
    expect(matchPath('/event/:eventId', '/events/12')).toBeUndefined();
    expect(matchPath('/event/:eventId', '/event/%E0%A4%A')).toBeUndefined();
  });
});

describe('link previews of content detail pages (devotionals, news)', () => {
  let t: TestApp;
  let dist: string;
  const ids: Record<string, number | string> = {};
  const page = (url: string, host = 'videira.localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
    const videira = await createChurch(t.app, 'videira');
    const grace = await createChurch(t.app, 'grace', { idioma: 'en' });
    const old = new Date(Date.now() - 60_000);
    ids.devotional = await createContent(t.app, devotionalsKind, videira, {
      titulo: 'Entrega o teu caminho',
      passagem: 'Salmos 37.5',
      resumo: 'Confiar é descansar.',
      imagem: '/media/seed/devocional.jpg',
      dataPublicacao: old,
    });
    ids.news = await createContent(t.app, newsKind, videira, {
      titulo: 'Reforma do templo',
      conteudo: `<p>Começam as <strong>obras</strong> do templo.</p>${'<p>mais texto</p>'.repeat(40)}`,
      dataPublicacao: old,
    });
    ids.publication = await createContent(t.app, publicationsKind, videira, {
      slug: 'boletim-novembro',
      titulo: 'Boletim de novembro',
      resumo: 'Agenda do mês.',
      dataPublicacao: old,
    });
    ids.ministry = await createContent(t.app, ministriesKind, videira, {
      titulo: 'Ação Social',
      resumo: 'Serve famílias.',
      responsavelNome: 'Paulo Mendes',
      dataPublicacao: old,
    });
    ids.project = await createContent(t.app, ministryProjectsKind, videira, {
      titulo: 'Cesta Básica',
      resumo: 'Alimentos.',
      meta: '80 famílias',
      ministerioId: ids.ministry,
      dataPublicacao: old,
    });
    ids.quarter = await createContent(t.app, ebdKind, videira, {
      titulo: 'O Fruto do Espírito',
      slug: 'fruto-2026',
      resumo: 'Treze domingos.',
      dataPublicacao: old,
    });
    ids.scheduled = await createContent(t.app, newsKind, videira, { titulo: 'Futuro', dataPublicacao: new Date(Date.now() + 86_400_000) });
    ids.grace = await createContent(t.app, newsKind, grace, { titulo: 'Grace news', dataPublicacao: old });
    await createChurch(t.app, 'semconteudo', { modules: ['MOD_MURAL_ORACAO'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a devotional page has its title, passage, summary and image; a news page the start of its text', async () => {
    const devotional = (await page(`/devotionals/${ids.devotional}`)).body;
    expect(metaOf(devotional, 'og:title')).toBe('Entrega o teu caminho');
    expect(metaOf(devotional, 'og:description')).toBe('Salmos 37.5 — Confiar é descansar.');
    expect(metaOf(devotional, 'og:image')).toBe('http://videira.localhost/media/seed/devocional.jpg');
    const news = (await page(`/news/${ids.news}/`)).body;
    expect(metaOf(news, 'og:title')).toBe('Reforma do templo');
    const description = metaOf(news, 'og:description')!;
    expect(description.startsWith('Começam as obras do templo. mais texto')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBe(200);
    const publication = (await page('/publications/boletim-novembro')).body;
    expect(metaOf(publication, 'og:title')).toBe('Boletim de novembro');
    expect(metaOf(publication, 'og:description')).toBe('Agenda do mês.');
    expect(metaOf((await page(`/ministries/${ids.ministry}`)).body, 'og:description')).toBe('Paulo Mendes — Serve famílias.');
    const project = (await page(`/ministries/${ids.ministry}/projects/${ids.project}`)).body;
    expect(metaOf(project, 'og:title')).toBe('Cesta Básica');
    expect(metaOf(project, 'og:description')).toBe('80 famílias — Alimentos.');
    // A quarter by its slug, or by its id (the address a notification opens).
    const quarter = (await page('/ebds/fruto-2026')).body;
    expect(metaOf(quarter, 'og:title')).toBe('O Fruto do Espírito');
    expect(metaOf(quarter, 'og:description')).toBe('4º trimestre de 2026 — Treze domingos.');
    const [{ id }] = (await t.app.inject({ url: '/api/v1/igreja/videira/ebd/', headers: { host: 'videira.localhost' } })).json().itens;
    expect(metaOf((await page(`/ebds/${id}`)).body, 'og:title')).toBe('O Fruto do Espírito');
  });

  it("scheduled, another church's, unknown or malformed items: 404 with the default; a church without the module keeps it", async () => {
    for (const url of [
      `/news/${ids.scheduled}`,
      `/news/${ids.grace}`,
      '/news/999999',
      '/news/abc',
      '/publications/nao-existe',
      '/publications/Bad_Slug',
      '/ebds/2026-4',
      '/ebds/99999999999',
      `/devotionals/${ids.news}x`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(metaOf(res.body, 'og:title'), url).toBe('Igreja videira');
      expect(res.body).not.toContain('Grace news');
      expect(res.body).not.toContain('Futuro');
    }
    expect(metaOf((await page(`/news/${ids.news}`, 'semconteudo.localhost')).body, 'og:title')).toBe('Igreja semconteudo');
  });
});
