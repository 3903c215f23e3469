import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadedFile } from '../prayer/prayer.fixtures.ts';
import { createSong } from '../praise/praise.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';

/**
 * Authoring worship songs in the staff console (issue 33): create from a Brazilian cifra (kept as ChordPro, shown by
 * /praise/{id} as typed), edit, list with search, delete; score PDFs and images uploaded (magic bytes, size, script
 * refused); a song with neither words nor score refused, translated; every write audited; another church's songs and
 * uploads out of reach; the content grant needed to write.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let editor: StaffSession;
let viewer: StaffSession;
let graceEditor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const door = await createMember(t.app, videira);
  await grantPreset(t.app, videira, door, 'door_staff');
  viewer = await staffLogin(t.app, door);
  const ge = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ge, 'content_editor');
  graceEditor = await staffLogin(t.app, ge);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'en', slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const memberSong = (id: number) => t.app.inject({ method: 'GET', url: `/api/v1/louvor/${id}/`, headers: { host: videira.host } });

function upload(s: StaffSession, data: Buffer, type: string, slug = 'videira') {
  const form = new FormData();
  form.append('arquivo', new Blob([data], { type }), type === 'application/pdf' ? 'score.pdf' : 'score.png');
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${slug}/songs/scores`,
    headers: { ...s.headers, 'accept-language': 'en' },
    payload: form,
  });
}
async function tinyPdf(extra = ''): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  if (extra) pdf.setSubject(extra);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const CIFRA = ['A7/9        C7(9)    G/B', 'Grande é o Senhor', '', 'D          A', 'Digno de louvor'].join('\n');
const body = (extra: object = {}) => ({ titulo: 'Grande é o Senhor', autor: 'Ministério Videira', tom: 'A', cifra: CIFRA, ...extra });

describe('songs CRUD', () => {
  it('creates a song from a cifra, kept as ChordPro, audited, and /praise/{id} shows its chords at once', async () => {
    const res = await call(editor, 'POST', '/songs', body({ tema: 'Adoração', ritmo: 'Balada' }));
    expect(res.statusCode).toBe(201);
    const song = res.json();
    expect(song).toMatchObject({ titulo: 'Grande é o Senhor', tom: 'A', ativo: true, partituras: [], subtitulo: null });
    expect(song.cifra).toBe('[A7/9]Grande é o S[C7(9)]enhor    [G/B]\n\n[D]Digno de lo[A]uvor');
    const member = await memberSong(song.id);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('public, max-age=0');
    expect(member.json().letra[0].map((s: { acorde: string | null }) => s.acorde)).toEqual(['A7/9', 'C7(9)', 'G/B']);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'louvor'), eq(auditoria.entidadeId, String(song.id))));
    expect(audit).toEqual([expect.objectContaining({ area: 'content', acao: 'create' })]);
  });

  it('lists with search (off songs too), gets, edits and deletes, each audited; the member app follows', async () => {
    const id = (await call(editor, 'POST', '/songs', body({ titulo: 'Hino da Vitória', autor: 'Anônimo' }))).json().id as number;
    const list = (await call(editor, 'GET', '/songs?q=vit')).json();
    expect(list).toMatchObject({ total: 1, itens: [{ id, titulo: 'Hino da Vitória', ativo: true, partituras: 0 }] });
    expect((await call(viewer, 'GET', '/songs')).statusCode).toBe(403);

    const put = await call(editor, 'PUT', `/songs/${id}`, body({ titulo: 'Hino da Vitória', ativo: false, cifra: '[G]Vitória' }));
    expect([put.statusCode, put.json().cifra, put.json().ativo]).toEqual([200, '[G]Vitória', false]);
    expect((await memberSong(id)).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/songs?q=vit')).json().itens[0].ativo).toBe(false);
    expect((await call(editor, 'GET', `/songs/${id}`)).json()).toMatchObject({ id, titulo: 'Hino da Vitória', cifra: '[G]Vitória' });

    expect((await call(editor, 'DELETE', `/songs/${id}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/songs/${id}`)).statusCode).toBe(404);
    const actions = await t.app.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'louvor'), eq(auditoria.entidadeId, String(id))));
    expect(actions.map((a) => a.acao)).toEqual(['create', 'update', 'delete']);
  });

  it('shows the menu entry once the church has an active song, at once (bootstrap evicted)', async () => {
    const bootstrap = async () => (await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: grace.host } })).json();
    const before = await bootstrap();
    expect(JSON.stringify(before)).not.toContain('/praise');
    expect((await call(graceEditor, 'POST', '/songs', body(), 'en', 'grace')).statusCode).toBe(201);
    expect(JSON.stringify(await bootstrap())).toContain('/praise');
  });
});

describe('score files', () => {
  it('uploads a PDF into the church songs folder (its pages rewritten), an image as WebP, and a song shows them', async () => {
    const pdf = await tinyPdf();
    const res = await upload(editor, pdf, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const score = res.json();
    expect(score).toEqual({
      url: expect.stringMatching(new RegExp(`^/media/uploads/church-${videira.id}/songs/[0-9a-f-]{36}\\.pdf$`)),
      tipo: 'pdf',
    });
    const stored = await PDFDocument.load(fs.readFileSync(uploadedFile(t.app.config.dataDir, score.url)));
    expect(stored.getPageCount()).toBe(1);
    const served = await t.app.inject({ method: 'GET', url: score.url, headers: { host: videira.host } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.headers['content-security-policy']).not.toContain('sandbox');

    const image = (await upload(editor, await testPng(), 'image/png')).json();
    expect(image).toEqual({ url: expect.stringMatching(/\.webp$/), tipo: 'imagem' });

    const partituras = [
      { nome: 'Partitura', ...score },
      { nome: 'Página 2', ...image },
    ];
    const song = await call(editor, 'POST', '/songs', { titulo: 'Só partitura', partituras });
    expect(song.statusCode).toBe(201);
    expect((await memberSong(song.json().id)).json()).toMatchObject({ letra: [], partituras });

    // A score left out is deleted once saved.
    const kept = await call(editor, 'PUT', `/songs/${song.json().id}`, { titulo: 'Só partitura', partituras: [partituras[0]] });
    expect(kept.statusCode).toBe(200);
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, image.url))).toBe(false);
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, score.url))).toBe(true);
  });

  it('keeps a score file another song still names when one song drops it or is deleted', async () => {
    const score = (await upload(editor, await tinyPdf(), 'application/pdf')).json();
    const partituras = [{ nome: 'Partitura', ...score }];
    const a = (await call(editor, 'POST', '/songs', { titulo: 'A', partituras })).json();
    const b = (await call(editor, 'POST', '/songs', { titulo: 'B', partituras })).json();
    expect((await call(editor, 'DELETE', `/songs/${a.id}`)).statusCode).toBe(204);
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, score.url))).toBe(true);
    expect((await call(editor, 'PUT', `/songs/${b.id}`, { titulo: 'B', partituras: [], cifra: '[G]Santo' })).statusCode).toBe(200);
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, score.url))).toBe(false);
  });

  it('keeps none of what a PDF could act with: open action, page actions, annotations and their links', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 200, 200],
      A: { S: 'URI', URI: PDFString.of('https://phish.example/') },
    });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    page.node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'URI', URI: PDFString.of('https://phish.example/open') } }));
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'URI', URI: PDFString.of('https://phish.example/auto') }));
    const sent = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(sent.toString('latin1')).toContain('phish.example');
    const res = await upload(editor, sent, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const stored = fs.readFileSync(uploadedFile(t.app.config.dataDir, res.json().url));
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
    expect(stored.toString('latin1')).not.toMatch(/phish|OpenAction|\/Annots|\/AA\b/);
  });

  it.each([
    ['not a PDF nor an image', Buffer.from('hello'), 'text/plain', 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['a PDF with script', null, 'application/pdf', 400, 'FILE_INVALID'],
    ['a truncated PDF', Buffer.from('%PDF-1.7\n1 0 obj'), 'application/pdf', 400, 'FILE_INVALID'],
    [
      'a PDF over 10 MB',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      'application/pdf',
      413,
      'FILE_TOO_LARGE',
    ],
  ])('refuses %s', async (_, data, type, status, code) => {
    const bytes = data ?? Buffer.from((await tinyPdf()).toString('latin1').replace('%%EOF', '/JavaScript (app.alert(1))\n%%EOF'), 'latin1');
    const res = await upload(editor, bytes, type);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  });

  it("refuses a score that is not the church's own upload (another church's, a guessed path)", async () => {
    const graceScore = (await upload(graceEditor, await tinyPdf(), 'application/pdf', 'grace')).json();
    for (const url of [graceScore.url, `/media/uploads/church-${videira.id}/songs/00000000-0000-4000-8000-000000000000.pdf`]) {
      const res = await call(editor, 'POST', '/songs', { titulo: 'X', partituras: [{ nome: 'P', url, tipo: 'pdf' }] }, 'pt-BR');
      expect([res.statusCode, res.json().code]).toEqual([400, 'SONG_SCORE_NOT_OWN']);
      expect(res.json().fields.partituras).toContain('Envie a partitura por aqui');
    }
  });
});

describe('bad input and isolation', () => {
  it.each([
    ['no words and no score', { titulo: 'Vazio', cifra: '   ' }, 'cifra', 'Write the lyrics (with or without chords) or upload a score.'],
    ['no title', { cifra: '[G]Ok' }, 'titulo', 'This field is required.'],
    ['a key that is not one', { titulo: 'X', cifra: '[G]Ok', tom: 'H' }, 'tom', 'The field is not valid.'],
    ['lyrics too long', { titulo: 'X', cifra: 'a'.repeat(20_001) }, 'cifra', 'Use at most 20000 characters.'],
    ['an unknown field', { titulo: 'X', cifra: '[G]Ok', extra: 1 }, '', ''],
  ])('refuses %s, translated', async (_, payload, field, message) => {
    const res = await call(editor, 'POST', '/songs', payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toBe(message);
  });

  it('answers the Portuguese message for a song with nothing, and Spanish', async () => {
    const pt = await call(editor, 'POST', '/songs', { titulo: 'Vazio' }, 'pt-BR');
    expect(pt.json().fields.cifra).toBe('Escreva a letra (com ou sem cifra) ou envie uma partitura.');
    const es = await call(editor, 'POST', '/songs', { titulo: 'Vazio' }, 'es');
    expect(es.json().fields.cifra).toBe('Escribe la letra (con o sin acordes) o sube una partitura.');
  });

  it("keeps another church's songs out of reach: its ids 404, its path 404, its lists without them", async () => {
    const graceSong = await createSong(t.app, grace.id, { titulo: 'Hino secreto da grace', cifra: '[G]segredo' });
    for (const [method, payload] of [['GET'], ['PUT', body()], ['DELETE']] as const) {
      const res = await call(editor, method, `/songs/${graceSong}`, payload);
      expect([res.statusCode, res.json().code]).toEqual([404, 'ADMIN_SONG_NOT_FOUND']);
    }
    expect((await call(editor, 'GET', '/songs', undefined, 'en', 'grace')).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/songs?q=secreto')).json().itens).toEqual([]);
    expect((await call(graceEditor, 'GET', `/songs/${graceSong}`, undefined, 'en', 'grace')).json().cifra).toBe('[G]segredo');
  });
});
