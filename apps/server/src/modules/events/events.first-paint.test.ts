import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnData, drawnRoot, firstPaintDist } from '../../plugins/web.test-helpers.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent, daysFromNow } from './events.fixtures.ts';
import { evento } from './events.schema.ts';

const HOSTILE = `</p><script>alert(1)</script> $' $& $\` $$ "quoted"`;
const ESCAPED = `&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39; $&amp; $\` $$ &quot;quoted&quot;`;

describe('first paint: /event and /event/{id} drawn by the server', () => {
  let t: TestApp;
  let dist: string;
  let dataDir: string;
  let church: TestChurch;
  let member: TestMember;
  let conference: number;
  let soldOut: number;
  let hidden: number;
  let otherChurchEvent: number;

  beforeAll(async () => {
    dist = firstPaintDist(
      ['common', 'events'],
      [
        { path: '/event', module: 'MOD_EVENTO', file: 'src/events-list.tsx', css: 'assets/events-1.css' },
        { path: '/event/:eventId', module: 'MOD_EVENTO', file: 'src/event-detail.tsx', css: 'assets/events-1.css' },
      ],
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-first-paint-'));
    t = await createTestApp({ webDist: dist, dataDir });
    church = await createChurch(t.app, 'eventos');
    member = await createMember(t.app, church);
    conference = (
      await createEvent(t.app, church, {
        titulo: `Conferência ${HOSTILE}`,
        resumo: `Três dias ${HOSTILE}`,
        descricao: 'Louvor e palavra',
        localNome: 'Templo',
        localCidade: 'Recife',
        contatoEmail: 'contato@eventos.example.org',
        imagem: '/media/uploads/events/conferencia.jpg',
        tickets: [{ nome: `Inteira ${HOSTILE}`, valor: 12_000, taxa: 500 }],
      })
    ).id;
    soldOut = (
      await createEvent(t.app, church, {
        titulo: 'Retiro',
        dataInicio: daysFromNow(20),
        dataFim: daysFromNow(21),
        tickets: [{ nome: 'Única', quantidade: 1, vendidos: 1 }],
      })
    ).id;
    hidden = (await createEvent(t.app, church, { titulo: 'Rascunho da liderança' })).id;
    await t.app.database.db.update(evento).set({ flagAtivo: false }).where(eq(evento.id, hidden));
    await createEvent(t.app, church, { titulo: 'Encontro passado', dataInicio: daysFromNow(-5), dataFim: daysFromNow(-4) });
    const other = await createChurch(t.app, 'vizinha');
    otherChurchEvent = (await createEvent(t.app, other, { titulo: 'Evento da vizinha' })).id;
    await createChurch(t.app, 'semeventos', { modules: ['MOD_CULTO'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const visit = (url: string, host = church.host, lang = 'en') => t.app.inject({ url, headers: { host, 'accept-language': lang } });

  it('draws the upcoming events on /event in the page’s language, escaped, and hands the page to the app', async () => {
    const res = await visit('/event');
    expect(res.statusCode).toBe(200);
    const root = drawnRoot(res.body);
    expect(root).toMatch(/^<div class="layout" aria-hidden="true"><header class="app-header app-header-default">/);
    expect(root).toContain('<main class="main page"><section class="events-page"><h1>Events</h1><ul class="event-list">');
    expect(root.match(/<article class="event-card">/g)).toHaveLength(2);
    expect(root).toContain(`<span class="event-card-link">Conferência ${ESCAPED}</span>`);
    expect(root).toContain('<p class="muted">Templo · Recife</p>');
    // The first card's picture (often the largest paint) at once, as the responsive variants the app's card picks from.
    expect(root).toContain(
      '<article class="event-card"><picture><source type="image/avif" srcset="/media/v/uploads/events/conferencia-480.avif 480w',
    );
    expect(root).toContain('class="event-card-image" width="480" height="252" fetchpriority="high"></picture>');
    expect(root).toContain('<span class="event-tag">From R$125.00</span>');
    expect(root).toContain('<span class="event-tag event-tag-off">Sold out</span>');
    for (const text of ['Rascunho da liderança', 'Encontro passado', 'Evento da vizinha']) expect(res.body).not.toContain(text);
    expect(root).not.toMatch(/<(a|button)\b/);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(res.body.match(/<script/g)!.length);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/events-1.css" crossorigin>');
    expect(res.body).toContain('<script src="/boot.js" data-entry="/assets/index-abc123.js" defer></script>');
    const data = drawnData(res.body);
    expect(data).toMatchObject({ path: '/event', churchId: church.id, data: { eventsList: { page: 1, limit: 20, total: 2 } } });
    expect(data.data.eventsList.eventos.map((e: { id: number }) => e.id)).toEqual([conference, soldOut]);
    expect(drawnRoot((await visit('/event', church.host, 'pt-BR')).body)).toContain('<h1>Eventos</h1>');
  });

  it('draws an event as a visitor sees it, whoever asks: button, tickets with price and fee, facts, all escaped', async () => {
    const res = await t.app.inject({ url: `/event/${conference}`, headers: { ...member.headers, cookie: 'congrega_lang=en' } });
    expect(res.statusCode).toBe(200);
    const root = drawnRoot(res.body);
    expect(root).toContain(`</picture><h1>Conferência ${ESCAPED}</h1><p class="event-summary">Três dias ${ESCAPED}</p>`);
    expect(root).toContain('<div class="actions"><span class="btn btn-primary">Register</span></div>');
    // The cover (the largest paint) as the responsive variants the app's cover picks from, first and at high priority.
    expect(root).toContain(
      '<article class="events-page event-detail"><picture><source type="image/avif" srcset="/media/v/uploads/events/conferencia-480.avif 480w',
    );
    expect(root).toContain('class="event-cover" width="1200" height="630" fetchpriority="high"></picture><h1>');
    expect(root).toContain(
      `<h3 class="ticket-type-name">Inteira ${ESCAPED}</h3><p class="ticket-type-price">R$120.00<span class="muted"> + R$5.00 fee</span></p>`,
    );
    expect(root).toContain('<dt>Where</dt><dd>Templo, Recife</dd>');
    expect(root).toContain('<span class="event-fact-line">contato@eventos.example.org</span>');
    expect(root).not.toMatch(/<(a|button)\b/);
    expect(res.body).not.toContain('<script>alert(1)');
    const data = drawnData(res.body);
    expect(data).toMatchObject({
      path: `/event/${conference}`,
      churchId: church.id,
      data: { eventDetail: { id: conference, botao: 'inscrever' } },
    });
    // The visitor's view: nothing of the member who asked.
    expect(data.data.eventDetail.ingressos[0].listaEspera ?? null).toBeNull();
  });

  it('asks a visitor to log in on a sold-out ticket type, as the app does', async () => {
    const root = drawnRoot((await visit(`/event/${soldOut}`)).body);
    expect(root).toContain('<p class="ticket-status ticket-status-off">Sold out</p>');
    expect(root).toContain('<div class="waitlist"><span class="btn btn-secondary">Log in to join the waitlist</span></div>');
    expect(root).not.toMatch(/<(a|button)\b/);
  });

  it('draws nothing for an event that is not visible here, a purchase step or a church without events', async () => {
    for (const url of [
      `/event/${hidden}`,
      `/event/${otherChurchEvent}`,
      '/event/999999',
      '/event/abc',
      '/event/99999999999',
      `/event/${conference}?buyingStep=tickets`,
    ]) {
      const res = await visit(url);
      expect(drawnRoot(res.body), url).toBe('');
      expect(res.body, url).not.toContain('congrega-first-paint');
      expect(res.body, url).not.toContain('Evento da vizinha');
    }
    const off = await visit('/event', 'semeventos.localhost');
    expect(drawnRoot(off.body)).toBe('');
  });
});
