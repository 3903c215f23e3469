import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { seedContent } from './content.seed.ts';

describe('seedContent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives videira a month of devotionals (today's first, with its passage), news with images and videos; links the notifications", async () => {
    const videira = await createChurch(t.app, 'videira');
    const grace = await createChurch(t.app, 'grace');
    const [notice, school] = await t.app.database.db
      .insert(notificacao)
      .values([
        { igrejaId: videira.id, igrejaOrigemCodigo: videira.codigo, titulo: 'Notícia', corpo: 'x', tipo: 'NOTICIA' },
        { igrejaId: videira.id, igrejaOrigemCodigo: videira.codigo, titulo: 'EBD', corpo: 'x', tipo: 'EBD' },
      ])
      .returning();
    await seedContent({ db: t.app.database.db, churches: { videira, grace }, members: {} });
    const get = (url: string, host = videira.host) => t.app.inject({ url: `/api/v1${url}`, headers: { host } }).then((r) => r.json());
    const devotionals = await get('/igreja/videira/devocional/?limit=50');
    expect(devotionals.total).toBe(30);
    expect(new Date(devotionals.itens[0].dataPublicacao).toDateString()).toBe(new Date().toDateString());
    expect(devotionals.itens[0]).toMatchObject({ titulo: 'Entrega o teu caminho ao Senhor', passagem: 'Salmos 37.5' });
    const news = await get('/igreja/videira/noticia/');
    expect(news.total).toBe(6);
    expect(news.itens.map((n: { imagem: string }) => n.imagem)).toContain('/media/uploads/news/videira-1.jpg');
    const linked = await t.app.database.db.select().from(notificacao);
    expect(linked.find((n) => n.id === notice!.id)?.idEntidadeRelacionada).toBe(news.itens[0].id);
    expect((await get('/igreja/grace/devocional/', grace.host)).itens[0].titulo).toBe('Be still');
    const videos = await get('/video/videira');
    expect(videos.total).toBe(4);
    expect(videos.itens[0]).toMatchObject({ contentDetails: { videoId: 'aqz-KE-bpKQ' }, source: 'youtube' });
    expect(videos.itens.map((v: { source: string }) => v.source)).toContain('vimeo');
    const types = await get('/igreja/videira/publicacao-tipo/');
    expect(types.itens.map((i: { nome: string; total: number }) => [i.nome, i.total])).toEqual([
      ['Revista', 2],
      ['Boletim', 2],
    ]);
    const boletim = await get('/publicacao/boletim-novembro');
    expect(boletim).toMatchObject({ tipoId: types.itens[1].id, arquivo: '/media/uploads/publications/boletim-novembro.pdf' });
    // Sunday school: the current quarter, 13 Sundays around today, 3 classes; the EBD notification names it by id.
    const [quarter] = (await get('/igreja/videira/ebd/')).itens;
    expect(quarter.slug).toMatch(/^frutos-do-espirito-\d{4}-t[1-4]$/);
    const ebd = await get(`/ebd/${quarter.slug}`);
    expect(ebd.turmas.map((c: { nome: string }) => c.nome)).toEqual(['Adultos', 'Jovens', 'Crianças']);
    expect(ebd.licoes).toHaveLength(13);
    const today = new Date().toISOString().slice(0, 10);
    expect(ebd.licoes[0].data <= today && today <= ebd.licoes[12].data).toBe(true);
    expect(new Date(`${ebd.licoes[1].data}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(linked.find((n) => n.id === school!.id)?.idEntidadeRelacionada).toBe(quarter.id);
    const one = await get(`/videos/${videos.itens[1].id}`);
    expect(one).toMatchObject({ titulo: 'Conferência Videira: bastidores', contentDetails: { videoId: '1084537' }, source: 'vimeo' });
  });

  it('writes each news cover under DATA_DIR/uploads when it may write files', async () => {
    const grace = await createChurch(t.app, 'grace-covers');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'content-seed-'));
    try {
      await seedContent({ db: t.app.database.db, churches: { grace: { ...grace, slug: 'grace' } }, members: {}, dataDir });
      const meta = await sharp(path.join(dataDir, 'uploads', 'news', 'grace-2.jpg')).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 400 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("writes videira's publication PDFs under DATA_DIR/uploads", async () => {
    const videira = await createChurch(t.app, 'videira-pdf');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'content-seed-'));
    try {
      await seedContent({ db: t.app.database.db, churches: { videira: { ...videira, slug: 'videira' } }, members: {}, dataDir });
      const pdf = await readFile(path.join(dataDir, 'uploads', 'publications', 'revista-videira-primavera.pdf'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(20_000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('skips churches that were not seeded', async () => {
    await expect(seedContent({ db: t.app.database.db, churches: {}, members: {} })).resolves.toBeUndefined();
  });
});
