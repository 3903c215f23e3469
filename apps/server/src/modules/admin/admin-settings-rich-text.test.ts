import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchChanged } from '../church/church.public.ts';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * The church's history is staff rich text (the console's rich-text field) that the member app renders as HTML: it is
 * saved through the one sanitizer (lib/rich-text.ts) and served through it again, whatever a row holds.
 */
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
});
afterAll(() => t.close());

const save = (historia: string | null) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/videira/settings',
    headers: { ...admin.headers, 'accept-language': 'en' },
    payload: { historia },
  });
const served = async () =>
  (await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: videira.host } })).json().igreja.historia as string | null;

const KEPT =
  '<h2>Nossa história</h2><p>Fundada em <strong>1998</strong>, <em>com</em> fé.</p><h3>Hoje</h3>' +
  '<ul><li><p>Cultos</p></li></ul><ol><li><p>Células</p></li></ol>' +
  '<p><a href="https://videira.example/" rel="noopener noreferrer nofollow" target="_blank">site</a><br>' +
  '<a href="mailto:secretaria@videira.example" rel="noopener noreferrer nofollow" target="_blank">e-mail</a></p>';

describe('the church history is sanitised rich text', () => {
  it('strips scripts, event handlers and javascript: links on save, and the site serves what was stored', async () => {
    const res = await save(
      '<p onclick="steal()">Olá<img src=x onerror="alert(1)"></p><script>alert(document.cookie)</script>' +
        '<a href="javascript:alert(1)">clique</a><a href=" JaVaScRiPt:alert(1)">de novo</a><iframe src="https://evil.example"></iframe>',
    );
    expect(res.statusCode).toBe(200);
    const stored = res.json().historia as string;
    expect(stored).toBe('<p>Olá</p><a>clique</a><a>de novo</a>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<img', '<iframe', 'alert'])
      expect(stored.toLowerCase()).not.toContain(bad);
    expect(await served()).toBe(stored);
  });

  it('keeps every tag the editor writes (headings, bold, italic, lists, https and mailto links, line breaks)', async () => {
    const res = await save(KEPT);
    expect(res.statusCode).toBe(200);
    expect(res.json().historia).toBe(KEPT);
    expect(await served()).toBe(KEPT);
  });

  it('stores an emptied editor as no history, and audits the change as written', async () => {
    const res = await save('<p></p><p> </p>');
    expect(res.statusCode).toBe(200);
    expect(res.json().historia).toBeNull();
    expect(await served()).toBeNull();
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videira/audit?entidade=igreja',
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(log.statusCode).toBe(200);
    expect(JSON.stringify(log.json())).not.toContain('onerror');
  });

  it('serves a row written before the console sanitised (or by hand) through the same sanitizer', async () => {
    await t.app.database.db.execute(
      sql`update igreja set historia = ${'<p>Antiga</p><script>alert(1)</script><a href="javascript:x">y</a>'} where id = ${videira.id}`,
    );
    // The bootstrap is cached per church: a hand-written row shows once the church is evicted, as any change does.
    await churchChanged(t.app, videira.id);
    expect(await served()).toBe('<p>Antiga</p><a>y</a>');
  });
});
