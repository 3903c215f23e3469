import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditoria } from '../admin/admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from '../admin/admin.test-helpers.ts';
import { mediaFolderKey, mediaStore } from './media-keys.ts';
import { readyMedia, tempDir } from './media.test-helpers.ts';
import { midiaArquivo } from './media.schema.ts';

/**
 * Member playback of the media library (issue 35): caption tracks added in the console (WebVTT, SRT converted; bad
 * files a translated 422 naming the line; audited), a video content playing a ready media file, its signed links
 * (the HLS folder under one token, Range, captions) refused when forged, expired or another church's.
 */
const dataDir = tempDir('congrega-playback-');
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let graceAdmin: StaffSession;
let mediaId: number;

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nBem-vindos\n\n00:00:04.000 --> 00:00:06.000\nOremos\n';
const SRT = '1\n00:00:01,000 --> 00:00:03,000\nWelcome\n\n2\n00:00:04,000 --> 00:00:06,000\nLet us pray\n';

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'church_admin');
  graceAdmin = await staffLogin(t.app, g, { totp: true });
  mediaId = (await readyMedia(t.app, videira.id)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const console_ = (
  staff: StaffSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
  slug = 'videira',
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}${url}`,
    headers: { ...staff.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
/** The stored files of caption track `id` (one version when nothing is half done). */
const captionFiles = (id: number) => {
  const folder = path.dirname(mediaStore(t.app).localFile(`${mediaFolderKey(videira.id, mediaId)}/captions/x`));
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.startsWith(`${id}-`)) : [];
};
const caption = (over: object = {}) => ({ idioma: 'pt-BR', rotulo: 'Português', formato: 'vtt', arquivo: VTT, ...over });
const visitor = (url: string, headers: Record<string, string> = {}, host = videira.host) =>
  t.app.inject({ url, headers: { host, ...headers } });

async function publishedVideo(media: number): Promise<number> {
  const created = await console_(admin, 'POST', '/content/videos', { titulo: 'Culto', conteudo: '<p>Culto.</p>', midiaArquivoId: media });
  expect(created.statusCode, created.body).toBe(201);
  expect(await console_(admin, 'POST', `/content/videos/${created.json().id}/publish`, {})).toMatchObject({ statusCode: 200 });
  return created.json().id as number;
}

describe('caption tracks', () => {
  it('adds pt-BR (WebVTT) and en (SRT converted), replaces a language, lists and deletes them, each audited', async () => {
    const pt = await console_(admin, 'POST', `/media/${mediaId}/legendas`, caption());
    expect([pt.statusCode, pt.json()]).toEqual([201, expect.objectContaining({ idioma: 'pt-BR', rotulo: 'Português', trechos: 2 })]);
    const en = await console_(
      admin,
      'POST',
      `/media/${mediaId}/legendas`,
      caption({ idioma: 'en', rotulo: 'English', formato: 'srt', arquivo: SRT }),
    );
    expect(en.statusCode, en.body).toBe(201);
    expect(captionFiles(en.json().id)).toHaveLength(1);
    const folder = `${mediaFolderKey(videira.id, mediaId)}/captions`;
    const stored = fs.readFileSync(mediaStore(t.app).localFile(`${folder}/${captionFiles(en.json().id)[0]}`), 'utf8');
    expect(stored).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome\n\n00:00:04.000 --> 00:00:06.000\nLet us pray\n');
    const again = await console_(admin, 'POST', `/media/${mediaId}/legendas`, caption({ rotulo: 'Português (BR)' }));
    expect([again.statusCode, again.json().id]).toEqual([201, pt.json().id]);
    expect(captionFiles(pt.json().id)).toHaveLength(1);
    // The media library is a content tool: a content editor (no play grant) reads and writes its captions too.
    const listed = await console_(editor, 'GET', `/media/${mediaId}/legendas`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().itens.map((c: { idioma: string; rotulo: string }) => [c.idioma, c.rotulo])).toEqual([
      ['en', 'English'],
      ['pt-BR', 'Português (BR)'],
    ]);
    const es = await console_(editor, 'POST', `/media/${mediaId}/legendas`, caption({ idioma: 'es', rotulo: 'Español' }));
    expect(es.statusCode).toBe(201);
    const removed = await console_(admin, 'DELETE', `/media/${mediaId}/legendas/${es.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(captionFiles(es.json().id)).toEqual([]);
    expect((await console_(admin, 'DELETE', `/media/${mediaId}/legendas/${es.json().id}`)).json().code).toBe('MEDIA_CAPTION_NOT_FOUND');
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'midia_legenda'), eq(auditoria.area, 'content')));
    expect(audits.map((a) => a.acao).sort()).toEqual(['create', 'create', 'create', 'delete', 'update']);
    expect(JSON.stringify(audits)).not.toContain('Bem-vindos');
  });

  it.each([
    ['an end before its start', 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nvolta\n', 'pt-BR', 'Tempo inválido na linha 3'],
    ['cues out of order', 'WEBVTT\n\n00:05.000 --> 00:06.000\na\n\n00:01.000 --> 00:02.000\nb\n', 'en', 'Invalid timing at line 6'],
    ['a cue past the video (12 s)', 'WEBVTT\n\n00:00:20.000 --> 00:00:21.000\nfim\n', 'es', 'línea 3 pasa del final'],
    ['a broken timing line', 'WEBVTT\n\n00:01.000 => 00:02.000\nx\n', 'en', 'not valid WebVTT or SRT at line 4'],
    ['no header', '00:01.000 --> 00:02.000\nx\n', 'pt-BR', 'linha 1'],
  ])('refuses %s with a translated 422 naming the line', async (_name, arquivo, lang, message) => {
    const res = await console_(admin, 'POST', `/media/${mediaId}/legendas`, caption({ idioma: 'fr', rotulo: 'Français', arquivo }), lang);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain(message);
    expect(res.json().fields.arquivo).toContain(message);
  });

  it('refuses bad bodies (400), a video not processed (409), another church’s media (404)', async () => {
    for (const body of [
      caption({ idioma: 'Português' }),
      caption({ formato: 'ass' }),
      caption({ rotulo: '' }),
      caption({ arquivo: 'x'.repeat(512 * 1024 + 1) }),
      caption({ arquivo: 'WEBVTT\u0000' }),
      { ...caption(), extra: 1 },
    ])
      expect((await console_(admin, 'POST', `/media/${mediaId}/legendas`, body)).statusCode).toBe(400);
    const [uploading] = await t.app.database.db
      .insert(midiaArquivo)
      .values({ igrejaId: videira.id, tipo: 'video', nome: 'meio.mp4', tamanho: 10 })
      .returning();
    expect((await console_(admin, 'POST', `/media/${uploading!.id}/legendas`, caption())).json().code).toBe('MEDIA_NOT_READY');
    const theirs = await console_(graceAdmin, 'POST', `/media/${mediaId}/legendas`, caption(), 'en', 'grace');
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'MEDIA_UPLOAD_NOT_FOUND']);
  });
});

describe('a video content playing a media file', () => {
  it('is authored from a ready file of the church only, one source at a time', async () => {
    const base = { titulo: 'Culto', conteudo: '<p>Culto.</p>' };
    const both = await console_(admin, 'POST', '/content/videos', {
      ...base,
      midiaArquivoId: mediaId,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect([both.statusCode, both.json().fields]).toEqual([400, { midiaArquivoId: expect.stringContaining('one of the two') }]);
    const none = await console_(admin, 'POST', '/content/videos', base);
    expect([none.statusCode, Object.keys(none.json().fields)]).toEqual([400, ['url']]);
    const graceMedia = await readyMedia(t.app, grace.id);
    const foreign = await console_(admin, 'POST', '/content/videos', { ...base, midiaArquivoId: graceMedia.id });
    expect([foreign.statusCode, foreign.json().code, Object.keys(foreign.json().fields)]).toEqual([
      409,
      'MEDIA_NOT_READY',
      ['midiaArquivoId'],
    ]);
    const ok = await console_(admin, 'POST', '/content/videos', { ...base, midiaArquivoId: mediaId });
    expect(ok.json()).toMatchObject({ source: 'media', videoId: String(mediaId), midiaArquivoId: mediaId, url: '' });
  });

  it('a visitor gets signed links: master playlist, renditions and segments with Range, captions; the cover is the poster', async () => {
    const id = await publishedVideo(mediaId);
    const list = await visitor('/api/v1/video/videira');
    expect(list.json().itens.find((v: { id: number }) => v.id === id)).toMatchObject({
      source: 'media',
      imagem: `/media/uploads/church-${videira.id}/medias/poster.webp`,
    });
    const res = await visitor(`/api/v1/videos/${id}/playback`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const playback = res.json();
    expect(playback.fontes).toEqual([
      { url: expect.stringMatching(/^\/api\/v1\/midia\/[^/]+\/index\.m3u8$/), tipo: 'application/vnd.apple.mpegurl' },
    ]);
    expect(playback.legendas.map((l: { idioma: string }) => l.idioma)).toEqual(['en', 'pt-BR']);
    expect([playback.poster, playback.variantes, playback.duracaoSegundos]).toEqual([expect.stringContaining('poster.webp'), [240], 12]);
    const master = await visitor(playback.fontes[0].url);
    expect([master.statusCode, master.headers['content-type'], master.body]).toEqual([
      200,
      'application/vnd.apple.mpegurl',
      expect.stringContaining('v0.m3u8'),
    ]);
    const folder = playback.fontes[0].url.replace(/index\.m3u8$/, '');
    expect((await visitor(`${folder}v0.m3u8`)).body).toContain('v0-0001.ts');
    const part = await visitor(`${folder}v0-0001.ts`, { range: 'bytes=100-199' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length, part.rawPayload[0]]).toEqual([
      206,
      'bytes 100-199/2000',
      100,
      2,
    ]);
    expect((await visitor(`${folder}v0-0001.ts`, { range: 'bytes=5000-' })).statusCode).toBe(416);
    const track = await visitor(playback.legendas[1].url);
    expect([track.statusCode, track.headers['content-type'], track.body]).toEqual([
      200,
      'text/vtt; charset=utf-8',
      expect.stringContaining('Bem-vindos'),
    ]);

    // A track saved before file names carried the version (`<id>.vtt`) still plays.
    const ptId = Number(/legenda-(\d+)\.vtt$/.exec(playback.legendas[1].url)![1]);
    const [current] = captionFiles(ptId);
    const folderOf = (name: string) => mediaStore(t.app).localFile(`${mediaFolderKey(videira.id, mediaId)}/captions/${name}`);
    fs.renameSync(folderOf(current!), folderOf(`${ptId}.vtt`));
    expect((await visitor(playback.legendas[1].url)).body).toContain('Bem-vindos');
    fs.renameSync(folderOf(`${ptId}.vtt`), folderOf(current!));
  });

  it('refuses forged, expired, widened and other-church links, and any name outside the folder', async () => {
    const id = await publishedVideo(mediaId);
    const { fontes } = (await visitor(`/api/v1/videos/${id}/playback`)).json();
    const token = (fontes[0].url as string).split('/')[4]!;
    const [, kind, exp, sig] = token.split('.');
    const status = async (url: string, host = videira.host) => {
      const res = await visitor(url, {}, host);
      return [res.statusCode, res.json().code];
    };
    expect(await status(`/api/v1/midia/${mediaId + 1}.${kind}.${exp}.${sig}/index.m3u8`)).toEqual([404, 'NOT_FOUND']);
    expect(await status(`/api/v1/midia/${mediaId}.${kind}.${Number(exp) + 60}.${sig}/index.m3u8`)).toEqual([404, 'NOT_FOUND']);
    expect(await status(`/api/v1/midia/${token}/index.m3u8`, grace.host)).toEqual([404, 'NOT_FOUND']);
    for (const name of ['..%2Fsource', '%2E%2E', 'source', 'legenda-999.vtt', 'legenda-9999999999.vtt', 'index.m3u8%00', 'v0.m3u8.ts'])
      expect(Math.floor((await visitor(`/api/v1/midia/${token}/${name}`)).statusCode / 100), name).toBe(4);
    // A caption of another media file of the church, named under this file's token.
    const second = await readyMedia(t.app, videira.id);
    const elsewhere = await console_(admin, 'POST', `/media/${second.id}/legendas`, caption());
    expect((await visitor((fontes[0].url as string).replace('index.m3u8', `legenda-${elsewhere.json().id}.vtt`))).statusCode).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60 * 60 * 1000);
      expect(await status(fontes[0].url)).toEqual([403, 'MEDIA_LINK_EXPIRED']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unpublished video, another church’s or a link video has no playback; a media file a video plays is not deleted', async () => {
    const id = await publishedVideo(mediaId);
    expect((await visitor(`/api/v1/videos/${id}/playback`, {}, grace.host)).json().code).toBe('CONTENT_NOT_FOUND');
    await console_(admin, 'POST', `/content/videos/${id}/unpublish`);
    expect((await visitor(`/api/v1/videos/${id}/playback`)).json().code).toBe('CONTENT_NOT_FOUND');
    const link = await console_(admin, 'POST', '/content/videos', {
      titulo: 'Link',
      conteudo: '<p>x</p>',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    await console_(admin, 'POST', `/content/videos/${link.json().id}/publish`, {});
    expect((await visitor(`/api/v1/videos/${link.json().id}/playback`)).statusCode).toBe(404);
    const refused = await console_(admin, 'DELETE', `/media/${mediaId}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'MEDIA_IN_USE']);
  });
});
