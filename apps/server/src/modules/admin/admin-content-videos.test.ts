import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { templateOnlyDist } from '../../plugins/web.test-helpers.ts';
import { video } from '../content/content.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Authoring videos in the staff console: a YouTube or Vimeo link becomes what the member app's player frames. */
let t: TestApp;
let videira: TestChurch;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ webDist: templateOnlyDist() });
  videira = await createChurch(t.app, 'videira');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/videira/content/videos${path}`,
    headers: { ...editor.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const body = (over: object = {}) => ({
  titulo: 'Culto de domingo',
  conteudo: '<p>A mensagem inteira.</p>',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  ...over,
});
const member = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host: videira.host } });

describe('videos', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('takes %s as a %s video', async (url, source, videoId) => {
    const res = await call('POST', '', body({ url }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ estado: 'draft', source, videoId });
    const [row] = await t.app.database.db.select().from(video).where(eq(video.id, res.json().id));
    expect(row).toMatchObject({ source, videoId, igrejaId: videira.id });
  });

  it.each([
    ['another site', 'https://example.com/watch?v=dQw4w9WgXcQ', 'Paste a YouTube or Vimeo link'],
    ['a YouTube id of the wrong length', 'https://youtu.be/abc', 'Paste a YouTube or Vimeo link'],
    ['a script link', 'javascript:alert(1)', 'Paste a YouTube or Vimeo link'],
    ['a NUL byte', 'https://youtu.be/dQw4w9WgXcQ\u0000', /./],
    ['a blank link', '  ', 'Paste a YouTube or Vimeo link or choose an uploaded video (one of the two).'],
    ['a link too long', `https://vimeo.com/${'1'.repeat(600)}`, /at most/],
  ])('refuses %s with a translated error on url', async (_name, url, message) => {
    const res = await call('POST', '', body({ url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.url).toMatch(message);
  });

  it('refuses a wrong type and answers in Portuguese', async () => {
    const res = await call('POST', '', body({ url: 12 }), 'pt-BR');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.url).toBeTruthy();
    const pt = await call('POST', '', body({ url: 'https://example.com' }), 'pt-BR');
    expect(pt.json().fields.url).toMatch(/YouTube ou do Vimeo/);
  });

  it("publishes: the member list and detail play it, YouTube's thumbnail as the cover; nobody is notified", async () => {
    const created = (await call('POST', '', body({ titulo: 'Vídeo novo' }))).json() as { id: number; url: string };
    expect(created.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect((await member(`/videos/${created.id}`)).statusCode).toBe(404);
    const res = await call('POST', `/${created.id}/publish`, {});
    expect(res.json()).toMatchObject({ estado: 'published' });
    const list = (await member('/video/videira')).json().itens as Array<Record<string, unknown>>;
    expect(list.find((i) => i.id === created.id)).toMatchObject({
      titulo: 'Vídeo novo',
      source: 'youtube',
      contentDetails: { videoId: 'dQw4w9WgXcQ' },
      imagem: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect((await member(`/videos/${created.id}`)).json()).toMatchObject({ conteudo: '<p>A mensagem inteira.</p>' });
    const notices = await t.app.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, videira.id), eq(notificacao.idEntidadeRelacionada, created.id)));
    expect(notices).toEqual([]);
  });

  it('a changed link plays the new video; a Vimeo video without a cover has none', async () => {
    const created = (await call('POST', '', body())).json() as { id: number };
    const res = await call('PUT', `/${created.id}`, body({ url: 'https://vimeo.com/channels/staffpicks/76979871' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'vimeo', videoId: '76979871', url: 'https://vimeo.com/76979871' });
    await call('POST', `/${created.id}/publish`, {});
    expect((await member(`/videos/${created.id}`)).json()).toMatchObject({ source: 'vimeo', imagem: null });
    const list = (await call('GET', '?busca=Culto')).json();
    expect(list.itens.length).toBeGreaterThan(0);
  });
});
