import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoWav } from './podcast-audio.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';
import { DEMO_EPISODE_SECONDS, seedPodcast } from './podcast.seed.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('podcast: GET /podcast/anchor/{code}/', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  const get = (url: string, c = church) => t.app.inject({ url: `/api/v1${url}`, headers: { host: c.host, 'accept-language': 'en' } });

  async function createPodcast(c: TestChurch, codigo: string, episodes: number, extra: Array<{ dataPublicacao: Date }> = []) {
    const [row] = await t.app.database.db
      .insert(podcast)
      .values({ igrejaId: c.id, codigo, titulo: `Podcast ${codigo}`, imagem: '/capa.jpg' })
      .returning();
    const values = [
      ...Array.from({ length: episodes }, (_, i) => ({ dataPublicacao: new Date(Date.now() - (episodes - i) * DAY) })),
      ...extra,
    ].map((e, i) => ({ ...e, igrejaId: c.id, podcastId: row!.id, titulo: `Ep ${i + 1}`, posicao: i + 1, arquivoAudio: `/a/${i + 1}.wav` }));
    if (values.length) await t.app.database.db.insert(podcastEpisodio).values(values);
  }

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'podcast');
    other = await createChurch(t.app, 'podcast-b');
    await createPodcast(church, 'vinte', 20, [{ dataPublicacao: new Date(Date.now() + DAY) }]);
    await createPodcast(church, 'vinte-e-um', 21);
    await createPodcast(other, 'da-b', 3);
  });
  afterAll(() => t.close());

  it('pages 10 at a time, newest first, with the spec’s item fields; public cache', async () => {
    const res = await get('/podcast/anchor/vinte/?page=1&limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.podcast).toEqual({ code: 'vinte', title: 'Podcast vinte', description: null, image: '/capa.jpg' });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      background: '/capa.jpg',
      title: 'Ep 20',
      description: null,
      position: 20,
      published_at: expect.any(String),
      audio_file: '/a/20.wav',
      duration: null,
    });
  });

  it('at the 10 boundary: 20 episodes give two full pages and an empty third; 21 give a third page of one', async () => {
    const titles = async (code: string, page: number) =>
      (await get(`/podcast/anchor/${code}/?page=${page}&limit=10`)).json().items.map((i: { position: number }) => i.position);
    expect(await titles('vinte', 2)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await titles('vinte', 3)).toEqual([]);
    expect(await titles('vinte-e-um', 3)).toEqual([1]);
    // The default page size is the spec's 10.
    expect((await get('/podcast/anchor/vinte-e-um/')).json()).toMatchObject({ page: 1, limit: 10 });
  });

  it('lists the church’s podcasts; another church’s slug answers 404', async () => {
    expect((await get(`/igreja/${church.slug}/podcast/`)).json().podcasts.map((p: { code: string }) => p.code)).toEqual([
      'vinte',
      'vinte-e-um',
    ]);
    expect((await get(`/igreja/${other.slug}/podcast/`)).statusCode).toBe(404);
  });

  it('an unknown code, another church’s podcast and bad paging answer 4xx', async () => {
    for (const code of ['nao-existe', 'da-b']) {
      const res = await get(`/podcast/anchor/${code}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CONTENT_NOT_FOUND');
    }
    for (const query of ['?limit=0', '?limit=51', '?page=0', '?page=x', '?foo=1'])
      expect((await get(`/podcast/anchor/vinte/${query}`)).statusCode).toBe(400);
    expect((await get('/podcast/anchor/da-b/', other)).json().items).toHaveLength(3);
  });

  it('the demo seed: 25 episodes at videira, each with a playable WAV written under DATA_DIR/uploads', async () => {
    const videira = await createChurch(t.app, 'videira');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'podcast-seed-'));
    try {
      await seedPodcast({ db: t.app.database.db, churches: { videira }, members: {}, dataDir });
      const first = (await get('/podcast/anchor/videira-cast/', videira)).json();
      expect(first.items).toHaveLength(10);
      expect(first.items[0]).toMatchObject({ position: 25, duration: DEMO_EPISODE_SECONDS });
      expect((await get('/podcast/anchor/videira-cast/?page=3', videira)).json().items).toHaveLength(5);
      const file = await readFile(path.join(dataDir, 'uploads', first.items[0].audio_file.replace('/media/uploads/', '')));
      expect(file.subarray(0, 4).toString()).toBe('RIFF');
      expect(file.length).toBe(44 + DEMO_EPISODE_SECONDS * 8000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('demoWav', () => {
  it('writes a PCM WAV header and audible samples', () => {
    const wav = demoWav(1, 3);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(40)).toBe(8000);
    const samples = [...wav.subarray(44 + 4000, 44 + 4100)];
    expect(Math.max(...samples) - Math.min(...samples)).toBeGreaterThan(40);
  });
});
