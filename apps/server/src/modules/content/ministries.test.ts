import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedMinistries } from './ministries.seed.ts';

/** What ministries add to the shared content pattern (content.test.ts covers the rest): the responsible person, social
 * networks, projects of a ministry (`?ministerio=`) with their goals; the seed. */
describe('ministries and their social projects', () => {
  let t: TestApp;
  let videira: TestChurch;
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { host: videira.host } });

  beforeAll(async () => {
    t = await createTestApp();
    videira = await createChurch(t.app, 'videira');
    await seedMinistries({ db: t.app.database.db, churches: { videira }, members: {} }, Date.now());
  });
  afterAll(() => t.close());

  it("lists videira's four ministries with the responsible person and social networks", async () => {
    const res = await get('/igreja/videira/ministerio/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.itens[0]).toMatchObject({
      titulo: 'Ministério de Louvor',
      responsavel: { nome: 'Camila Rocha', foto: '/media/uploads/ministries/videira-responsavel-1.jpg', email: 'louvor@videira.example' },
      redesSociais: [expect.objectContaining({ rede: 'instagram' }), expect.objectContaining({ rede: 'youtube' })],
    });
    expect((await get('/igreja/videira/ministerio/?busca=renata')).json().itens.map((m: { titulo: string }) => m.titulo)).toEqual([
      'Ministério Infantil',
    ]);
  });

  it("lists one ministry's projects with their goals; one project answers with its text", async () => {
    const ministries = (await get('/igreja/videira/ministerio/')).json().itens as Array<{ id: number; titulo: string }>;
    const social = ministries.find((m) => m.titulo === 'Ação Social')!;
    const projects = (await get(`/igreja/videira/ministerio-projeto/?ministerio=${social.id}`)).json();
    expect(projects.itens.map((p: { titulo: string }) => p.titulo)).toEqual(['Cesta Básica Mensal', 'Sopão de Inverno']);
    expect(projects.itens[1]).toMatchObject({
      ministerioId: social.id,
      meta: 'Servir 2.000 refeições na estação',
      metaValor: 2000,
      metaAlcancada: 1250,
    });
    expect((await get('/igreja/videira/ministerio-projeto/')).json().total).toBe(6);
    const one = await get(`/ministerio-projeto/${projects.itens[0].id}`);
    expect(one.json()).toMatchObject({ titulo: 'Cesta Básica Mensal', conteudo: expect.stringContaining('primeiro sábado') });
    expect((await get('/igreja/videira/ministerio-projeto/?ministerio=0')).statusCode).toBe(400);
  });

  it("writes the covers and the responsible people's photos under DATA_DIR/uploads", async () => {
    const other = await createChurch(t.app, 'videira-fotos');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ministries-seed-'));
    try {
      await seedMinistries({ db: t.app.database.db, churches: { videira: other }, members: {}, dataDir }, Date.now());
      const photo = await sharp(path.join(dataDir, 'uploads', 'ministries', 'videira-responsavel-4.jpg')).metadata();
      expect(photo).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
      expect(await sharp(path.join(dataDir, 'uploads', 'ministries', 'videira-1.jpg')).metadata()).toMatchObject({ width: 1200 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
