import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tempDir } from '../media/media.test-helpers.ts';
import { createPlayChurch, createReadyMedia, createSubscription, type PlayChurch } from '../play/play.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';

/**
 * The Play catalogue authored in the console (contract admin/play.ts): plans, collections seen by chosen plans,
 * contents playing a ready media item, published and taken down; members see each change at once (home, search,
 * detail, playback through the signed HLS link); the preview is the member home of a plan; every write audited.
 */
const dataDir = tempDir('congrega-play-admin-');
let t: TestApp;
let church: PlayChurch;
let admin: StaffSession;
let monthly: TestMember;
let yearly: TestMember;
let visitorMember: TestMember;
let media: number;

const base = () => `/api/v1/admin/${church.slug}/play`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, s: StaffSession = admin) =>
  t.app.inject({
    method,
    url: `${base()}${url}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
const member = (m: TestMember | null, url: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: { ...(m ? m.headers : { host: `${church.slug}.localhost` }), 'accept-language': 'en' } });
const homeTitles = async (m: TestMember | null) => {
  const home = (await member(m, `/igreja/${church.slug}/plano-assinatura-home/`)).json();
  return {
    coletaneas: home.coletaneas.map((c: { nome: string }) => c.nome) as string[],
    titulos: [
      ...new Set(home.coletaneas.flatMap((c: { conteudos: { titulo: string }[] }) => c.conteudos.map((x) => x.titulo))),
    ] as string[],
    home,
  };
};
const audits = (entidade: string) =>
  t.app.database.db
    .select({ acao: auditoria.acao, area: auditoria.area })
    .from(auditoria)
    .where(and(eq(auditoria.igrejaId, church.id), eq(auditoria.entidade, entidade)));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  church = await createPlayChurch(t.app, 'play-autoria');
  const m = await createMember(t.app, church);
  await grantPreset(t.app, church, m, 'church_admin');
  admin = await staffLogin(t.app, m, { totp: true });
  monthly = await createMember(t.app, church);
  yearly = await createMember(t.app, church);
  visitorMember = await createMember(t.app, church);
  const future = { validoAte: new Date(Date.now() + 20 * 86_400_000), proximaCobranca: new Date(Date.now() + 20 * 86_400_000) };
  await createSubscription(t.app, { churchId: church.id, usuarioId: monthly.usuarioId, planoId: church.plans.monthly, values: future });
  await createSubscription(t.app, { churchId: church.id, usuarioId: yearly.usuarioId, planoId: church.plans.yearly, values: future });
  media = await createReadyMedia(t.app, church.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('plans', () => {
  it('creates a plan with a code made from its name, and members see it among the plans', async () => {
    const res = await call('POST', '/plans', { nome: 'Família Semestral', periodo: 'mensal', valor: 4_990, taxaAdesao: 1_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ codigo: 'FAMILIA-SEMESTRAL', valor: 4_990, taxaAdesao: 1_000, flagAtivo: true, assinantes: 0 });
    const again = await call('POST', '/plans', { nome: 'Família semestral', periodo: 'anual', valor: 100 });
    expect(again.json().codigo).toBe('FAMILIA-SEMESTRAL-2');
    const taken = await call('POST', '/plans', { nome: 'Outro', codigo: 'familia-semestral', periodo: 'anual', valor: 100 });
    expect([taken.statusCode, taken.json().code, taken.json().fields]).toEqual([
      409,
      'PLAY_PLAN_CODE_TAKEN',
      { codigo: 'Another plan already uses this code.' },
    ]);
    const plans = (await member(null, `/igreja/${church.slug}/plano-assinatura/`)).json().planos.map((p: { nome: string }) => p.nome);
    expect(plans).toContain('Família Semestral');
  });

  it('deactivates a plan: no new subscribers, its subscribers keep watching until their period ends, not renewed', async () => {
    const plan = (await call('GET', '')).json().planos.find((p: { id: number }) => p.id === church.plans.monthly);
    expect(plan.assinantes).toBe(1);
    const res = await call('PUT', `/plans/${church.plans.monthly}`, { ...plan, assinantes: undefined, id: undefined, flagAtivo: false });
    expect([res.statusCode, res.json().flagAtivo, res.json().assinantes]).toEqual([200, false, 1]);
    const plans = (await member(null, `/igreja/${church.slug}/plano-assinatura/`)).json().planos.map((p: { id: number }) => p.id);
    expect(plans).not.toContain(church.plans.monthly);
    const mine = (await member(monthly, `/usuario/${monthly.usuarioId}/usuario-plano-assinatura/?igreja=${church.id}`)).json();
    expect(mine.assinaturas[0]).toMatchObject({ status: { situacao: 'ativo' }, renovacaoAutomatica: false, proximaCobranca: null });
    expect((await member(monthly, `/plano-assinatura-conteudo/${church.contents[0]}/reproducao/`)).statusCode).toBe(200);
    const back = await call('PUT', `/plans/${church.plans.monthly}`, { ...plan, assinantes: undefined, id: undefined, flagAtivo: true });
    expect(back.json().flagAtivo).toBe(true);
    expect((await audits('plano_assinatura')).map((a) => a.acao).sort()).toEqual(['create', 'create', 'update', 'update']);
  });
});

describe('collections, contents and what each plan sees', () => {
  let collection: number;
  let content: number;

  it('adds a collection only the yearly plan sees', async () => {
    const res = await call('POST', '/collections', { nome: 'Série exclusiva', descricao: 'Só no anual.', planoIds: [church.plans.yearly] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ planoIds: [church.plans.yearly], ordem: 2, imagem: null });
    collection = res.json().id;
  });

  it('adds a draft content playing a ready media item; members see nothing until it is published', async () => {
    const res = await call('POST', '/contents', {
      titulo: 'Estudo exclusivo',
      resumo: 'Para assinantes do anual.',
      midiaArquivoId: media,
      coletaneaId: collection,
      tags: ['Estudo', 'estudo', 'Novo'],
      flagDestaque: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      publicado: false,
      tags: ['estudo', 'Novo'],
      midia: { id: media, situacao: 'pronto' },
      arquivoDemo: false,
    });
    content = res.json().id;
    expect((await member(yearly, `/plano-assinatura-conteudo/${content}/`)).statusCode).toBe(404);
    expect((await homeTitles(yearly)).titulos).not.toContain('Estudo exclusivo');
  });

  it('published: the yearly subscriber sees and plays it (HLS of the media item), search finds it; others do not', async () => {
    const pub = await call('PUT', `/contents/${content}/publication`, { publicado: true });
    expect([pub.statusCode, pub.json().publicado]).toEqual([200, true]);
    const seen = await homeTitles(yearly);
    expect(seen.coletaneas).toContain('Série exclusiva');
    expect(seen.home.destaques.map((d: { titulo: string; imagem: string }) => [d.titulo, d.imagem])).toContainEqual([
      'Estudo exclusivo',
      '/media/seed/play/poster-2.jpg',
    ]);
    for (const m of [monthly, visitorMember, null]) {
      expect((await homeTitles(m)).coletaneas).not.toContain('Série exclusiva');
      expect((await homeTitles(m)).home.destaques.map((d: { titulo: string }) => d.titulo)).not.toContain('Estudo exclusivo');
    }
    const search = (who: TestMember | null) => member(who, `/plano-assinatura-conteudo/?igreja=${church.id}&busca=exclusivo`);
    expect((await search(yearly)).json().total).toBe(1);
    expect((await search(monthly)).json().total).toBe(0);
    expect((await member(monthly, `/plano-assinatura-conteudo/${content}/reproducao/`)).statusCode).toBe(404);
    const playback = await member(yearly, `/plano-assinatura-conteudo/${content}/reproducao/`);
    expect(playback.statusCode).toBe(200);
    const source = playback.json().fontes[0];
    expect(source).toMatchObject({ tipo: 'application/vnd.apple.mpegurl', url: expect.stringMatching(/\/index\.m3u8$/) });
    const playlist = await t.app.inject({ url: source.url, headers: { host: `${church.slug}.localhost` } });
    expect([playlist.statusCode, playlist.body]).toEqual([200, expect.stringContaining('#EXTM3U')]);
    const segment = await t.app.inject({
      url: source.url.replace('index.m3u8', 'seg-0.m4s'),
      headers: { host: `${church.slug}.localhost` },
    });
    expect(segment.statusCode).toBe(200);
  });

  it('the preview of a plan is that plan’s member home', async () => {
    for (const [plano, who] of [
      [church.plans.yearly, yearly],
      [church.plans.monthly, monthly],
      [undefined, null],
    ] as const) {
      const preview = await call('GET', `/preview${plano ? `?plano=${plano}` : ''}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual((await homeTitles(who)).home);
    }
    const other = await call('GET', '/preview?plano=2147483647');
    expect([other.statusCode, other.json().code, Object.keys(other.json().fields)]).toEqual([400, 'PLAY_PLAN_UNKNOWN', ['plano']]);
  });

  it('reorders collections and a collection’s contents; edits and takes down at once', async () => {
    const cat = (await call('GET', '')).json();
    const ids = cat.coletaneas.map((c: { id: number }) => c.id).reverse();
    const ordered = await call('PUT', '/collections/order', { ids });
    expect(ordered.json().coletaneas.map((c: { id: number }) => c.id)).toEqual(ids);
    const first = church.collections[0]!;
    const inFirst = cat.conteudos.filter((c: { coletaneaId: number }) => c.coletaneaId === first).map((c: { id: number }) => c.id);
    const reversed = [...inFirst].reverse();
    const moved = await call('PUT', `/collections/${first}/contents/order`, { ids: reversed });
    expect(moved.statusCode).toBe(200);
    const row = (await homeTitles(monthly)).home.coletaneas.find((c: { id: number }) => c.id === first);
    expect(row.conteudos.map((c: { id: number }) => c.id)).toEqual(reversed);
    const bad = await call('PUT', `/collections/${first}/contents/order`, { ids: reversed.slice(1) });
    expect([bad.statusCode, bad.json().code, Object.keys(bad.json().fields)]).toEqual([400, 'PLAY_ORDER_MISMATCH', ['ids']]);

    const poster = await uploadPoster();
    const edited = await call('PUT', `/contents/${content}`, {
      titulo: 'Estudo para todos',
      midiaArquivoId: media,
      coletaneaId: null,
      imagem: poster,
    });
    expect(edited.json()).toMatchObject({ titulo: 'Estudo para todos', coletaneaId: null, imagem: poster, flagDestaque: false });
    expect((await member(visitorMember, `/plano-assinatura-conteudo/?igreja=${church.id}&busca=todos`)).json().total).toBe(1);
    await call('PUT', `/contents/${content}/publication`, { publicado: false });
    expect((await member(visitorMember, `/plano-assinatura-conteudo/?igreja=${church.id}&busca=todos`)).json().total).toBe(0);
    expect((await member(yearly, `/plano-assinatura-conteudo/${content}/reproducao/`)).statusCode).toBe(404);
  });

  it('keeps a demo content on its own file, refuses a media item not ready, of nothing, or in use; deletes a collection', async () => {
    const demo = (await call('GET', '')).json().conteudos.find((c: { id: number }) => c.id === church.contents[1]);
    expect(demo).toMatchObject({ arquivoDemo: true, midia: null });
    const kept = await call('PUT', `/contents/${demo.id}`, {
      titulo: 'Oração diária (nova)',
      coletaneaId: demo.coletaneaId,
      tags: demo.tags,
    });
    expect([kept.statusCode, kept.json().arquivoDemo]).toEqual([200, true]);
    const waiting = await createReadyMedia(t.app, church.id, { situacao: 'processando' });
    const cases: [object, number, string][] = [
      [{ titulo: 'x' }, 400, 'PLAY_VIDEO_REQUIRED'],
      [{ titulo: 'x', midiaArquivoId: waiting }, 409, 'MEDIA_NOT_READY'],
      [{ titulo: 'x', midiaArquivoId: 2_147_483_647 }, 400, 'PLAY_MEDIA_UNKNOWN'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('POST', '/contents', body);
      expect([res.statusCode, res.json().code, Object.keys(res.json().fields)], code).toEqual([status, code, ['midiaArquivoId']]);
    }
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/${church.slug}/media/${media}`, headers: admin.headers });
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'MEDIA_IN_USE']);
    const deleted = await call('DELETE', `/collections/${collection}`);
    expect(deleted.body).toBe('');
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '')).json().coletaneas.map((c: { id: number }) => c.id)).not.toContain(collection);
    expect((await audits('plano_assinatura_conteudo')).length).toBeGreaterThanOrEqual(6);
    expect(new Set((await audits('plano_assinatura_coletanea')).map((a) => a.area))).toEqual(new Set(['play']));
  });
});

async function uploadPoster(): Promise<string> {
  const form = new FormData();
  form.append('imagem', new Blob([await testPng()], { type: 'image/png' }), 'poster.png');
  const res = await t.app.inject({ method: 'POST', url: `${base()}/images`, headers: admin.headers, payload: form });
  expect(res.statusCode).toBe(201);
  return res.json().imagem as string;
}

describe('bad input, visibility setting and grants', () => {
  it.each([
    ['/plans', { nome: '', periodo: 'mensal', valor: 100 }, 'nome', 'This field is required.'],
    ['/plans', { nome: 'x', periodo: 'semanal', valor: 100 }, 'periodo', null],
    ['/plans', { nome: 'x', periodo: 'mensal', valor: 0 }, 'valor', null],
    ['/plans', { nome: 'x', periodo: 'mensal', valor: 12.5 }, 'valor', null],
    ['/plans', { nome: 'x', periodo: 'mensal', valor: 100, codigo: 'a b' }, 'codigo', 'Use letters, digits and hyphens, such as PLAY-M.'],
    ['/plans', { nome: 'x\u0000', periodo: 'mensal', valor: 100 }, 'nome', null],
    ['/collections', { nome: 'x', planoIds: 'todos' }, 'planoIds', null],
    ['/collections', { nome: 'x', imagem: 'https://evil.example/x.png' }, 'imagem', null],
    ['/contents', { titulo: 'x', midiaArquivoId: 1, tags: ['a'.repeat(41)] }, 'tags.0', null],
    ['/contents', { titulo: 'x', midiaArquivoId: 1, outra: 1 }, 'outra', null],
  ])('POST %s %j: 400 on %s', async (url, body, fieldName, message) => {
    const res = await call('POST', url, body);
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields)).toContain(fieldName);
    if (message) expect(fields[fieldName]).toBe(message);
    expect(fields[fieldName]).not.toMatch(/^(validation|error)\./);
  });

  it('names other plans or collections of nothing: 400 on their field', async () => {
    const plans = await call('POST', '/collections', { nome: 'x', planoIds: [2_147_483_647] });
    expect([plans.statusCode, plans.json().code, Object.keys(plans.json().fields)]).toEqual([400, 'PLAY_PLAN_UNKNOWN', ['planoIds']]);
    const col = await call('POST', '/contents', { titulo: 'x', midiaArquivoId: media, coletaneaId: 2_147_483_647 });
    expect([col.statusCode, col.json().code]).toEqual([400, 'PLAY_COLLECTION_UNKNOWN']);
    const missing: ['PUT' | 'DELETE', string, object | undefined][] = [
      ['PUT', '/plans/2147483647', { nome: 'x', periodo: 'mensal', valor: 100 }],
      ['PUT', '/collections/2147483647', { nome: 'x' }],
      ['DELETE', '/collections/2147483647', undefined],
      ['PUT', '/contents/2147483647/publication', { publicado: true }],
    ];
    for (const [method, url, body] of missing) expect((await call(method, url, body)).statusCode, url).toBe(404);
  });

  it('switches browsing to subscribers only and back (audited)', async () => {
    const res = await call('PUT', '/config', { tipoVisibilidadeConteudo: 'assinantes' });
    expect(res.json().tipoVisibilidadeConteudo).toBe('assinantes');
    expect((await member(visitorMember, `/igreja/${church.slug}/plano-assinatura-home/`)).json().code).toBe('PLAY_SUBSCRIPTION_REQUIRED');
    await call('PUT', '/config', { tipoVisibilidadeConteudo: 'publico' });
    expect((await member(visitorMember, `/igreja/${church.slug}/plano-assinatura-home/`)).statusCode).toBe(200);
    expect((await audits('plano_assinatura_configuracao')).length).toBe(2);
  });

  it('keeps the content editor out (no play grant)', async () => {
    const m = await createMember(t.app, church);
    await grantPreset(t.app, church, m, 'content_editor');
    const editor = await staffLogin(t.app, m);
    expect((await call('GET', '', undefined, editor)).statusCode).toBe(403);
    expect((await call('POST', '/plans', { nome: 'x', periodo: 'mensal', valor: 100 }, editor)).statusCode).toBe(403);
  });
});
