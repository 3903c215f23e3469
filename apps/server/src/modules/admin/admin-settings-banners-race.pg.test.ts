import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { banner } from '../church/church.schema.ts';
import { uploadedFile } from '../prayer/prayer.fixtures.ts';
import { staffLogin, uploadedImage, type StaffSession } from './admin.test-helpers.ts';
import { uploadPendente } from './uploads.schema.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two staff saving banners at the same moment (the church's banners lock): both banners kept, each in its own place;
 * two banners letting go of the image they shared leave no file behind; a banner letting go of an image while another
 * takes it up either keeps the file (the other saved first) or refuses the other (SETTINGS_IMAGE_NOT_OWN), never a
 * banner without its file. PostgreSQL only (PGlite has one connection, so requests never overlap there).
 */
describe.skipIf(!onPostgres)('banners: two staff at once', () => {
  let t: TestApp;
  let church: TestChurch;
  const staff: StaffSession[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'corrida-banner');
    for (let i = 0; i < 2; i++)
      staff.push(await staffLogin(t.app, await createMember(t.app, church, { roles: ['ROLE_ADMIN'] }), { totp: true }));
  });
  afterAll(() => t.close());

  const call = (s: StaffSession, method: 'POST' | 'PATCH', path: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/corrida-banner/settings/banners${path}`,
      headers: { ...s.headers, 'accept-language': 'en' },
      payload,
    });
  const create = (s: StaffSession, imagem: string, titulo = 'Retiro') =>
    call(s, 'POST', '', { titulo, imagem, textoAlternativo: 'Retiro na serra' });
  const onDisk = (imagem: string) => fs.existsSync(uploadedFile(t.app.config.dataDir, imagem));
  const banners = () => t.app.database.db.select().from(banner).where(eq(banner.igrejaId, church.id));

  it('keeps both banners created at once, each in its own place', async () => {
    for (let round = 0; round < 3; round++) {
      const images = [await uploadedImage(t.app, staff[0]!, 'corrida-banner'), await uploadedImage(t.app, staff[1]!, 'corrida-banner')];
      const answers = await Promise.all(staff.map((s, i) => create(s, images[i]!, `Banner ${round}-${i}`)));
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    }
    const rows = await banners();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((b) => b.ordem)).size).toBe(6);
  });

  it('deletes the image two banners let go of at once', async () => {
    const shared = await uploadedImage(t.app, staff[0]!, 'corrida-banner');
    const a = (await create(staff[0]!, shared)).json().id as number;
    const b = (await create(staff[1]!, shared)).json().id as number;
    const next = [await uploadedImage(t.app, staff[0]!, 'corrida-banner'), await uploadedImage(t.app, staff[1]!, 'corrida-banner')];
    const answers = await Promise.all([
      call(staff[0]!, 'PATCH', `/${a}`, { imagem: next[0] }),
      call(staff[1]!, 'PATCH', `/${b}`, { imagem: next[1] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(onDisk(shared)).toBe(false);
    expect(next.map(onDisk)).toEqual([true, true]);
  });

  it('never leaves a banner without its file when one lets go of an image another takes up', async () => {
    for (let round = 0; round < 4; round++) {
      const image = await uploadedImage(t.app, staff[0]!, 'corrida-banner');
      const holder = (await create(staff[0]!, image)).json().id as number;
      const other = await uploadedImage(t.app, staff[0]!, 'corrida-banner');
      const [moved, taken] = await Promise.all([call(staff[0]!, 'PATCH', `/${holder}`, { imagem: other }), create(staff[1]!, image)]);
      expect(moved.statusCode).toBe(200);
      if (taken.statusCode === 201) expect(onDisk(image)).toBe(true);
      else {
        expect([taken.statusCode, taken.json().code]).toEqual([400, 'SETTINGS_IMAGE_NOT_OWN']);
        expect(onDisk(image)).toBe(false);
      }
    }
    for (const row of await banners()) expect(onDisk(row.imagem), row.imagem).toBe(true);
    expect(await t.app.database.db.select().from(uploadPendente).where(eq(uploadPendente.igrejaId, church.id))).toEqual([]);
  });
});
