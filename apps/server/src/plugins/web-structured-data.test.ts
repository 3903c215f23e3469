import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../modules/events/events.fixtures.ts';
import { createPayingChurch } from '../modules/payments/payments.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { templateOnlyDist } from './web.test-helpers.ts';

/** Every JSON-LD block of a page, parsed (JSON.parse: a block a text broke would throw). */
const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

/** schema.org data of the served pages (issue 37, web-structured-data.ts). */
describe('structured data', () => {
  let t: TestApp;
  let dist: string;
  let eventId: number;
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'videira.localhost' } });

  beforeAll(async () => {
    dist = templateOnlyDist();
    t = await createTestApp({ webDist: dist });
    const videira = await createPayingChurch(t.app, 'videira');
    eventId = (
      await createEvent(t.app, videira, {
        titulo: 'Conferência <Videira> & "amigos"',
        resumo: 'Três dias de louvor e palavra.',
        imagem: '/media/seed/events/conference.jpg',
        localNome: 'Templo sede',
        localCidade: 'Goiânia',
        dataInicio: new Date('2031-03-14T22:00:00Z'),
        dataFim: new Date('2031-03-16T22:00:00Z'),
        tickets: [
          { nome: 'Lote VIP', valor: 12_000, taxa: 345 },
          { nome: 'Cortesia', valor: 0, quantidade: 5, vendidos: 5 },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('describes the event as a schema.org Event: dates, place, the ticket types offered at the price charged', async () => {
    const [data, ...more] = structuredDataOf((await page(`/event/${eventId}`)).body);
    expect(more).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Conferência <Videira> & "amigos"',
      description: 'Três dias de louvor e palavra.',
      url: `http://videira.localhost/event/${eventId}`,
      image: 'http://videira.localhost/media/seed/events/conference.jpg',
      startDate: '2031-03-14T22:00:00.000Z',
      endDate: '2031-03-16T22:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Templo sede', address: 'Goiânia' },
      organizer: { '@type': 'Organization', name: 'Igreja videira', url: 'http://videira.localhost/' },
      offers: [
        expect.objectContaining({
          '@type': 'Offer',
          name: 'Lote VIP',
          price: '123.45',
          priceCurrency: 'BRL',
          availability: 'https://schema.org/InStock',
        }),
        expect.objectContaining({ '@type': 'Offer', name: 'Cortesia', price: '0.00', availability: 'https://schema.org/SoldOut' }),
      ],
    });
    // The title's "<" never closes the script: written escaped, read back whole.
    expect((await page(`/event/${eventId}`)).body).not.toContain('"name":"Conferência <Videira>');
  });

  it('describes the church as a schema.org Church on its other pages, and on an unknown event', async () => {
    for (const url of ['/', '/about', '/event/999999']) {
      const [data] = structuredDataOf((await page(url)).body);
      expect(data, url).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Church',
        name: 'Igreja videira',
        url: 'http://videira.localhost/',
      });
    }
  });
});
