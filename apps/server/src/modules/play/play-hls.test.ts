import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { HLS_TYPE, hlsFile, PLAY_MEDIA_DIR, signMediaToken } from './play-media.ts';
import { createPlayChurch, createSubscription, type PlayChurch } from './play.fixtures.ts';
import { planoAssinaturaConteudo } from './play.schema.ts';

const DAY = 86_400_000;

describe('Play HLS (issue 15): the playlist and its segments only through the signed, expiring media link', () => {
  let t: TestApp;
  let church: PlayChurch;
  let member: TestMember;
  let hlsId: number;
  const get = (url: string, range?: string) => t.app.inject({ url, headers: { host: church.host, ...(range ? { range } : {}) } });
  const token = (id: number, exp: number) => signMediaToken(t.app.playMediaSecret, church.id, id, 'v', exp);
  const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'hls');
    member = await createPayer(t.app, church);
    const [row] = await t.app.database.db
      .insert(planoAssinaturaConteudo)
      .values({ igrejaId: church.id, titulo: 'HLS', resumo: 'HLS', tags: [], arquivo: 'hls-1/index.m3u8', tipoArquivo: HLS_TYPE, ordem: 9 })
      .returning({ id: planoAssinaturaConteudo.id });
    hlsId = row!.id;
    const future = new Date(Date.now() + 20 * DAY);
    await createSubscription(t.app, {
      churchId: church.id,
      usuarioId: member.usuarioId,
      planoId: church.plans.monthly,
      values: { validoAte: future, proximaCobranca: future },
    });
  });
  afterAll(() => t.close());

  it('the playback link names the playlist under the signed prefix; its relative segments resolve there and are served', async () => {
    const res = await t.app.inject({ url: `/api/v1/plano-assinatura-conteudo/${hlsId}/reproducao/`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const [source] = res.json().fontes as { url: string; tipo: string }[];
    expect(source!.tipo).toBe(HLS_TYPE);
    expect(source!.url).toMatch(/^\/api\/v1\/plano-assinatura-midia\/\d+\.v\.\d+\.[A-Za-z0-9_-]{43}\/index\.m3u8$/);
    const playlist = await get(source!.url);
    expect([playlist.statusCode, playlist.headers['content-type']]).toEqual([200, HLS_TYPE]);
    const segments = playlist.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) {
      // A relative URI, resolved the way the player resolves it: under the same signed token.
      const url = new URL(segment, `http://x${source!.url}`).pathname;
      expect(url.startsWith(source!.url.replace(/index\.m3u8$/, ''))).toBe(true);
      const res = await get(url);
      const size = fs.statSync(path.join(PLAY_MEDIA_DIR, 'hls-1', segment)).size;
      expect([res.statusCode, res.headers['content-type'], res.rawPayload.length]).toEqual([200, 'video/iso.segment', size]);
    }
    // The init segment (#EXT-X-MAP) too.
    expect(playlist.body).toContain('#EXT-X-MAP:URI="init.mp4"');
    const init = await get(source!.url.replace(/index\.m3u8$/, 'init.mp4'));
    expect([init.statusCode, init.headers['content-type']]).toEqual([200, 'video/mp4']);
    const part = await get(new URL(segments[0]!, `http://x${source!.url}`).pathname, 'bytes=0-187');
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 188]);
  });

  it('refuses a segment with an expired link (403), no or a forged signature, another content or a path out of the folder (404)', async () => {
    const expired = token(hlsId, Math.floor(Date.now() / 1000) - 1);
    const old = await get(`/api/v1/plano-assinatura-midia/${expired}/seg-0.m4s`);
    expect([old.statusCode, old.json().code]).toEqual([403, 'PLAY_MEDIA_LINK_EXPIRED']);
    expect((await get(`/api/v1/plano-assinatura-midia/${expired}/index.m3u8`)).statusCode).toBe(403);
    const valid = token(hlsId, inTenMinutes());
    expect((await get(`/api/v1/plano-assinatura-midia/${valid}/seg-0.m4s`)).statusCode).toBe(200);
    // Unsigned: the segment by itself, or a token without (or with a changed) signature.
    for (const url of [
      '/api/v1/plano-assinatura-midia/seg-0.m4s',
      `/api/v1/plano-assinatura-midia/${hlsId}/seg-0.m4s`,
      `/api/v1/plano-assinatura-midia/${valid.replace(/\.[^.]+$/, '')}/seg-0.m4s`,
      `/api/v1/plano-assinatura-midia/${valid.slice(0, -2)}AA/seg-0.m4s`,
      `/api/v1/plano-assinatura-midia/${valid.replace(/\.(\d+)\./, (_, e: string) => `.${Number(e) + 3600}.`)}/seg-0.m4s`,
      `/api/v1/plano-assinatura-midia/${valid}/..%2Fvideo-1.webm`,
      `/api/v1/plano-assinatura-midia/${valid}/video-1.webm`,
      `/api/v1/plano-assinatura-midia/${valid}/seg-9.m4s`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    // A (valid) link of a content that is not HLS reaches no folder.
    expect((await get(`/api/v1/plano-assinatura-midia/${token(church.contents[0]!, inTenMinutes())}/seg-0.m4s`)).statusCode).toBe(404);
  });

  it('accepts only plain playlist and segment names', () => {
    expect(hlsFile('seg-0.ts')).toEqual({ name: 'seg-0.ts', type: 'video/mp2t' });
    expect(hlsFile('index.m3u8').type).toBe(HLS_TYPE);
    for (const name of ['../index.m3u8', 'a/b.ts', 'seg.0.ts', 'x.webm', '.ts', 'x.ts\u0000']) expect(() => hlsFile(name), name).toThrow();
  });
});
