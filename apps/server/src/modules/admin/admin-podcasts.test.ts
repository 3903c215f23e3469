import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEDIA_PROCESS_JOB } from '../media/media.jobs.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { podcastEpisodio } from '../podcast/podcast.schema.ts';
import { hasFfmpeg, integratedLoudness, makeClip, makeTone, mediaCall, tempDir, uploadFile } from '../media/media.test-helpers.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';
import { feedParser as parser, podcastCalls, showBody as show } from './podcasts.test-helpers.ts';

/**
 * Podcast authoring (issues 33 + 35): an audio upload processed by the media queue into a loudness-normalised M4A,
 * a show and an episode authored under the content grant (each write audited), published to members (the audio
 * served with HTTP Range) and to the public RSS feed (parsed with fast-xml-parser), refusals translated.
 */
const dataDir = tempDir('congrega-podcast-');
const clips = tempDir('congrega-podcast-clips-');
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let graceAdmin: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ dataDir, hlsLadder: [144] });
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'church_admin');
  graceAdmin = await staffLogin(t.app, g, { totp: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clips, { recursive: true, force: true });
});

const { call, member } = podcastCalls(
  () => t.app,
  () => videira.host,
);
/** XML's specials, a CDATA end, both quotes, an emoji, right-to-left text and a non-breaking space. */
const ODD_TITLE = 'Ep. 1: Fé & <obras> ]]> "aspas" \'apóstrofo\' 🙏 שלום\u00a0fim';

async function readyAudio(name: string): Promise<number> {
  const up = await uploadFile(t.app, admin, makeTone(clips, name, { seconds: 3, volume: '-30dB' }), 64 * 1024, 'videira', 'audio');
  expect([up.res.statusCode, up.res.json().situacao, up.res.json().codecAudio]).toEqual([200, 'na_fila', 'pcm_s16le']);
  expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(1);
  return up.id;
}

describe.skipIf(!hasFfmpeg)('podcast authoring (needs ffmpeg)', () => {
  let audioId: number;
  let podcastId: number;
  let episodeId: number;

  it('processes an uploaded WAV into AAC in M4A at about -16 LUFS, its duration read by ffprobe', async () => {
    audioId = await readyAudio('sermao.wav');
    const done = (await mediaCall(t.app, admin, 'GET', `/${audioId}`)).json();
    expect([done.tipo, done.situacao, done.codecAudio, done.duracaoSegundos, done.variantes, done.poster]).toEqual([
      'audio',
      'pronto',
      'aac',
      3,
      [],
      null,
    ]);
    const file = path.join(dataDir, 'media-store', `church-${videira.id}`, `media-${audioId}`, 'audio', 'audio.m4a');
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], { encoding: 'utf8' }),
    );
    expect([probe.streams[0].codec_name, probe.format.format_name]).toEqual(['aac', 'mov,mp4,m4a,3gp,3g2,mj2']);
    expect(Math.abs(integratedLoudness(file) - -16)).toBeLessThan(1.5);
  });

  it('creates a show under the content grant (audited); a taken code is 409 and bad fields translated 400s', async () => {
    const created = await call(editor, 'POST', '/podcasts', show());
    expect(created.statusCode).toBe(201);
    podcastId = created.json().id;
    expect(created.json()).toMatchObject({
      codigo: 'videira-fala',
      episodios: 0,
      bloqueado: true,
      ocultoDiretorios: false,
      feed: expect.stringMatching(/\/api\/v1\/podcast\/anchor\/videira-fala\/feed\.xml$/),
    });
    expect(created.json().guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const taken = await call(editor, 'POST', '/podcasts', show({ titulo: 'Outro' }));
    expect([taken.statusCode, taken.json().code, taken.json().fields]).toEqual([409, 'PODCAST_CODE_TAKEN', { codigo: expect.any(String) }]);
    const bad = await call(
      editor,
      'POST',
      '/podcasts',
      show({ codigo: 'Não Pode', titulo: ' ', categoria: 'sports', idioma: 'fr', extra: 1 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(expect.arrayContaining(['codigo', 'titulo', 'categoria', 'idioma']));
    const foreign = await call(editor, 'PUT', `/podcasts/${podcastId}`, show({ imagem: '/media/uploads/church-999/contents/x.webp' }));
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'SETTINGS_IMAGE_NOT_OWN']);
    const form = new FormData();
    form.append('imagem', new Blob([await testPng(300, 300)], { type: 'image/png' }), 'capa.png');
    const cover = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/videira/content/images',
      headers: editor.headers,
      payload: form,
    });
    const changed = await call(editor, 'PUT', `/podcasts/${podcastId}`, show({ imagem: cover.json().imagem, explicito: true }));
    expect([changed.statusCode, changed.json().imagem, changed.json().explicito]).toEqual([200, cover.json().imagem, true]);
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'podcast'), eq(auditoria.entidadeId, String(podcastId))));
    expect(audits.map((a) => [a.area, a.acao]).sort()).toEqual([
      ['content', 'create'],
      ['content', 'update'],
    ]);
  });

  it('adds an unpublished episode playing a ready audio file; a video, an unknown or a failed file is refused', async () => {
    const video = await uploadFile(t.app, admin, makeClip(clips, 'v.mp4', { seconds: 1 }));
    await t.app.jobs.drain(MEDIA_PROCESS_JOB);
    const episode = {
      titulo: ODD_TITLE,
      descricao: 'Tiago 2 — "fé sem obras"',
      dataPublicacao: new Date(Date.now() - 60_000).toISOString(),
    };
    for (const midiaId of [video.id, 999_999]) {
      const refused = await call(editor, 'POST', `/podcasts/${podcastId}/episodes`, { ...episode, midiaId });
      expect([refused.statusCode, refused.json().code, refused.json().fields]).toEqual([
        409,
        'PODCAST_AUDIO_NOT_READY',
        { midiaId: expect.any(String) },
      ]);
    }
    const created = await call(editor, 'POST', `/podcasts/${podcastId}/episodes`, { ...episode, midiaId: audioId });
    expect(created.statusCode).toBe(201);
    episodeId = created.json().id;
    expect(created.json()).toMatchObject({ posicao: 1, publicado: false, midiaId: audioId, midiaNome: 'sermao.wav', duracaoSegundos: 3 });
    expect((await member('/podcast/anchor/videira-fala/')).json().items).toEqual([]);
    expect((await member(`/podcast/episodes/${episodeId}/audio.m4a`)).statusCode).toBe(404);
    const options = (await call(editor, 'GET', '/podcast-audio')).json().itens.map((i: { id: number }) => i.id);
    expect(options).toEqual([audioId]);
  });

  it('publishes it: members list it with its audio, served with HTTP Range; the feed lists it, XML-escaped', async () => {
    const published = await call(editor, 'PUT', `/podcasts/${podcastId}/episodes/${episodeId}/publication`, { publicado: true });
    expect([published.statusCode, published.json().publicado]).toEqual([200, true]);
    const items = (await member('/podcast/anchor/videira-fala/')).json().items;
    expect(items).toEqual([
      expect.objectContaining({
        id: episodeId,
        title: ODD_TITLE,
        audio_file: `/api/v1/podcast/episodes/${episodeId}/audio.m4a`,
        duration: 3,
      }),
    ]);
    const whole = await member(items[0].audio_file);
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([200, 'audio/mp4', 'bytes']);
    const size = whole.rawPayload.length;
    const part = await member(items[0].audio_file, { range: 'bytes=100-199' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([206, `bytes 100-199/${size}`, 100]);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await member(items[0].audio_file, { range: `bytes=${size}-` })).statusCode).toBe(416);

    const feed = await member('/podcast/anchor/videira-fala/feed.xml');
    expect([feed.statusCode, feed.headers['content-type'], feed.headers['cache-control']]).toEqual([
      200,
      'application/rss+xml; charset=utf-8',
      'public, max-age=300',
    ]);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const rss = parser.parse(feed.body).rss;
    expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    const channel = rss.channel;
    expect(channel.title).toBe('Videira Fala');
    expect(channel.description).toBe('Conversas & estudos <toda> semana');
    expect(channel['itunes:author']).toBe('Igreja Videira');
    expect(channel['itunes:explicit']).toBe('true');
    expect(channel['itunes:category']['@text']).toBe('Religion & Spirituality');
    expect(channel['itunes:category']['itunes:category']['@text']).toBe('Christianity');
    expect(channel['itunes:image']['@href']).toMatch(/^http:\/\/videira\.localhost.*\/media\/v\/uploads\/.+-1600\.jpeg$/);
    expect(channel['podcast:guid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(channel['podcast:locked']).toBe('yes');
    expect(channel.item).toHaveLength(1);
    const item = channel.item[0];
    expect(item.title).toBe(ODD_TITLE);
    expect(item.description).toBe('Tiago 2 — "fé sem obras"');
    expect(item['itunes:duration']).toBe('3');
    expect(item['itunes:episode']).toBe('1');
    expect(item.enclosure).toEqual({
      '@url': expect.stringMatching(new RegExp(`^http://videira\\.localhost.*/api/v1/podcast/episodes/${episodeId}/audio\\.m4a$`)),
      '@length': String(size),
      '@type': 'audio/mp4',
    });
    expect(item.guid['#text']).toBe(`${channel['podcast:guid']}/episode/${episodeId}`);
    expect(channel['itunes:block']).toBeUndefined();
    // The enclosure's length is the size the library kept when it made the audio, read with the episodes.
    const [kept] = await t.app.database.db
      .select({ bytes: midiaArquivo.bytesAudio })
      .from(midiaArquivo)
      .where(eq(midiaArquivo.id, audioId));
    expect(kept!.bytes).toBe(size);
  });

  it('makes podcast:locked and itunes:block show settings, in the feed', async () => {
    const same = show({ imagem: (await call(editor, 'GET', `/podcasts/${podcastId}`)).json().podcast.imagem, explicito: true });
    const open = await call(editor, 'PUT', `/podcasts/${podcastId}`, { ...same, bloqueado: false, ocultoDiretorios: true });
    expect([open.statusCode, open.json().bloqueado, open.json().ocultoDiretorios]).toEqual([200, false, true]);
    const flags = async () => {
      const channel = parser.parse((await member('/podcast/anchor/videira-fala/feed.xml')).body).rss.channel;
      return [channel['podcast:locked'], channel['itunes:block']];
    };
    expect(await flags()).toEqual(['no', 'Yes']);
    const bad = await call(editor, 'PUT', `/podcasts/${podcastId}`, { ...show(), bloqueado: 'sim' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { bloqueado: expect.any(String) }]);
    await call(editor, 'PUT', `/podcasts/${podcastId}`, same);
    expect(await flags()).toEqual(['yes', undefined]);
  });

  it('keeps drafts and scheduled episodes out of the feed; unpublishing removes one; deleting its audio is refused', async () => {
    const later = await call(editor, 'POST', `/podcasts/${podcastId}/episodes`, {
      titulo: 'Agendado',
      descricao: null,
      midiaId: audioId,
      dataPublicacao: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.json().posicao).toBe(2);
    await call(editor, 'PUT', `/podcasts/${podcastId}/episodes/${later.json().id}/publication`, { publicado: true });
    const titles = async () =>
      (parser.parse((await member('/podcast/anchor/videira-fala/feed.xml')).body).rss.channel.item ?? []).map(
        (i: { title: string }) => i.title,
      );
    expect(await titles()).toEqual([ODD_TITLE]);
    const inUse = await mediaCall(t.app, admin, 'DELETE', `/${audioId}`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'PODCAST_AUDIO_IN_USE']);
    await call(editor, 'PUT', `/podcasts/${podcastId}/episodes/${episodeId}/publication`, { publicado: false });
    expect(await titles()).toEqual([]);
    const detail = (await call(editor, 'GET', `/podcasts/${podcastId}`)).json();
    expect(detail.episodios.map((e: { posicao: number; publicado: boolean }) => [e.posicao, e.publicado])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await call(editor, 'DELETE', `/podcasts/${podcastId}/episodes/${later.json().id}`)).statusCode).toBe(204);
    const audits = await t.app.database.db.select().from(auditoria).where(eq(auditoria.entidade, 'podcast_episodio'));
    expect(audits.map((a) => a.acao).sort()).toEqual(['create', 'create', 'delete', 'update', 'update', 'update']);
  });

  it('another church sees none of it: its admin gets 404 on these ids, its host no feed or audio', async () => {
    for (const url of [`/podcasts/${podcastId}`, `/podcasts/${podcastId}/episodes/${episodeId}/publication`]) {
      const res = await call(
        graceAdmin,
        url.endsWith('publication') ? 'PUT' : 'GET',
        url,
        url.endsWith('publication') ? { publicado: true } : undefined,
        'grace',
      );
      expect([res.statusCode, res.json().code]).toEqual([404, expect.stringMatching(/^ADMIN_PODCAST_(EPISODE_)?NOT_FOUND$/)]);
    }
    expect((await call(graceAdmin, 'GET', '/podcasts', undefined, 'videira')).statusCode).toBe(404);
    expect((await call(graceAdmin, 'GET', '/podcast-audio', undefined, 'grace')).json().itens).toEqual([]);
    const grace = { host: 'grace.localhost' };
    expect((await member('/podcast/anchor/videira-fala/feed.xml', grace)).statusCode).toBe(404);
    await call(editor, 'PUT', `/podcasts/${podcastId}/episodes/${episodeId}/publication`, { publicado: true });
    expect((await member(`/podcast/episodes/${episodeId}/audio.m4a`)).statusCode).toBe(200);
    expect((await member(`/podcast/episodes/${episodeId}/audio.m4a`, grace)).statusCode).toBe(404);
  });

  it('deletes a show with its episodes and its cover (audited); its audio stays in the library, free to delete', async () => {
    const detail = (await call(editor, 'GET', `/podcasts/${podcastId}`)).json();
    const cover = path.join(dataDir, 'uploads', detail.podcast.imagem.replace(/^\/media\/uploads\//, ''));
    expect([detail.episodios.length, fs.existsSync(cover)]).toEqual([1, true]);
    expect((await call(graceAdmin, 'DELETE', `/podcasts/${podcastId}`, undefined, 'grace')).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/podcasts/${podcastId}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/podcasts/${podcastId}`)).json().code).toBe('ADMIN_PODCAST_NOT_FOUND');
    expect((await call(editor, 'DELETE', `/podcasts/${podcastId}`)).statusCode).toBe(404);
    expect(await t.app.database.db.select().from(podcastEpisodio).where(eq(podcastEpisodio.podcastId, podcastId))).toEqual([]);
    expect(fs.existsSync(cover)).toBe(false);
    expect((await member('/podcast/anchor/videira-fala/feed.xml')).statusCode).toBe(404);
    expect((await member(`/podcast/episodes/${episodeId}/audio.m4a`)).statusCode).toBe(404);
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'podcast'), eq(auditoria.acao, 'delete')));
    const gone = { codigo: 'videira-fala', episodios: [{ id: episodeId, titulo: ODD_TITLE, midiaId: audioId }] };
    expect(audits.map((a) => [a.area, a.entidadeId, a.antes])).toEqual([['content', String(podcastId), expect.objectContaining(gone)]]);
    expect((await mediaCall(t.app, editor, 'DELETE', `/${audioId}`)).statusCode).toBe(204);
  });
});
