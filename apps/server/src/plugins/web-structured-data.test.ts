import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent } from '../modules/content/content.fixtures.ts';
import { videosKind } from '../modules/content/videos.kind.ts';
import { createEvent } from '../modules/events/events.fixtures.ts';
import { podcast, podcastEpisodio } from '../modules/podcast/podcast.schema.ts';
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
  let videoId: number;
  let fileVideoId: number;
  let episodeId: number;
  let otherEpisodeId: number;
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
    videoId = Number(
      await createContent(t.app, videosKind, videira, {
        titulo: 'Culto de domingo',
        resumo: 'A mensagem na íntegra.',
        imagem: '/media/seed/videos/culto.jpg',
        dataPublicacao: new Date('2026-11-01T12:00:00Z'),
        videoId: 'aqz-KE-bpKQ',
        source: 'youtube',
      }),
    );
    fileVideoId = Number(
      await createContent(t.app, videosKind, videira, { titulo: 'Batismos', videoId: '/media/uploads/batismos.mp4', source: 'file' }),
    );
    const db = t.app.database.db;
    const other = await createPayingChurch(t.app, 'outra');
    const [series] = await db
      .insert(podcast)
      .values({ igrejaId: videira.id, codigo: 'palavra', titulo: 'Palavra em áudio', imagem: '/media/seed/podcast/capa.jpg' })
      .returning();
    const [otherSeries] = await db.insert(podcast).values({ igrejaId: other.id, codigo: 'palavra', titulo: 'Da outra' }).returning();
    const episode = {
      titulo: 'Ep. 7: Salmo 23',
      descricao: '<p>O Senhor é o meu pastor.</p>',
      posicao: 7,
      arquivoAudio: '/media/seed/podcast/7.wav',
    };
    [episodeId, otherEpisodeId] = (
      await db
        .insert(podcastEpisodio)
        .values([
          {
            ...episode,
            igrejaId: videira.id,
            podcastId: series!.id,
            duracaoSegundos: 3723,
            dataPublicacao: new Date('2026-10-05T09:00:00Z'),
          },
          { ...episode, igrejaId: other.id, podcastId: otherSeries!.id },
        ])
        .returning()
    ).map((r) => r.id) as [number, number];
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

  it('describes a shared podcast episode as a schema.org PodcastEpisode: audio, number, length, its series', async () => {
    const res = await page(`/podcast?code=palavra&episode=${episodeId}`);
    expect(res.statusCode).toBe(200);
    const [data, ...more] = structuredDataOf(res.body);
    expect(more).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Ep. 7: Salmo 23',
      description: 'O Senhor é o meu pastor.',
      url: `http://videira.localhost/podcast?code=palavra&episode=${episodeId}`,
      episodeNumber: 7,
      datePublished: '2026-10-05T09:00:00.000Z',
      image: 'http://videira.localhost/media/seed/podcast/capa.jpg',
      timeRequired: 'PT1H2M3S',
      associatedMedia: { '@type': 'MediaObject', contentUrl: 'http://videira.localhost/media/seed/podcast/7.wav', duration: 'PT1H2M3S' },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Palavra em áudio', url: 'http://videira.localhost/podcast?code=palavra' },
      publisher: { '@type': 'Organization', name: 'Igreja videira', url: 'http://videira.localhost/' },
    });
    // Another church's episode (same code), an unknown one or a malformed id: the church's data, the screen served.
    for (const url of [`/podcast?code=palavra&episode=${otherEpisodeId}`, '/podcast?code=palavra&episode=abc', '/podcast']) {
      const other = await page(url);
      expect(other.statusCode, url).toBe(200);
      expect(structuredDataOf(other.body)[0], url).toMatchObject({ '@type': 'Church' });
    }
  });

  it('describes a video as a schema.org VideoObject: thumbnail, upload date, where it plays', async () => {
    const [data, ...more] = structuredDataOf((await page(`/videos/${videoId}`)).body);
    expect(more).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Culto de domingo',
      description: 'A mensagem na íntegra.',
      url: `http://videira.localhost/videos/${videoId}`,
      thumbnailUrl: 'http://videira.localhost/media/seed/videos/culto.jpg',
      uploadDate: '2026-11-01T12:00:00.000Z',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      publisher: { '@type': 'Organization', name: 'Igreja videira', url: 'http://videira.localhost/' },
    });
    const [file] = structuredDataOf((await page(`/videos/${fileVideoId}`)).body);
    expect(file).toMatchObject({ '@type': 'VideoObject', contentUrl: 'http://videira.localhost/media/uploads/batismos.mp4' });
    expect(file).not.toHaveProperty('embedUrl');
  });
});
