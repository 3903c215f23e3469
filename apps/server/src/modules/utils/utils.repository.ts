import type { TLocale } from '@congrega/contract/locale';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estadoCivil, ocupacao, pais } from './utils.schema.ts';

/** Reference data is global (same for every church); only the name column depends on the locale. */
function localized<T extends { nomePt: string; nomeEn: string; nomeEs: string }>(row: T, locale: TLocale): string {
  return locale === 'pt-BR' ? row.nomePt : locale === 'es' ? row.nomeEs : row.nomeEn;
}

export async function listCountries(db: Db, locale: TLocale) {
  const rows = await db.select().from(pais);
  return rows
    .map((row) => ({ id: row.id, sigla: row.sigla, nome: localized(row, locale), ddi: row.ddi }))
    .sort((a, b) => a.nome.localeCompare(b.nome, locale));
}

export async function listOccupations(db: Db, locale: TLocale) {
  const rows = await db.select().from(ocupacao).orderBy(asc(ocupacao.ordem), asc(ocupacao.id));
  return rows.map((row) => ({ id: row.id, codigo: row.codigo, nome: localized(row, locale) }));
}

export async function listMaritalStatuses(db: Db, locale: TLocale) {
  const rows = await db.select().from(estadoCivil).orderBy(asc(estadoCivil.ordem), asc(estadoCivil.id));
  return rows.map((row) => ({ id: row.id, codigo: row.codigo, nome: localized(row, locale) }));
}
