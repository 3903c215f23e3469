import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { jpegWithGps, postPrayer, uploadedFile, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';

describe('POST /oracao/ (new prayer request)', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'pedidos');
  });
  afterAll(() => t.close());

  it('creates a request from the form fields and answers 201 with the author view', async () => {
    const res = await postPrayer(t.app, w.author.headers, {
      mensagem: '  Pela cirurgia do meu pai  ',
      idOracaoMotivo: String(w.reasonId),
      flagPublicarMural: 'false',
      flagReceberLigacao: 'true',
      flagReceberVisita: 'false',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Ana',
      mensagem: 'Pela cirurgia do meu pai',
      idOracaoMotivo: w.reasonId,
      motivo: 'Saúde',
      imagem: null,
      flagPublicarMural: false,
      flagReceberLigacao: true,
      flagReceberVisita: false,
      quantidadeOracoes: 0,
      quantidadeMensagens: 0,
      meu: true,
      orouHoje: false,
    });
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('defaults to published, no call and no visit', async () => {
    const res = await postPrayer(t.app, w.author.headers, { mensagem: 'Só a mensagem' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      flagPublicarMural: true,
      flagReceberLigacao: false,
      flagReceberVisita: false,
      idOracaoMotivo: null,
    });
  });

  it('refuses visitors with 401 before reading the form', async () => {
    const res = await postPrayer(t.app, en({ host: w.church.host }), { mensagem: 'Oi' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'You need to log in to complete this action.' });
  });

  it('refuses an account without a client account at this church (403)', async () => {
    const elsewhere = await createChurch(t.app, 'outra-pedidos');
    const stranger = await createMember(t.app, elsewhere);
    const token = await t.app.accessTokens.sign({
      contaId: stranger.contaId,
      sessionVersion: 0,
      churchId: w.church.id,
      sessionId: randomUUID(),
    });
    const res = await postPrayer(t.app, en({ host: w.church.host, authorization: `Bearer ${token}` }), { mensagem: 'Oi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CLIENT_ACCOUNT_NOT_FOUND');
  });

  it.each([
    ['missing message', {}, 'mensagem', 'This field is required.'],
    ['blank message', { mensagem: '   ' }, 'mensagem', 'This field is required.'],
    ['too long message', { mensagem: 'a'.repeat(2001) }, 'mensagem', 'Use at most 2000 characters.'],
    ['bad boolean', { mensagem: 'Oi', flagPublicarMural: 'yes' }, 'flagPublicarMural', 'The field is not valid.'],
    ['bad reason', { mensagem: 'Oi', idOracaoMotivo: 'abc' }, 'idOracaoMotivo', 'The field is not valid.'],
    ['unknown field', { mensagem: 'Oi', telefone: '11999999999' }, 'telefone', 'Unexpected field.'],
  ])('refuses a %s with VALIDATION_FAILED', async (_name, fields, field, message) => {
    const res = await postPrayer(t.app, en(w.author.headers), fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses a message longer than any field limit even when the parser truncates it', async () => {
    const res = await postPrayer(t.app, en(w.author.headers), { mensagem: 'b'.repeat(40_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.mensagem).toBe('Use at most 2000 characters.');
  });

  it("refuses a reason that is inactive or another church's", async () => {
    const other = await createPrayerWorld(t.app, 'motivos-b');
    for (const id of [w.inactiveReasonId, other.reasonId, 999_999]) {
      const res = await postPrayer(t.app, en(w.author.headers), { mensagem: 'Oi', idOracaoMotivo: String(id) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { idOracaoMotivo: 'The field is not valid.' } });
    }
  });

  it('stores the image re-encoded to WebP, without EXIF or GPS, and serves it under /media/uploads', async () => {
    const res = await postPrayer(t.app, w.author.headers, { mensagem: 'Com foto' }, { data: await jpegWithGps(2400, 1200) });
    expect(res.statusCode).toBe(201);
    const imagem: string = res.json().imagem;
    expect(imagem).toMatch(/^\/media\/uploads\/prayer\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(uploadedFile(t.dataDir, imagem));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('SecretPhone')).toBe(false);
    const served = await t.app.inject({ url: imagem, headers: { host: w.church.host } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('treats an empty file part (untouched file input) as no image', async () => {
    const res = await postPrayer(t.app, w.author.headers, { mensagem: 'Sem foto' }, { data: Buffer.alloc(0), name: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().imagem).toBeNull();
  });

  it('refuses files that are not JPEG, PNG or WebP with 415, whatever they claim to be', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [Buffer.from('%PDF-1.4 not an image'), gif, svg]) {
      const res = await postPrayer(t.app, en(w.author.headers), { mensagem: 'Oi' }, { data, type: 'image/jpeg', name: 'x.jpg' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'File type not allowed. Send a JPEG, PNG or WebP image.' });
    }
  });

  it('refuses a corrupt image with 400 FILE_INVALID', async () => {
    const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await postPrayer(t.app, en(w.author.headers), { mensagem: 'Oi' }, { data });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_INVALID');
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id}`, headers: w.author.headers });
    const data = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postPrayer(t.app, en(w.author.headers), { mensagem: 'Grande' }, { data });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'The file is too large (at most 5 MB).' });
    const after = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id}`, headers: w.author.headers });
    expect(after.json().oracoes).toHaveLength(before.json().oracoes.length);
  });

  it('refuses a second file', async () => {
    const form = new FormData();
    form.append('mensagem', 'Duas fotos');
    const jpeg = await jpegWithGps();
    form.append('imagem', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
    form.append('outra', new Blob([jpeg], { type: 'image/jpeg' }), 'b.jpg');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/oracao/', headers: w.author.headers, payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('is documented in OpenAPI as a multipart form', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const post = doc.paths['/api/v1/oracao/'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(post.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('imagem');
  });
});
