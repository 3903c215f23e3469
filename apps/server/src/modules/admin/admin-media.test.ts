import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEDIA_PROCESS_JOB, sweepMedia } from '../media/media.jobs.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { hasFfmpeg, makeClip, makeEmptyClip, mediaCall, putChunk, sha256, tempDir, uploadFile } from '../media/media.test-helpers.ts';
import { processMedia } from '../media/transcode-runner.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';

/**
 * The console's media library (issue 35, first slice): a video uploaded in checked chunks (a chunk cut short by a
 * dropped connection is refused by its checksum and sent again from where the server stopped), processed by the
 * queue into an HLS ladder with poster and thumbnail strip; bad input by content (not a video, truncated, 0 s) a
 * clear code with nothing kept; abandoned uploads swept; the play grant needed; another church's files unseen.
 */
const dataDir = tempDir('congrega-media-');
const clips = tempDir('congrega-clips-');
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let graceAdmin: StaffSession;
let clip: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir, hlsLadder: [144, 240, 360] });
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'church_admin');
  graceAdmin = await staffLogin(t.app, g, { totp: true });
  if (hasFfmpeg) clip = makeClip(clips, 'culto.mp4', { seconds: 2 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clips, { recursive: true, force: true });
});

const row = async (id: number) => (await t.app.database.db.select().from(midiaArquivo).where(eq(midiaArquivo.id, id)))[0];
const storeFolder = (id: number) => path.join(dataDir, 'media-store', `church-${videira.id}`, `media-${id}`);

describe.skipIf(!hasFfmpeg)('media uploads (needs ffmpeg)', () => {
  it('uploads in checked chunks, resumes after a chunk cut short, and processes the video into an HLS ladder', async () => {
    const list = await mediaCall(t.app, admin, 'GET', '');
    expect([list.statusCode, list.json().processamentoDisponivel]).toEqual([200, true]);
    const bytes = fs.readFileSync(clip);
    const created = await mediaCall(t.app, admin, 'POST', '', { nome: 'culto.mp4', tamanho: bytes.length, tipo: 'video' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const half = Math.floor(bytes.length / 2);
    const first = await putChunk(t.app, admin, id, 0, bytes.subarray(0, half));
    expect([first.statusCode, first.json().recebidos, first.json().situacao]).toEqual([200, half, 'enviando']);
    // The connection dropped half-way through the second chunk: the server got fewer bytes than the checksum names.
    const cut = await putChunk(t.app, admin, id, half, bytes.subarray(half, half + 1000), sha256(bytes.subarray(half)));
    expect([cut.statusCode, cut.json().code, cut.json().fields]).toEqual([400, 'MEDIA_CHUNK_CHECKSUM', { sha256: expect.any(String) }]);
    // A stale offset (the answer of the first chunk was lost and it is sent again) is refused.
    const again = await putChunk(t.app, admin, id, 0, bytes.subarray(0, half));
    expect([again.statusCode, again.json().code]).toEqual([409, 'MEDIA_CHUNK_OFFSET']);
    // Resume: where the server stopped.
    const state = await mediaCall(t.app, admin, 'GET', `/${id}`);
    expect(state.json().recebidos).toBe(half);
    const last = await putChunk(t.app, admin, id, half, bytes.subarray(half));
    expect([last.statusCode, last.json().situacao, last.json().duracaoSegundos, last.json().codecVideo]).toEqual([
      200,
      'na_fila',
      2,
      'h264',
    ]);
    expect(fs.readdirSync(storeFolder(id))).toEqual(['source']);

    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(1);
    const done = (await mediaCall(t.app, admin, 'GET', `/${id}`)).json();
    expect([done.situacao, done.progresso, done.variantes, done.erro]).toEqual(['pronto', 100, [144, 240], null]);
    expect(done.poster).toMatch(new RegExp(`^/media/uploads/church-${videira.id}/medias/[0-9a-f-]+\\.webp$`));
    expect((await t.app.inject({ url: done.miniaturas, headers: { host: videira.host } })).statusCode).toBe(200);
    const hls = path.join(storeFolder(id), 'hls');
    const master = fs.readFileSync(path.join(hls, 'index.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=320x240');
    expect(master).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    expect(fs.readdirSync(hls).filter((f) => f.endsWith('.ts')).length).toBeGreaterThanOrEqual(2);
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'midia'), eq(auditoria.entidadeId, String(id))));
    expect(audits.map((a) => a.acao).sort()).toEqual(['create', 'update']);
  });

  it('refuses by content: a PNG named .mp4 (415), a truncated MP4 and a 0-second one (422), keeping none of their bytes', async () => {
    const png = path.join(clips, 'not-a-video.mp4');
    fs.writeFileSync(png, await testPng(200, 200));
    const notVideo = await uploadFile(t.app, admin, png);
    expect([notVideo.res.statusCode, notVideo.res.json().code]).toEqual([415, 'MEDIA_NOT_VIDEO']);
    expect(notVideo.res.json().message).toBe('The file is not a video (checked by its content, not its name).');
    const truncated = path.join(clips, 'truncated.mp4');
    fs.writeFileSync(truncated, fs.readFileSync(clip).subarray(0, Math.floor(fs.statSync(clip).size * 0.6)));
    const broken = await uploadFile(t.app, admin, truncated);
    expect([broken.res.statusCode, broken.res.json().code]).toEqual([422, 'MEDIA_UNREADABLE']);
    const zero = await uploadFile(t.app, admin, makeEmptyClip(clips));
    expect([zero.res.statusCode, zero.res.json().code]).toEqual([422, 'MEDIA_NO_DURATION']);
    for (const { id } of [notVideo, broken, zero]) {
      const r = (await mediaCall(t.app, admin, 'GET', `/${id}`)).json();
      expect([r.situacao, r.poster, r.variantes]).toEqual(['falhou', null, []]);
      expect(fs.existsSync(storeFolder(id))).toBe(false);
    }
    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(0);
  });

  it('a chunk past the declared size is 413; a JSON body is refused; bad queries are translated 400s', async () => {
    const created = await mediaCall(t.app, admin, 'POST', '', { nome: 'x.mp4', tamanho: 10, tipo: 'video' });
    const id = created.json().id as number;
    const big = await putChunk(t.app, admin, id, 0, Buffer.alloc(11));
    expect([big.statusCode, big.json().code]).toEqual([413, 'MEDIA_CHUNK_TOO_LARGE']);
    expect((await row(id))!.recebidos).toBe(0);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/videira/media/${id}/chunk?offset=0&sha256=${'0'.repeat(64)}`,
      headers: admin.headers,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/videira/media/${id}/chunk?offset=-1&sha256=zz`,
      headers: { ...admin.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(1),
    });
    expect([bad.statusCode, Object.keys(bad.json().fields).sort()]).toEqual([400, ['offset', 'sha256']]);
    for (const body of [
      { nome: '', tamanho: 1, tipo: 'video' },
      { nome: 'a\u0000b', tamanho: 1, tipo: 'video' },
      { nome: 'a', tamanho: 9e12, tipo: 'video' },
      { nome: 'a', tamanho: '1', tipo: 'x' },
    ]) {
      const res = await mediaCall(t.app, admin, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toBeDefined();
    }
  });

  it('an upload abandoned for a day is deleted with its bytes by the sweep; a fresh one is kept', async () => {
    const bytes = fs.readFileSync(clip);
    const old = (await mediaCall(t.app, admin, 'POST', '', { nome: 'old.mp4', tamanho: bytes.length, tipo: 'video' })).json().id as number;
    const fresh = (await mediaCall(t.app, admin, 'POST', '', { nome: 'fresh.mp4', tamanho: bytes.length, tipo: 'video' })).json()
      .id as number;
    await putChunk(t.app, admin, old, 0, bytes.subarray(0, 1000));
    await putChunk(t.app, admin, fresh, 0, bytes.subarray(0, 1000));
    await t.app.database.db.execute(sql`update midia_arquivo set atualizado_em = now() - interval '25 hours' where id = ${old}`);
    const swept = await sweepMedia(t.app);
    expect(swept.abandoned).toBe(1);
    expect([await row(old), fs.existsSync(storeFolder(old))]).toEqual([undefined, false]);
    expect([(await row(fresh))!.recebidos, fs.existsSync(storeFolder(fresh))]).toEqual([1000, true]);
  });

  it('a video whose runner stopped (a restart) is queued again by the sweep and processed once; two runners: one works', async () => {
    const { id } = await uploadFile(t.app, admin, clip);
    // The copy that took it died: 'processando', its progress stopped two minutes ago.
    await t.app.database.db.execute(
      sql`update midia_arquivo set situacao = 'processando', progresso = 40, tentativas = 1, atualizado_em = now() - interval '2 minutes' where id = ${id}`,
    );
    // The upload's own job comes back (pg-boss retries an expired one): the stale claim is taken over and it runs.
    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(1);
    const r = (await row(id))!;
    expect([r.situacao, r.tentativas]).toEqual(['pronto', 2]);
    // Two runners of one queued row: exactly one claims it.
    const second = await uploadFile(t.app, admin, clip);
    const outcomes = await Promise.all([processMedia(t.app, videira.id, second.id), processMedia(t.app, videira.id, second.id)]);
    expect(outcomes.sort()).toEqual(['done', 'skipped']);
    expect((await row(second.id))!.tentativas).toBe(1);
    // Its queued job finds it done and does nothing.
    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(1);
    expect((await row(second.id))!.tentativas).toBe(1);
    // A restart with nothing queued: the sweep queues the stalled row again.
    await t.app.database.db.execute(
      sql`update midia_arquivo set situacao = 'processando', atualizado_em = now() - interval '2 minutes' where id = ${second.id}`,
    );
    expect((await sweepMedia(t.app)).requeued).toBe(1);
    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(1);
    expect((await row(second.id))!.situacao).toBe('pronto');
  });

  it('needs the content or play grant; another church never sees or touches our files; delete removes bytes and stills', async () => {
    const { id } = await uploadFile(t.app, admin, clip);
    await t.app.jobs.drain(MEDIA_PROCESS_JOB);
    // A content editor (no play grant) uses the library; a chat host (live only) does not.
    const listed = await mediaCall(t.app, editor, 'GET', '');
    expect([listed.statusCode, listed.json().itens[0].id]).toEqual([200, id]);
    const started = await mediaCall(t.app, editor, 'POST', '', { nome: 'a.wav', tamanho: 1, tipo: 'audio' });
    expect(started.statusCode).toBe(201);
    expect((await mediaCall(t.app, editor, 'DELETE', `/${started.json().id}`)).statusCode).toBe(204);
    const host = await createMember(t.app, videira);
    await grantPreset(t.app, videira, host, 'chat_host');
    const chatHost = await staffLogin(t.app, host);
    expect((await mediaCall(t.app, chatHost, 'GET', '')).statusCode).toBe(403);
    expect((await mediaCall(t.app, chatHost, 'POST', '', { nome: 'a', tamanho: 1, tipo: 'video' })).statusCode).toBe(403);
    const grace = await mediaCall(t.app, graceAdmin, 'GET', '', undefined, 'grace');
    expect(grace.json().itens).toEqual([]);
    expect((await mediaCall(t.app, graceAdmin, 'GET', `/${id}`, undefined, 'grace')).statusCode).toBe(404);
    expect((await mediaCall(t.app, graceAdmin, 'DELETE', `/${id}`, undefined, 'grace')).statusCode).toBe(404);
    expect((await putChunk(t.app, graceAdmin, id, 0, Buffer.alloc(1), undefined, 'grace')).statusCode).toBe(404);
    const before = (await mediaCall(t.app, admin, 'GET', `/${id}`)).json();
    expect((await mediaCall(t.app, admin, 'DELETE', `/${id}`)).statusCode).toBe(204);
    expect([await row(id), fs.existsSync(storeFolder(id))]).toEqual([undefined, false]);
    expect((await t.app.inject({ url: before.poster, headers: { host: videira.host } })).statusCode).toBe(404);
  });
});

describe('without ffmpeg', () => {
  let bare: TestApp;
  let staff: StaffSession;
  beforeAll(async () => {
    bare = await createTestApp({ dataDir, mediaTools: { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe', nice: 15 } });
    const church = await createChurch(bare.app, 'videira');
    const m = await createMember(bare.app, church);
    await grantPreset(bare.app, church, m, 'church_admin');
    staff = await staffLogin(bare.app, m, { totp: true });
  });
  afterAll(() => bare.close());

  it('the list says uploads cannot be processed and a new upload is refused before any byte is sent', async () => {
    const list = await mediaCall(bare.app, staff, 'GET', '');
    expect([list.statusCode, list.json().processamentoDisponivel]).toEqual([200, false]);
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/admin/videira/media',
      headers: { ...staff.headers, 'accept-language': 'pt-BR' },
      payload: { nome: 'culto.mp4', tamanho: 1000, tipo: 'video' },
    });
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      503,
      'MEDIA_PROCESSING_UNAVAILABLE',
      'Este servidor não tem o ffmpeg instalado: os envios não podem ser processados agora.',
    ]);
  });
});
