import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../../app.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { oracaoMotivo } from './prayer.schema.ts';

/** Test-only helpers shared by the prayer test files. */

/** A test app whose DATA_DIR is a fresh temporary folder (uploads land there), removed on close. */
export async function createPrayerTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-prayer-'));
  const t = await createTestApp({ dataDir });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PrayerWorld {
  church: TestChurch;
  author: TestMember;
  other: TestMember;
  staff: TestMember;
  reasonId: number;
  inactiveReasonId: number;
}

/** A church with the prayer wall, three members (author, another member, staff) and two reasons. */
export async function createPrayerWorld(app: App, slug: string): Promise<PrayerWorld> {
  const church = await createChurch(app, slug);
  const author = await createMember(app, church, { nome: 'Ana' });
  const other = await createMember(app, church, { nome: 'Bruno' });
  const staff = await createMember(app, church, { nome: 'Pastor', roles: ['ROLE_ADMIN'] });
  const [reason, inactive] = await app.database.db
    .insert(oracaoMotivo)
    .values([
      { igrejaId: church.id, nome: 'Saúde', ordem: 1 },
      { igrejaId: church.id, nome: 'Antigo', ordem: 2, flagAtivo: false },
    ])
    .returning({ id: oracaoMotivo.id });
  return { church, author, other, staff, reasonId: reason!.id, inactiveReasonId: inactive!.id };
}

/** POST /oracao/ as multipart, like the web form does. */
export async function postPrayer(
  app: App,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('imagem', new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  return app.inject({ method: 'POST', url: '/api/v1/oracao/', headers, payload: form });
}

/** Creates a request through the API and returns its id. */
export async function createPrayer(app: App, member: TestMember, fields: Record<string, string> = {}): Promise<string> {
  const res = await postPrayer(app, member.headers, { mensagem: 'Oração de teste', ...fields });
  if (res.statusCode !== 201) throw new Error(`create prayer failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A small JPEG carrying camera EXIF with a GPS position, as phones write them. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhone', Model: 'X1', Copyright: 'Ana' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

export function uploadedFile(dataDir: string, publicPath: string): string {
  return path.join(dataDir, 'uploads', publicPath.replace(/^\/media\/uploads\//, ''));
}
