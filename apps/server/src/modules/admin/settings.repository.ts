import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { banner, igreja, igrejaAppMenu, igrejaModulo, igrejaVisual } from '../church/church.schema.ts';

/** SQL of the church settings area: the church row, visual, menu, modules and banners of one church. */

export async function readSettingsRows(tx: Tx, churchId: number) {
  const [church] = await tx
    .select({
      nome: igreja.nome,
      descricao: igreja.descricao,
      historia: igreja.historia,
      idioma: igreja.idioma,
      fusoHorario: igreja.fusoHorario,
      emailResposta: igreja.emailResposta,
      razaoSocial: igreja.razaoSocial,
      cnpj: igreja.cnpj,
      cep: igreja.cep,
      logradouro: igreja.logradouro,
      numero: igreja.numero,
      complemento: igreja.complemento,
      bairro: igreja.bairro,
      cidade: igreja.cidade,
      estado: igreja.estado,
    })
    .from(igreja)
    .where(eq(igreja.id, churchId));
  const [visual] = await tx
    .select({ corApp: igrejaVisual.corApp, corTexto: igrejaVisual.corTexto })
    .from(igrejaVisual)
    .where(eq(igrejaVisual.igrejaId, churchId));
  const menu = await tx
    .select({
      id: igrejaAppMenu.id,
      titulo: igrejaAppMenu.titulo,
      link: igrejaAppMenu.link,
      icone: igrejaAppMenu.icone,
      ordem: igrejaAppMenu.ordem,
      flagAtivo: igrejaAppMenu.flagAtivo,
    })
    .from(igrejaAppMenu)
    .where(eq(igrejaAppMenu.igrejaId, churchId))
    .orderBy(asc(igrejaAppMenu.ordem), asc(igrejaAppMenu.id));
  const modules = await tx.select({ codigo: igrejaModulo.codigo }).from(igrejaModulo).where(eq(igrejaModulo.igrejaId, churchId));
  return { church: church!, visual, menu, modules: modules.map((m) => m.codigo), banners: await listBanners(tx, churchId) };
}
export type SettingsRows = Awaited<ReturnType<typeof readSettingsRows>>;

/** The igreja columns the settings change (texts, and the legal identity the receipts print). */
export type ChurchRowText =
  | 'nome'
  | 'descricao'
  | 'historia'
  | 'idioma'
  | 'fusoHorario'
  | 'emailResposta'
  | 'razaoSocial'
  | 'cnpj'
  | 'cep'
  | 'logradouro'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cidade'
  | 'estado';

/** igreja is the global tenant table: its row is changed by id (the church of the gate). */
export async function updateChurchRow(tx: Tx, churchId: number, set: Partial<Record<ChurchRowText, string | null>>) {
  if (!Object.keys(set).length) return;
  await tx
    .update(igreja)
    .set(set as Record<string, string>)
    .where(eq(igreja.id, churchId));
}

export async function upsertVisual(tx: Tx, churchId: number, colours: { corApp: string; corTexto: string }) {
  await tx
    .insert(igrejaVisual)
    .values({ igrejaId: churchId, ...colours })
    .onConflictDoUpdate({ target: igrejaVisual.igrejaId, set: colours });
}

export type MenuWrite = { id?: number; titulo: string; link: string; icone: string | null; flagAtivo: boolean; ordem: number };

export async function replaceMenu(tx: Tx, churchId: number, items: MenuWrite[]) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  await tx
    .delete(igrejaAppMenu)
    .where(and(eq(igrejaAppMenu.igrejaId, churchId), keep.length ? notInArray(igrejaAppMenu.id, keep) : undefined));
  for (const item of items) {
    const values = { titulo: item.titulo, link: item.link, icone: item.icone, flagAtivo: item.flagAtivo, ordem: item.ordem };
    if (item.id)
      await tx
        .update(igrejaAppMenu)
        .set(values)
        .where(and(eq(igrejaAppMenu.igrejaId, churchId), eq(igrejaAppMenu.id, item.id)));
    else await tx.insert(igrejaAppMenu).values({ igrejaId: churchId, ...values });
  }
}

export async function replaceModules(tx: Tx, churchId: number, on: Array<{ codigo: string; nome: string }>) {
  const codes = on.map((m) => m.codigo);
  await tx
    .delete(igrejaModulo)
    .where(and(eq(igrejaModulo.igrejaId, churchId), codes.length ? notInArray(igrejaModulo.codigo, codes) : undefined));
  if (on.length)
    await tx
      .insert(igrejaModulo)
      .values(on.map((m) => ({ igrejaId: churchId, ...m })))
      .onConflictDoNothing();
}

const bannerColumns = {
  id: banner.id,
  titulo: banner.titulo,
  imagem: banner.imagem,
  link: banner.link,
  ordem: banner.ordem,
  flagAtivo: banner.flagAtivo,
  textoAlternativo: banner.textoAlternativo,
  dataInicio: banner.dataInicio,
  dataFim: banner.dataFim,
};
export type BannerRow = {
  id: number;
  titulo: string;
  imagem: string;
  link: string | null;
  ordem: number;
  flagAtivo: boolean;
  textoAlternativo: string;
  dataInicio: string | null;
  dataFim: string | null;
};
type BannerRecord = Omit<BannerRow, 'dataInicio' | 'dataFim'> & { dataInicio: Date | null; dataFim: Date | null };
export type BannerWrite = Omit<BannerRow, 'id'>;

const toRow = (r: BannerRecord): BannerRow => ({
  ...r,
  dataInicio: r.dataInicio?.toISOString() ?? null,
  dataFim: r.dataFim?.toISOString() ?? null,
});
const toColumns = <T extends Partial<BannerWrite>>(v: T) => ({
  ...v,
  ...(v.dataInicio !== undefined ? { dataInicio: v.dataInicio === null ? null : new Date(v.dataInicio) } : {}),
  ...(v.dataFim !== undefined ? { dataFim: v.dataFim === null ? null : new Date(v.dataFim) } : {}),
});

export async function listBanners(tx: Tx, churchId: number): Promise<BannerRow[]> {
  const rows = await tx.select(bannerColumns).from(banner).where(eq(banner.igrejaId, churchId)).orderBy(asc(banner.ordem), asc(banner.id));
  return rows.map(toRow);
}

/**
 * Takes the church's banners lock for the transaction: banner writes of one church run one at a time, so a new
 * banner's order is after every other, and an image's last user is known when one lets go of it (banners.service.ts).
 */
export async function lockBanners(tx: Tx, churchId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin.banners:${churchId}`}))`);
}

export async function findBannerForUpdate(tx: Tx, churchId: number, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx
    .select(bannerColumns)
    .from(banner)
    .where(and(eq(banner.igrejaId, churchId), eq(banner.id, id)))
    .for('update');
  return row && toRow(row);
}

export async function insertBanner(tx: Tx, churchId: number, values: BannerWrite): Promise<BannerRow> {
  const [row] = await tx
    .insert(banner)
    .values({ igrejaId: churchId, ...toColumns(values) })
    .returning(bannerColumns);
  return toRow(row!);
}

export async function updateBanner(tx: Tx, churchId: number, id: number, set: Partial<BannerWrite>): Promise<BannerRow | undefined> {
  if (!Object.keys(set).length) return findBannerForUpdate(tx, churchId, id);
  const [row] = await tx
    .update(banner)
    .set(toColumns(set))
    .where(and(eq(banner.igrejaId, churchId), eq(banner.id, id)))
    .returning(bannerColumns);
  return row && toRow(row);
}

export async function deleteBanner(tx: Tx, churchId: number, id: number) {
  await tx.delete(banner).where(and(eq(banner.igrejaId, churchId), eq(banner.id, id)));
}

/** Whether one of the church's banners shows this image (a demo path it may keep using, or an upload still needed). */
export async function bannerImageInUse(tx: Tx, churchId: number, imagem: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: banner.id })
    .from(banner)
    .where(and(eq(banner.igrejaId, churchId), eq(banner.imagem, imagem)))
    .limit(1);
  return row !== undefined;
}

export async function menuIdsOf(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: igrejaAppMenu.id })
    .from(igrejaAppMenu)
    .where(and(eq(igrejaAppMenu.igrejaId, churchId), inArray(igrejaAppMenu.id, ids)));
  return rows.map((r) => r.id);
}
