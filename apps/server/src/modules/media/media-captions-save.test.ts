import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPreset, staffLogin, type StaffSession } from '../admin/admin.test-helpers.ts';
import { mediaFolderKey, mediaStore } from './media-keys.ts';
import { midiaLegenda } from './media.schema.ts';
import { readyMedia, tempDir } from './media.test-helpers.ts';

/**
 * A caption save that fails after its file was written (here its audit row is refused by a trigger, as a failed
 * commit would be) leaves no file behind and the live track as it was: its row, its file and what members are served.
 */
const dataDir = tempDir('congrega-caption-save-');
let t: TestApp;
let church: TestChurch;
let admin: StaffSession;
let mediaId: number;

const vtt = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n${text}\n`;
const save = (rotulo: string, idioma = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${church.slug}/media/${mediaId}/legendas`,
    headers: { ...admin.headers, 'accept-language': 'en' },
    payload: { idioma, rotulo, formato: 'vtt', arquivo: vtt(rotulo) },
  });
const files = () => {
  const folder = path.dirname(mediaStore(t.app).localFile(`${mediaFolderKey(church.id, mediaId)}/captions/x`));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};
const tracks = () => t.app.database.db.select().from(midiaLegenda).where(eq(midiaLegenda.midiaArquivoId, mediaId));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  church = await createChurch(t.app, 'legenda-falha');
  const m = await createMember(t.app, church);
  await grantPreset(t.app, church, m, 'church_admin');
  admin = await staffLogin(t.app, m, { totp: true });
  mediaId = (await readyMedia(t.app, church.id)).id;
  // The audit row of a track labelled 'Falha' is refused: the save's transaction fails after its file was written.
  await t.app.database.db.execute(
    sql.raw(`create function test_refuse_caption() returns trigger language plpgsql as $$
      begin
        if new.entidade = 'midia_legenda' and new.depois->>'rotulo' = 'Falha' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
  );
  await t.app.database.db.execute(
    sql.raw('create trigger test_refuse_caption before insert on auditoria for each row execute function test_refuse_caption()'),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a caption save that fails', () => {
  it('leaves no file of a new track', async () => {
    expect((await save('Falha', 'es')).statusCode).toBe(500);
    expect(await tracks()).toEqual([]);
    expect(files()).toEqual([]);
  });

  it('leaves a replaced track as it was: its row, its one file, its text', async () => {
    const first = await save('Português');
    expect(first.statusCode).toBe(201);
    const [before] = await tracks();
    const live = files();
    expect(live).toEqual([`${before!.id}-${before!.criadoEm.getTime()}.vtt`]);
    expect((await save('Falha')).statusCode).toBe(500);
    expect(await tracks()).toEqual([before]);
    expect(files()).toEqual(live);
    const text = fs.readFileSync(mediaStore(t.app).localFile(`${mediaFolderKey(church.id, mediaId)}/captions/${live[0]}`), 'utf8');
    expect(text).toContain('Português');
    // A save that commits replaces the file: the new version only.
    expect((await save('Português (BR)')).statusCode).toBe(201);
    const [after] = await tracks();
    expect(files()).toEqual([`${after!.id}-${after!.criadoEm.getTime()}.vtt`]);
    expect(after!.criadoEm.getTime()).toBeGreaterThan(before!.criadoEm.getTime());
  });
});
