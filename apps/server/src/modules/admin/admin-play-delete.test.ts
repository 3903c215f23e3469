import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mediaCall, tempDir } from '../media/media.test-helpers.ts';
import { createPlayChurch, createReadyMedia, createSubscription, type PlayChurch } from '../play/play.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Deleting a Play content in the console (DELETE /admin/:church/play/contents/:id): audited with what it was; it
 * leaves its collection, the home rows, search and members' lists at once; its video stays in the media library,
 * which may delete it once nothing plays it.
 */
const dataDir = tempDir('congrega-play-delete-');
let t: TestApp;
let church: PlayChurch;
let admin: StaffSession;
let otherAdmin: StaffSession;
let subscriber: TestMember;
let media: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, s = admin, slug = church.slug) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/play${url}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
const member = (url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...subscriber.headers, 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  church = await createPlayChurch(t.app, 'play-exclusao');
  const m = await createMember(t.app, church);
  await grantPreset(t.app, church, m, 'church_admin');
  admin = await staffLogin(t.app, m, { totp: true });
  const other = await createChurch(t.app, 'play-outra');
  const o = await createMember(t.app, other);
  await grantPreset(t.app, other, o, 'church_admin');
  otherAdmin = await staffLogin(t.app, o, { totp: true });
  subscriber = await createMember(t.app, church);
  const future = new Date(Date.now() + 20 * 86_400_000);
  await createSubscription(t.app, {
    churchId: church.id,
    usuarioId: subscriber.usuarioId,
    planoId: church.plans.monthly,
    values: { validoAte: future, proximaCobranca: future },
  });
  media = await createReadyMedia(t.app, church.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('deleting a Play content', () => {
  it('takes it off the collection, the home rows, search and my list at once, audited; its video stays in the library', async () => {
    const collection = (await call('POST', '/collections', { nome: 'Séries', planoIds: [] })).json().id as number;
    const created = await call('POST', '/contents', {
      titulo: 'Série apagada',
      resumo: 'Palavra-chave zimbro',
      midiaArquivoId: media,
      coletaneaId: collection,
      tags: ['Zimbro'],
      flagDestaque: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call('PUT', `/contents/${id}/publication`, { publicado: true })).statusCode).toBe(200);
    const added = await member(
      `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${id}&igreja=${church.id}&usuario=${subscriber.usuarioId}`,
      'POST',
    );
    expect(added.statusCode).toBe(201);
    const seen = async () => ({
      home: JSON.stringify((await member(`/igreja/${church.slug}/plano-assinatura-home/`)).json()).includes('Série apagada'),
      collection: (await member(`/plano-assinatura-conteudo/?igreja=${church.id}&coletanea=${collection}`)).json().total as number,
      search: (await member(`/plano-assinatura-conteudo/?igreja=${church.id}&busca=zimbro`)).json().total as number,
      myList: (await member(`/usuario-plano-assinatura-conteudo/?igreja=${church.id}&usuario=${subscriber.usuarioId}`)).json().itens
        .length as number,
      detail: (await member(`/plano-assinatura-conteudo/${id}/`)).statusCode,
    });
    expect(await seen()).toEqual({ home: true, collection: 1, search: 1, myList: 1, detail: 200 });

    expect((await call('DELETE', `/contents/${id}`)).statusCode).toBe(204);
    expect(await seen()).toEqual({ home: false, collection: 0, search: 0, myList: 0, detail: 404 });
    expect((await member(`/plano-assinatura-conteudo/${id}/reproducao/`)).json().code).toBe('PLAY_CONTENT_NOT_FOUND');
    expect((await call('GET', '')).json().conteudos.map((c: { id: number }) => c.id)).not.toContain(id);
    const [audit] = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'plano_assinatura_conteudo'), eq(auditoria.entidadeId, String(id)), eq(auditoria.acao, 'delete')));
    expect([audit?.area, audit?.antes]).toEqual(['play', expect.objectContaining({ titulo: 'Série apagada', coletaneaId: collection })]);

    // The video is a library item: still there, and now deletable (nothing plays it).
    expect((await mediaCall(t.app, admin, 'GET', `/${media}`, undefined, church.slug)).json().situacao).toBe('pronto');
    expect((await mediaCall(t.app, admin, 'DELETE', `/${media}`, undefined, church.slug)).statusCode).toBe(204);
  });

  it('answers 404 for a content that is not there, or another church’s', async () => {
    const content = church.contents[0]!;
    const again = await call('DELETE', '/contents/999999');
    expect([again.statusCode, again.json().code]).toEqual([404, 'ADMIN_PLAY_CONTENT_NOT_FOUND']);
    const foreign = await call('DELETE', `/contents/${content}`, undefined, otherAdmin, 'play-outra');
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'ADMIN_PLAY_CONTENT_NOT_FOUND']);
    expect((await call('GET', '')).json().conteudos.map((c: { id: number }) => c.id)).toContain(content);
  });
});
