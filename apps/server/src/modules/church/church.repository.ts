import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { banner, congregacao, igreja, igrejaAppMenu, igrejaModulo, igrejaVisual, metodoPagamento, organizacao } from './church.schema.ts';

// ---- global tables (igreja, organizacao): read with the owner connection or inside a church transaction ----

const churchColumns = {
  id: igreja.id,
  uuid: igreja.uuid,
  slug: igreja.slug,
  codigo: igreja.codigo,
  nome: igreja.nome,
  idioma: igreja.idioma,
  moeda: igreja.moeda,
  fusoHorario: igreja.fusoHorario,
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
    .select({
      id: igrejaAppMenu.id,
      titulo: igrejaAppMenu.titulo,
      link: igrejaAppMenu.link,
      icone: igrejaAppMenu.icone,
      ordem: igrejaAppMenu.ordem,
    })
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

/** The active banners inside their window now (a start still to come or an end gone by hides one), in order. */
export async function listBanners(churchId: number, database: Database) {
  const rows = await database.withChurch(churchId, (tx) =>
    tx
      .select({
        id: banner.id,
        titulo: banner.titulo,
        imagem: banner.imagem,
        link: banner.link,
        ordem: banner.ordem,
        textoAlternativo: banner.textoAlternativo,
        dataInicio: banner.dataInicio,
        dataFim: banner.dataFim,
      })
      .from(banner)
      .where(
        and(
          eq(banner.igrejaId, churchId),
          eq(banner.flagAtivo, true),
          or(isNull(banner.dataInicio), lte(banner.dataInicio, sql`now()`)),
          or(isNull(banner.dataFim), gt(banner.dataFim, sql`now()`)),
        ),
      )
      .orderBy(asc(banner.ordem), asc(banner.id)),
  );
  return rows.map((r) => ({ ...r, dataInicio: r.dataInicio?.toISOString() ?? null, dataFim: r.dataFim?.toISOString() ?? null }));
}

export function listCongregations(churchId: number, database: Database) {
  return database.withChurch(churchId, (tx) =>
    tx
      .select({
        id: congregacao.id,
        nome: congregacao.nome,
        endereco: congregacao.endereco,
        cidade: congregacao.cidade,
        estado: congregacao.estado,
      })
      .from(congregacao)
      .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.flagAtivo, true)))
      .orderBy(asc(congregacao.nome), asc(congregacao.id)),
  );
}

type Json<T> = ReturnType<typeof sql<T>>;
const jsonList = <T>(query: ReturnType<typeof sql>): Json<T[]> => sql<T[]>`coalesce((${query}), '[]'::json)`;

/**
 * Everything app start needs (church, modules, visual, menu, payment methods, organization) in ONE statement: a
 * cache miss of the bootstrap costs one round trip, which keeps a random church of many as fast as a hot one.
 * Public church data only, read on the owner connection with an explicit `igreja_id` filter on every table.
 */
export async function loadChurchAppData(churchId: number, database: Database) {
  const [row] = await database.db
    .select({
      ...churchColumns,
      modules: jsonList<{ id: number; codigo: string; nome: string }>(
        sql`select json_agg(json_build_object('id', m.id, 'codigo', m.codigo, 'nome', m.nome) order by m.id) from igreja_modulo m where m.igreja_id = ${igreja.id}`,
      ),
      visual: sql<{ corApp: string; corTexto: string; logo: string | null; favicon: string | null; imagemCapa: string | null } | null>`(
        select json_build_object('corApp', v.cor_app, 'corTexto', v.cor_texto, 'logo', v.logo, 'favicon', v.favicon, 'imagemCapa', v.imagem_capa)
        from igreja_visual v where v.igreja_id = ${igreja.id})`,
      menu: jsonList<{ id: number; titulo: string; link: string; icone: string | null; ordem: number }>(
        sql`select json_agg(json_build_object('id', a.id, 'titulo', a.titulo, 'link', a.link, 'icone', a.icone, 'ordem', a.ordem) order by a.ordem, a.id)
            from igreja_app_menu a where a.igreja_id = ${igreja.id} and a.flag_ativo`,
      ),
      paymentMethods: jsonList<{ id: number; codigo: string; nome: string; idGatewayPagamento: number; maxParcelas: number }>(
        sql`select json_agg(json_build_object('id', p.id, 'codigo', p.codigo, 'nome', p.nome, 'idGatewayPagamento', p.id_gateway_pagamento, 'maxParcelas', p.max_parcelas) order by p.id)
            from metodo_pagamento p where p.igreja_id = ${igreja.id} and p.flag_ativo`,
      ),
      // Whether the church has an active song: the bootstrap links its songs from the menu only then.
      hasSongs: sql<boolean>`exists(select 1 from louvor l where l.igreja_id = ${igreja.id} and l.ativo)`,
      organization: sql<{ id: number; slug: string; nome: string; logo: string | null } | null>`(
        select json_build_object('id', o.id, 'slug', o.slug, 'nome', o.nome, 'logo', o.logo) from organizacao o where o.id = ${igreja.organizacaoId})`,
    })
    .from(igreja)
    .leftJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
    .where(eq(igreja.id, churchId))
    .limit(1);
  if (!row) return undefined;
  const { modules, visual, menu, paymentMethods, organization, hasSongs, ...church } = row;
  return { church, modules, visual: visual ?? undefined, menu, paymentMethods, organization: organization ?? undefined, hasSongs };
}

/** Slugs of a few active churches, oldest first (the start-up banner names where to look). */
export async function listActiveChurchSlugs(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ slug: igreja.slug }).from(igreja).where(eq(igreja.flagAtivo, true)).orderBy(asc(igreja.id)).limit(limit);
  return rows.map((r) => r.slug);
}
