import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { expectRowLevelSecurity } from '../../test/isolation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadedFile } from '../prayer/prayer.fixtures.ts';
import { staffLogin, uploadedImage, type StaffSession } from './admin.test-helpers.ts';
import { ABANDONED_UPLOAD_MS, sweepUploads } from './uploads-sweep.ts';
import { uploadPendente } from './uploads.schema.ts';

/**
 * Console uploads nothing named: pending from the upload, claimed by the banner save that names it, and deleted (row
 * and file) by the sweep a day later; a save naming a swept upload is refused; each church's pending uploads are its
 * own (row-level security).
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let graceAdmin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  graceAdmin = await staffLogin(t.app, await createMember(t.app, grace, { roles: ['ROLE_ADMIN'] }), { totp: true });
});
afterAll(() => t.close());

const saveBanner = (imagem: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/videira/settings/banners',
    headers: { ...admin.headers, 'accept-language': 'en' },
    payload: { titulo: 'Retiro', imagem, textoAlternativo: 'Retiro de casais na serra' },
  });
const pending = async (churchId: number) =>
  (await t.app.database.db.select().from(uploadPendente).where(eq(uploadPendente.igrejaId, churchId))).map((r) => r.imagem);
const onDisk = (imagem: string) => fs.existsSync(uploadedFile(t.app.config.dataDir, imagem));
const later = (ms: number) => new Date(Date.now() + ms);

describe('the uploads sweep', () => {
  it('deletes, a day later, the upload no save named, and keeps the one a banner took', async () => {
    const abandoned = await uploadedImage(t.app, admin, 'videira');
    const used = await uploadedImage(t.app, admin, 'videira');
    expect((await pending(videira.id)).sort()).toEqual([abandoned, used].sort());
    expect((await saveBanner(used)).statusCode).toBe(201);
    expect(await pending(videira.id)).toEqual([abandoned]);
    // Within the day nothing goes.
    expect(await sweepUploads(t.app, later(ABANDONED_UPLOAD_MS - 60_000))).toBe(0);
    expect(onDisk(abandoned)).toBe(true);
    // After it, the abandoned upload goes, row and file; the banner's stays and still shows.
    expect(await sweepUploads(t.app, later(ABANDONED_UPLOAD_MS + 60_000))).toBe(1);
    expect(onDisk(abandoned)).toBe(false);
    expect(await pending(videira.id)).toEqual([]);
    expect(onDisk(used)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: used, headers: { host: videira.host } })).statusCode).toBe(200);
    // A form saved after its upload was swept is refused on its field.
    const late = await saveBanner(abandoned);
    expect([late.statusCode, late.json().code, Object.keys(late.json().fields)]).toEqual([400, 'SETTINGS_IMAGE_NOT_OWN', ['imagem']]);
  });

  it("keeps each church's pending uploads to itself", async () => {
    await uploadedImage(t.app, admin, 'videira');
    await uploadedImage(t.app, graceAdmin, 'grace');
    await expectRowLevelSecurity(t.app, videira.id, grace.id, uploadPendente, {
      igrejaId: grace.id,
      imagem: `/media/uploads/church-${grace.id}/banners/00000000-0000-4000-8000-000000000000.webp`,
    });
    // The sweep of one church's upload never touches another's.
    await t.app.database.db.execute(sql`update upload_pendente set criado_em = now() - interval '2 days' where igreja_id = ${videira.id}`);
    expect(await sweepUploads(t.app)).toBe(1);
    expect(await pending(grace.id)).toHaveLength(1);
  });
});
