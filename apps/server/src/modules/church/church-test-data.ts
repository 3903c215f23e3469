import type { App } from '../../app.ts';
import { banner, congregacao, igreja, igrejaAppMenu, igrejaDominio, metodoPagamento, organizacao } from './church.schema.ts';
import { eq } from 'drizzle-orm';

/** Test helper: an organization row. */
export async function createOrganization(app: App, slug: string) {
  const [row] = await app.database.db
    .insert(organizacao)
    .values({ slug, nome: `Org ${slug}`, logo: `/media/seed/logos/${slug}.svg` })
    .returning();
  if (!row) throw new Error('organization insert failed');
  return row;
}

/**
 * Test helper: gives a church recognisable content, every text prefixed with `tag` so a test can assert
 * that nothing of one church shows up in another's answers. Includes inactive rows that must stay hidden.
 */
export async function addChurchContent(app: App, churchId: number, tag: string) {
  const db = app.database.db;
  await db.insert(igrejaAppMenu).values([
    { igrejaId: churchId, titulo: `${tag} menu 2`, link: '/about', icone: 'info', ordem: 2 },
    { igrejaId: churchId, titulo: `${tag} menu 1`, link: '/prayer', icone: 'prayer', ordem: 1 },
    { igrejaId: churchId, titulo: `${tag} menu hidden`, link: '/give', ordem: 0, flagAtivo: false },
  ]);
  await db.insert(banner).values([
    {
      igrejaId: churchId,
      titulo: `${tag} banner 2`,
      imagem: `/media/seed/${tag}-2.jpg`,
      textoAlternativo: `${tag} alt 2`,
      link: '/event',
      ordem: 2,
    },
    { igrejaId: churchId, titulo: `${tag} banner 1`, imagem: `/media/seed/${tag}-1.jpg`, textoAlternativo: `${tag} alt 1`, ordem: 1 },
    {
      igrejaId: churchId,
      titulo: `${tag} banner hidden`,
      imagem: `/media/seed/${tag}-x.jpg`,
      textoAlternativo: `${tag} alt x`,
      ordem: 0,
      flagAtivo: false,
    },
  ]);
  await db.insert(congregacao).values([
    { igrejaId: churchId, nome: `${tag} congregation B`, endereco: 'Rua B, 2', cidade: 'São Paulo', estado: 'SP' },
    { igrejaId: churchId, nome: `${tag} congregation A`, endereco: 'Rua A, 1', cidade: 'São Paulo', estado: 'SP' },
    { igrejaId: churchId, nome: `${tag} congregation hidden`, flagAtivo: false },
  ]);
  await db.insert(metodoPagamento).values([
    { igrejaId: churchId, codigo: 'cartao_credito', nome: `${tag} card`, idGatewayPagamento: 1, maxParcelas: 12 },
    { igrejaId: churchId, codigo: 'pix', nome: `${tag} pix`, idGatewayPagamento: 5 },
    { igrejaId: churchId, codigo: 'boleto', nome: `${tag} boleto hidden`, idGatewayPagamento: 5, flagAtivo: false },
  ]);
  await db
    .update(igreja)
    .set({ historia: `${tag} history`, descricao: `${tag} description`, imagens: [`/media/seed/${tag}.jpg`] })
    .where(eq(igreja.id, churchId));
}

/** A verified custom domain (it answers as the church). */
export async function addCustomDomain(app: App, churchId: number, hostname: string) {
  await app.database.db.insert(igrejaDominio).values({ hostname, igrejaId: churchId, token: 'test', verificadoEm: new Date() });
  app.tenantCache.clear();
}

export async function setChurchLocation(app: App, churchId: number, latitude: number | null, longitude: number | null) {
  await app.database.db.update(igreja).set({ latitude, longitude, cidade: 'São Paulo', estado: 'SP' }).where(eq(igreja.id, churchId));
}
