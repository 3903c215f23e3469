import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import {
  banner,
  congregacao,
  igreja,
  igrejaAppMenu,
  igrejaModulo,
  igrejaVisual,
  metodoPagamento,
  organizacao,
} from './church.schema.ts';

// ---- global tables (igreja, organizacao): read with the owner connection or inside a church transaction ----

const churchColumns = {
  id: igreja.id,
  uuid: igreja.uuid,
  slug: igreja.slug,
  codigo: igreja.codigo,
  nome: igreja.nome,
  idioma: igreja.idioma,
  moeda: igreja.moeda,
  historia: igreja.historia,
  descricao: igreja.descricao,
  imagens: igreja.imagens,
  logo: igreja.logo,
  flagAtivo: igreja.flagAtivo,
  organizacaoId: igreja.organizacaoId,
  slugOrganizacao: organizacao.slug,
  facebookPixelCode: igreja.facebookPixelCode,
  email: igreja.email,
  telefone: igreja.telefone,
  whatsapp: igreja.whatsapp,
  site: igreja.site,
  redesSociais: igreja.redesSociais,
  cep: igreja.cep,
  logradouro: igreja.logradouro,
  numero: igreja.numero,
  complemento: igreja.complemento,
  bairro: igreja.bairro,
  cidade: igreja.cidade,
  estado: igreja.estado,
  pais: igreja.pais,
  latitude: igreja.latitude,
  longitude: igreja.longitude,
  linkAppAndroid: igreja.linkAppAndroid,
  linkAppIos: igreja.linkAppIos,
};
export type ChurchRow = NonNullable<Awaited<ReturnType<typeof findChurchById>>>;

function selectChurch(db: Db | Tx) {
  return db.select(churchColumns).from(igreja).leftJoin(organizacao, eq(organizacao.id, igreja.organizacaoId));
}

export async function findChurchById(db: Db | Tx, id: number) {
  const [row] = await selectChurch(db).where(eq(igreja.id, id)).limit(1);
  return row;
}

/** Church codes are matched case-insensitively: they are typed by people (notifications, links). */
export async function findChurchByCodigo(db: Db, codigo: string) {
  const [row] = await selectChurch(db)
    .where(sql`upper(${igreja.codigo}) = upper(${codigo})`)
    .limit(1);
  return row;
}

export async function findOrganizationBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: organizacao.id, slug: organizacao.slug, nome: organizacao.nome, logo: organizacao.logo })
    .from(organizacao)
    .where(eq(organizacao.slug, slug))
    .limit(1);
  return row;
}

export async function findOrganizationById(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: organizacao.id, slug: organizacao.slug, nome: organizacao.nome, logo: organizacao.logo })
    .from(organizacao)
    .where(eq(organizacao.id, id))
    .limit(1);
  return row;
}

/** Active churches of an organization, by name (the caller sorts by distance when asked). */
export async function listActiveOrganizationChurches(db: Db, organizacaoId: number) {
  return db
    .select({
      id: igreja.id,
      slug: igreja.slug,
      codigo: igreja.codigo,
      nome: igreja.nome,
      logo: igreja.logo,
      cidade: igreja.cidade,
      estado: igreja.estado,
      latitude: igreja.latitude,
      longitude: igreja.longitude,
    })
    .from(igreja)
    .where(and(eq(igreja.organizacaoId, organizacaoId), eq(igreja.flagAtivo, true)))
    .orderBy(asc(igreja.nome), asc(igreja.id));
}

// ---- church-scoped tables: always inside withChurch (row-level security) and filtered by igreja_id too ----

function selectModules(tx: Tx, churchId: number) {
  return tx
    .select({ id: igrejaModulo.id, codigo: igrejaModulo.codigo, nome: igrejaModulo.nome })
    .from(igrejaModulo)
    .where(eq(igrejaModulo.igrejaId, churchId))
    .orderBy(asc(igrejaModulo.id));
}

async function selectVisual(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({
      corApp: igrejaVisual.corApp,
      corTexto: igrejaVisual.corTexto,
      logo: igrejaVisual.logo,
      favicon: igrejaVisual.favicon,
      imagemCapa: igrejaVisual.imagemCapa,
    })
    .from(igrejaVisual)
    .where(eq(igrejaVisual.igrejaId, churchId))
    .limit(1);
  return row;
}

function selectMenu(tx: Tx, churchId: number) {
  return tx
    .select({ id: igrejaAppMenu.id, titulo: igrejaAppMenu.titulo, link: igrejaAppMenu.link, icone: igrejaAppMenu.icone, ordem: igrejaAppMenu.ordem })
    .from(igrejaAppMenu)
    .where(and(eq(igrejaAppMenu.igrejaId, churchId), eq(igrejaAppMenu.flagAtivo, true)))
    .orderBy(asc(igrejaAppMenu.ordem), asc(igrejaAppMenu.id));
}

function selectPaymentMethods(tx: Tx, churchId: number) {
  return tx
    .select({
      id: metodoPagamento.id,
      codigo: metodoPagamento.codigo,
      nome: metodoPagamento.nome,
      idGatewayPagamento: metodoPagamento.idGatewayPagamento,
      maxParcelas: metodoPagamento.maxParcelas,
    })
    .from(metodoPagamento)
    .where(and(eq(metodoPagamento.igrejaId, churchId), eq(metodoPagamento.flagAtivo, true)))
    .orderBy(asc(metodoPagamento.id));
}

export function listModules(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) => selectModules(tx, churchId));
}

export function findVisual(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) => selectVisual(tx, churchId));
}

export function listMenu(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) => selectMenu(tx, churchId));
}

export function listPaymentMethods(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) => selectPaymentMethods(tx, churchId));
}

export function listBanners(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) =>
    tx
      .select({ id: banner.id, titulo: banner.titulo, imagem: banner.imagem, link: banner.link, ordem: banner.ordem })
      .from(banner)
      .where(and(eq(banner.igrejaId, churchId), eq(banner.flagAtivo, true)))
      .orderBy(asc(banner.ordem), asc(banner.id)),
  );
}

export function listCongregations(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) =>
    tx
      .select({ id: congregacao.id, nome: congregacao.nome, endereco: congregacao.endereco, cidade: congregacao.cidade, estado: congregacao.estado })
      .from(congregacao)
      .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.flagAtivo, true)))
      .orderBy(asc(congregacao.nome), asc(congregacao.id)),
  );
}

/**
 * Everything app start needs, read in ONE church transaction so the pieces are consistent with each
 * other and a page load costs one round of queries on one connection.
 */
export function loadChurchAppData(churchId: number, database: Database) {
  return database.withChurch(churchId, async (tx) => {
    const church = await findChurchById(tx, churchId);
    if (!church) return undefined;
    const [modules, visual, menu, paymentMethods, organization] = [
      await selectModules(tx, churchId),
      await selectVisual(tx, churchId),
      await selectMenu(tx, churchId),
      await selectPaymentMethods(tx, churchId),
      church.organizacaoId ? await findOrganizationById(tx, church.organizacaoId) : undefined,
    ];
    return { church, modules, visual, menu, paymentMethods, organization };
  });
}
