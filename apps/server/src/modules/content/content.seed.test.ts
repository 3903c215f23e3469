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

  it("gives videira a month of devotionals (today's first, with its passage) and news with images; links the notifications", async () => {
    const videira = await createChurch(t.app, 'videira');
    const grace = await createChurch(t.app, 'grace');
    const [notice] = await t.app.database.db
      .insert(notificacao)
      .values({ igrejaId: videira.id, igrejaOrigemCodigo: videira.codigo, titulo: 'Notícia', corpo: 'x', tipo: 'NOTICIA' })
      .returning();
    await seedContent({ db: t.app.database.db, churches: { videira, grace }, members: {} });
    const get = (url: string, host = videira.host) => t.app.inject({ url: `/api/v1${url}`, headers: { host } }).then((r) => r.json());
    const devotionals = await get('/igreja/videira/devocional/?limit=50');
    expect(devotionals.total).toBe(30);
    expect(new Date(devotionals.itens[0].dataPublicacao).toDateString()).toBe(new Date().toDateString());
    expect(devotionals.itens[0]).toMatchObject({ titulo: 'Entrega o teu caminho ao Senhor', passagem: 'Salmos 37.5' });
    const news = await get('/igreja/videira/noticia/');
    expect(news.total).toBe(6);
    expect(news.itens.every((n: { imagem: string | null }) => n.imagem?.startsWith('/media/seed/'))).toBe(true);
    const linked = await t.app.database.db.select().from(notificacao);
    expect(linked.find((n) => n.id === notice!.id)?.idEntidadeRelacionada).toBe(news.itens[0].id);
    expect((await get('/igreja/grace/devocional/', grace.host)).itens[0].titulo).toBe('Be still');
  });

  it('skips churches that were not seeded', async () => {
    await expect(seedContent({ db: t.app.database.db, churches: {}, members: {} })).resolves.toBeUndefined();
  });
});
