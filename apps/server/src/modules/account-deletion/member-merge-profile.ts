import type { MemberRow } from './member-merge.repository.ts';

/** Profile fields the kept record takes from the closed one when its own is empty (one by one). */
const SINGLE_FIELDS = [
  'telefone',
  'dataNascimento',
  'sexo',
  'estadoCivil',
  'dataCasamento',
  'quantidadeFilhos',
  'ocupacao',
  'congregacaoId',
  'cpf',
  'alergias',
  'cuidados',
  'tipoSanguineo',
  'imagem',
] as const satisfies readonly (keyof MemberRow)[];

/** The address goes as a whole: the closed record's when the kept one has none (never a street of one, number of the other). */
const ADDRESS_FIELDS = [
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'pais',
] as const satisfies readonly (keyof MemberRow)[];

export type MemberPatch = Partial<
  Pick<MemberRow, (typeof SINGLE_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number] | 'camposPersonalizados'>
>;

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * What the kept record changes when `closed` merges into it: each empty field takes the closed record's value, the
 * address as a whole when the kept one has none, custom fields the closed record has and the kept one lacks. The
 * kept record's own values always win; its name, e-mail and login never change.
 */
export function mergedProfilePatch(kept: MemberRow, closed: MemberRow): MemberPatch {
  const patch: Record<string, unknown> = {};
  for (const field of SINGLE_FIELDS) if (empty(kept[field]) && !empty(closed[field])) patch[field] = closed[field];
  if (ADDRESS_FIELDS.every((f) => empty(kept[f])) && ADDRESS_FIELDS.some((f) => !empty(closed[f]))) {
    for (const field of ADDRESS_FIELDS) patch[field] = closed[field];
  }
  const keptFields = kept.camposPersonalizados ?? {};
  const added = Object.entries(closed.camposPersonalizados ?? {}).filter(([k, v]) => empty(keptFields[k]) && !empty(v));
  if (added.length > 0) patch.camposPersonalizados = { ...keptFields, ...Object.fromEntries(added) };
  return patch as MemberPatch;
}
