import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { video } from '../content/content.schema.ts';
import { mediaFolderKey, mediaStore } from '../media/media-keys.ts';
import { midiaArquivo, midiaLegenda } from '../media/media.schema.ts';
import { readyMedia, tempDir } from '../media/media.test-helpers.ts';
import { createPlayChurch, type PlayChurch } from '../play/play.fixtures.ts';
import { planoAssinaturaConteudo } from '../play/play.schema.ts';
import { podcastEpisodio } from '../podcast/podcast.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The media library under two staff at once (PostgreSQL only: PGlite has one connection, so requests never overlap).
 * A content (Play content, video, podcast episode) saved while its media item is deleted: either the save wins (the
 * delete answers 409 MEDIA_IN_USE) or the delete does (the save a clear 409), never a 500 and never a content naming a
 * deleted item. Two uploads of one caption language at once: both land, one track, one file, the one its row names.
 */
describe.skipIf(!onPostgres)('media library: two staff at once', () => {
  const dataDir = tempDir('congrega-media-race-');
  let t: TestApp;
  let church: PlayChurch;
  const staff: StaffSession[] = [];

  beforeAll(async () => {
    t = await createTestApp({ dataDir });
    church = await createPlayChurch(t.app, 'corrida-midia');
    for (let i = 0; i < 2; i++) {
      const m = await createMember(t.app, church);
      await grantPreset(t.app, church, m, 'church_admin');
      staff.push(await staffLogin(t.app, m, { totp: true }));
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (s: StaffSession, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/${church.slug}${url}`,
      headers: { ...s.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const exists = async (id: number) =>
    (await t.app.database.db.select({ id: midiaArquivo.id }).from(midiaArquivo).where(eq(midiaArquivo.id, id))).length > 0;
  const audioMedia = async () => {
    const row = await readyMedia(t.app, church.id, { nome: 'sermao.wav' });
    await t.app.database.db.update(midiaArquivo).set({ tipo: 'audio', variantes: [] }).where(eq(midiaArquivo.id, row.id));
    return row.id;
  };

  type Answer = { statusCode: number; json: () => { code?: string } };
  interface Expected {
    /** The save's refusal once the delete won: status and code. */
    gone: [number, string];
    /** The delete's refusal once the save won. */
    inUse: string;
  }

  /** Runs `save` (naming the media item) and its delete at once, `rounds` times; answers each round's two statuses. */
  async function race(rounds: number, make: () => Promise<number>, save: (media: number) => Promise<Answer>, expected: Expected) {
    const seen: [number, number][] = [];
    for (let round = 0; round < rounds; round++) {
      const media = await make();
      const [saved, deleted] = await Promise.all([save(media), call(staff[1]!, 'DELETE', `/media/${media}`)]);
      seen.push([saved.statusCode, deleted.statusCode]);
      // One of the two won: the item kept and used, or gone and the save refused.
      if (deleted.statusCode === 204) {
        expect(await exists(media)).toBe(false);
        expect([saved.statusCode, saved.json().code]).toEqual(expected.gone);
      } else {
        expect([deleted.statusCode, deleted.json().code]).toEqual([409, expected.inUse]);
        expect([200, 201]).toContain(saved.statusCode);
        expect(await exists(media)).toBe(true);
      }
    }
    return seen;
  }

  it('a Play content saved while its media item is deleted: a 4xx on one side, never a 500', async () => {
    const seen = await race(
      6,
      async () => (await readyMedia(t.app, church.id)).id,
      (media) => call(staff[0]!, 'POST', '/play/contents', { titulo: 'Estudo', midiaArquivoId: media }),
      { gone: [400, 'PLAY_MEDIA_UNKNOWN'], inUse: 'MEDIA_IN_USE' },
    );
    const saved = await t.app.database.db
      .select({ id: planoAssinaturaConteudo.id })
      .from(planoAssinaturaConteudo)
      .where(and(eq(planoAssinaturaConteudo.igrejaId, church.id), eq(planoAssinaturaConteudo.titulo, 'Estudo')));
    expect(saved).toHaveLength(seen.filter(([s]) => s === 201).length);
  });

  it('a video saved while its media item is deleted: a 409 on one side, never a 500 nor a video left without it', async () => {
    await race(
      6,
      async () => (await readyMedia(t.app, church.id)).id,
      (media) => call(staff[0]!, 'POST', '/content/videos', { titulo: 'Culto', conteudo: '<p>Culto.</p>', midiaArquivoId: media }),
      { gone: [409, 'MEDIA_NOT_READY'], inUse: 'MEDIA_IN_USE' },
    );
    const rows = await t.app.database.db
      .select()
      .from(video)
      .where(and(eq(video.igrejaId, church.id), eq(video.source, 'media')));
    for (const row of rows) expect(row.midiaArquivoId).not.toBeNull();
  });

  it('an episode saved while its audio file is deleted: a 409 on one side, never a 500', async () => {
    const show = await call(staff[0]!, 'POST', '/podcasts', {
      codigo: 'corrida',
      titulo: 'Corrida',
      descricao: 'Sermões',
      autor: 'Igreja',
      categoria: 'christianity',
      explicito: false,
      idioma: 'pt-BR',
    });
    expect(show.statusCode, show.body).toBe(201);
    await race(
      6,
      audioMedia,
      (media) =>
        call(staff[0]!, 'POST', `/podcasts/${show.json().id}/episodes`, {
          titulo: 'Fé',
          descricao: 'Tiago 2',
          dataPublicacao: new Date(Date.now() - 60_000).toISOString(),
          midiaId: media,
        }),
      { gone: [409, 'PODCAST_AUDIO_NOT_READY'], inUse: 'PODCAST_AUDIO_IN_USE' },
    );
    const episodes = await t.app.database.db.select().from(podcastEpisodio).where(eq(podcastEpisodio.igrejaId, church.id));
    for (const row of episodes) expect(row.midiaId).not.toBeNull();
  });

  it('two uploads of one caption language at once both land: one track, one file, the one its row names', async () => {
    const media = (await readyMedia(t.app, church.id)).id;
    const vtt = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n${text}\n`;
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        ['Primeira', 'Segunda'].map((text, i) =>
          call(staff[i]!, 'POST', `/media/${media}/legendas`, { idioma: 'pt-BR', rotulo: text, formato: 'vtt', arquivo: vtt(text) }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      const rows = await t.app.database.db.select().from(midiaLegenda).where(eq(midiaLegenda.midiaArquivoId, media));
      expect(rows).toHaveLength(1);
      const folder = path.dirname(mediaStore(t.app).localFile(`${mediaFolderKey(church.id, media)}/captions/x`));
      const files = fs.readdirSync(folder);
      expect(files).toEqual([`${rows[0]!.id}-${rows[0]!.criadoEm.getTime()}.vtt`]);
      expect(fs.readFileSync(path.join(folder, files[0]!), 'utf8')).toContain(rows[0]!.rotulo);
    }
  });
});
