import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jpegWithGps, uploadedFile } from '../prayer/prayer.fixtures.ts';

describe('profile picture (POST/DELETE /usuario/{id}/{type}/imagem)', () => {
  let t: TestApp;
  let church: TestChurch;
  let owner: TestMember;
  let other: TestMember;
  const en = (m: TestMember) => ({ ...m.headers, 'accept-language': 'en' });

  async function upload(m: TestMember, url: string, data?: Buffer, type = 'image/jpeg') {
    const form = new FormData();
    if (data) form.append('imagem', new Blob([data], { type }), 'photo.jpg');
    return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: en(m), payload: form });
  }

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'fotos');
    owner = await createMember(t.app, church);
    other = await createMember(t.app, church);
  });
  afterAll(() => t.close());

  it('stores a metadata-free WebP, replaces the previous file and removes it', async () => {
    const first = await upload(owner, `/usuario/${owner.usuarioId}/perfil/imagem`, await jpegWithGps());
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().imagem as string;
    expect(firstPath).toMatch(/^\/media\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(uploadedFile(t.app.config.dataDir, firstPath));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);

    const second = await upload(owner, `/usuario/${owner.usuarioId}/perfil/imagem`, await jpegWithGps(32, 32));
    expect(second.statusCode).toBe(200);
    expect(second.json().imagem).not.toBe(firstPath);
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, firstPath))).toBe(false);
    const me = await t.app.inject({ url: `/api/v1/user/${owner.contaId}/usuario?cliente=${church.id}`, headers: owner.headers });
    expect(me.json().usuarios[0].imagem).toBe(second.json().imagem);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario/${owner.usuarioId}/perfil/imagem`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().imagem).toBeNull();
    expect(fs.existsSync(uploadedFile(t.app.config.dataDir, second.json().imagem))).toBe(false);
    // Removing again is fine: nothing left to delete.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/usuario/${owner.usuarioId}/perfil/imagem`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });

  it("answers 404 for someone else's picture and stores nothing", async () => {
    const before = fs.readdirSync(uploadedFile(t.app.config.dataDir, '/media/uploads/profile')).length;
    const res = await upload(other, `/usuario/${owner.usuarioId}/perfil/imagem`, await jpegWithGps());
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(fs.readdirSync(uploadedFile(t.app.config.dataDir, '/media/uploads/profile')).length).toBe(before);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/usuario/${owner.usuarioId}/perfil/imagem`, headers: other.headers });
    expect(del.statusCode).toBe(404);
    expect((await upload(owner, '/usuario/999999/perfil/imagem', await jpegWithGps())).statusCode).toBe(404);
  });

  it.each([
    ['no file', undefined, 'image/jpeg', 400, 'VALIDATION_FAILED'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['a damaged JPEG', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'image/jpeg', 400, 'FILE_INVALID'],
  ])('refuses %s', async (_, data, type, status, code) => {
    const res = await upload(owner, `/usuario/${owner.usuarioId}/perfil/imagem`, data, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    if (code === 'VALIDATION_FAILED') expect(res.json().fields).toEqual({ imagem: 'This field is required.' });
  });

  it('refuses an unknown type, a bad id, a visitor and a member with no account here', async () => {
    const jpeg = await jpegWithGps();
    const badType = await upload(owner, `/usuario/${owner.usuarioId}/capa/imagem`, jpeg);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty('type');
    expect((await upload(owner, '/usuario/abc/perfil/imagem', jpeg)).statusCode).toBe(400);
    const form = new FormData();
    form.append('imagem', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${owner.usuarioId}/perfil/imagem`,
      headers: { host: church.host },
      payload: form,
    });
    expect(visitor.statusCode).toBe(401);
    const elsewhere = await createChurch(t.app, 'fotos-outra');
    const stranger = await createMember(t.app, elsewhere);
    const noAccount = await upload(
      { ...stranger, headers: { ...stranger.headers, host: church.host } },
      `/usuario/${owner.usuarioId}/perfil/imagem`,
      jpeg,
    );
    expect(noAccount.statusCode).toBe(401);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(
      owner,
      `/usuario/${owner.usuarioId}/perfil/imagem`,
      Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });
});
