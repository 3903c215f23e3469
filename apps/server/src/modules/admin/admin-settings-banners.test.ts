import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addChurchContent } from '../church/church-test-data.ts';
import { uploadedFile } from '../prayer/prayer.fixtures.ts';
import { grantPreset, staffLogin, testPng, uploadedImage, uploadImage, type StaffSession } from './admin.test-helpers.ts';

/** Banner images on the upload pipeline (the church's own folder only), banner windows and text alternatives. */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let graceAdmin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  await addChurchContent(t.app, videira.id, 'videira');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  graceAdmin = await staffLogin(t.app, ga, { totp: true });
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const memberBanners = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/banner/?igreja=${videira.id}`, headers: { host: videira.host } })).json() as Array<{
    titulo: string;
    imagem: string;
    textoAlternativo: string;
  }>;
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('POST /admin/:church/uploads/image', () => {
  it("stores a metadata-free WebP in the church's own folder, audited", async () => {
    const res = await uploadImage(t.app, admin, 'videira', { data: await testPng() });
    expect(res.statusCode).toBe(201);
    const imagem = res.json().imagem as string;
    expect(imagem).toMatch(new RegExp(`^/media/uploads/church-${videira.id}/banners/[0-9a-f-]{36}\\.webp$`));
    const stored = fs.readFileSync(uploadedFile(t.app.config.dataDir, imagem));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: imagem, headers: { host: videira.host } });
    expect(served.statusCode).toBe(200);
    const audit = (await call(admin, 'GET', '/audit?entidade=upload')).json();
    expect(audit.itens[0]).toMatchObject({ area: 'settings', acao: 'create', depois: { uso: 'banner', imagem } });
  });

  it.each([
    ['a GIF', { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), type: 'image/gif' }, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['a text file named .png', { data: Buffer.from('not an image'), type: 'image/png' }, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['more than 5 MB', { data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: 'image/png' }, 413, 'FILE_TOO_LARGE'],
  ])('refuses %s with a translated error', async (_name, file, status, code) => {
    const res = await uploadImage(t.app, admin, 'videira', file);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toMatch(/[a-z]/);
  });

  it('refuses a form without the file or with an unknown use, on their fields', async () => {
    const missing = await uploadImage(t.app, admin, 'videira');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.imagem).toBe('This field is required.');
    const use = await uploadImage(t.app, admin, 'videira', { data: await testPng() }, 'logo');
    expect(use.statusCode).toBe(400);
    expect(use.json().fields.uso).toBeTruthy();
  });

  it("church B's admin cannot upload into A: 404, nothing written in A's folder", async () => {
    const folder = `${t.app.config.dataDir}/uploads/church-${videira.id}/banners`;
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    const res = await uploadImage(t.app, graceAdmin, 'videira', { data: await testPng() });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CHURCH_NOT_FOUND');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
  });
});

describe('banner images, windows and text alternatives', () => {
  it("takes an upload of the church's folder, and the member app gets the banner with its text alternative", async () => {
    const imagem = await uploadedImage(t.app, admin, 'videira');
    const res = await call(admin, 'POST', '/settings/banners', { titulo: 'Retiro', imagem, textoAlternativo: 'Retiro de casais na serra' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imagem, textoAlternativo: 'Retiro de casais na serra', dataInicio: null, dataFim: null });
    expect(await memberBanners()).toContainEqual(
      expect.objectContaining({ titulo: 'Retiro', textoAlternativo: 'Retiro de casais na serra' }),
    );
  });

  it("refuses B's upload, a guessed path of A's folder and a demo path A does not use; keeps a demo path A uses", async () => {
    const graceImage = await uploadedImage(t.app, graceAdmin, 'grace');
    const guessed = `/media/uploads/church-${videira.id}/banners/00000000-0000-4000-8000-000000000000.webp`;
    for (const imagem of [graceImage, guessed, '/media/seed/banners/grace-give.jpg']) {
      const res = await call(admin, 'POST', '/settings/banners', { titulo: 'X', imagem, textoAlternativo: 'X' });
      expect(res.statusCode, imagem).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SETTINGS_IMAGE_NOT_OWN' });
      expect(res.json().fields.imagem).toMatch(/uploaded for this church/);
    }
    const [used] = (await call(admin, 'GET', '/settings/banners')).json().itens;
    const kept = await call(admin, 'POST', '/settings/banners', { titulo: 'Again', imagem: used.imagem, textoAlternativo: 'Again' });
    expect(kept.statusCode).toBe(201);
    const external = await call(admin, 'POST', '/settings/banners', {
      titulo: 'X',
      imagem: 'https://cdn.example.org/x.jpg',
      textoAlternativo: 'X',
    });
    expect(external.json().fields.imagem).toBe('Invalid image.');
    // B's admin cannot name B's upload on A's banner through A's path either: the gate refuses B on A.
    const cross = await call(graceAdmin, 'POST', '/settings/banners', { titulo: 'X', imagem: graceImage, textoAlternativo: 'X' });
    expect(cross.json().code).toBe('CHURCH_NOT_FOUND');
  });

  it.each([
    ['missing', {}, 'textoAlternativo', 'This field is required.'],
    ['blank', { textoAlternativo: '   ' }, 'textoAlternativo', 'This field is required.'],
    ['too long', { textoAlternativo: 'x'.repeat(201) }, 'textoAlternativo', /at most 200/],
    [
      'an end before the start',
      { textoAlternativo: 'A', dataInicio: at(2 * hour), dataFim: at(hour) },
      'dataFim',
      'The end must be after the start.',
    ],
    [
      'an end equal to the start',
      { textoAlternativo: 'A', dataInicio: at(hour), dataFim: at(hour) },
      'dataFim',
      'The end must be after the start.',
    ],
    ['a date without offset', { textoAlternativo: 'A', dataInicio: '2026-01-01T10:00:00' }, 'dataInicio', /date/i],
  ])('refuses %s on its field', async (_name, extra, field, message) => {
    const imagem = await uploadedImage(t.app, admin, 'videira');
    const res = await call(admin, 'POST', '/settings/banners', { titulo: 'T', imagem, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
  });

  it('shows a banner to members only inside its window', async () => {
    const imagem = await uploadedImage(t.app, admin, 'videira');
    const later = (
      await call(admin, 'POST', '/settings/banners', { titulo: 'Later', imagem, textoAlternativo: 'L', dataInicio: at(hour) })
    ).json();
    const gone = (
      await call(admin, 'POST', '/settings/banners', { titulo: 'Gone', imagem, textoAlternativo: 'G', dataFim: at(-hour) })
    ).json();
    const now = (
      await call(admin, 'POST', '/settings/banners', {
        titulo: 'Now',
        imagem,
        textoAlternativo: 'N',
        dataInicio: at(-hour),
        dataFim: at(hour),
      })
    ).json();
    const titles = () => memberBanners().then((list) => list.map((b) => b.titulo));
    expect(await titles()).toContain('Now');
    expect(await titles()).not.toContain('Later');
    expect(await titles()).not.toContain('Gone');
    expect(now.dataInicio).toBe(new Date(now.dataInicio).toISOString());
    // Opening the window shows it; a change giving only an end before the stored start is refused.
    expect((await call(admin, 'PATCH', `/settings/banners/${later.id}`, { dataInicio: at(-hour) })).statusCode).toBe(200);
    expect(await titles()).toContain('Later');
    const bad = await call(admin, 'PATCH', `/settings/banners/${now.id}`, { dataFim: at(-2 * hour) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.dataFim).toBe('The end must be after the start.');
    expect((await call(admin, 'PATCH', `/settings/banners/${gone.id}`, { dataFim: null })).json().dataFim).toBeNull();
    expect(await titles()).toContain('Gone');
  });

  it('deletes an upload no banner shows any more (replaced or deleted), keeps one still shown', async () => {
    const first = await uploadedImage(t.app, admin, 'videira');
    const second = await uploadedImage(t.app, admin, 'videira');
    const a = (await call(admin, 'POST', '/settings/banners', { titulo: 'A', imagem: first, textoAlternativo: 'A' })).json();
    const b = (await call(admin, 'POST', '/settings/banners', { titulo: 'B', imagem: first, textoAlternativo: 'B' })).json();
    const file = (p: string) => uploadedFile(t.app.config.dataDir, p);
    expect((await call(admin, 'PATCH', `/settings/banners/${a.id}`, { imagem: second })).json().imagem).toBe(second);
    expect(fs.existsSync(file(first))).toBe(true); // B still shows it
    expect((await call(admin, 'DELETE', `/settings/banners/${b.id}`)).statusCode).toBe(204);
    expect(fs.existsSync(file(first))).toBe(false);
    expect((await call(admin, 'DELETE', `/settings/banners/${a.id}`)).statusCode).toBe(204);
    expect(fs.existsSync(file(second))).toBe(false);
  });
});
