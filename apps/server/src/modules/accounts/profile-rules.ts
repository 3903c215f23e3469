import type { ZProfileFields } from '@congrega/contract/user';
import { parseIsoDate } from '@congrega/contract/validators';
import type { Tx } from '../../db/client.ts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { congregationBelongs, cpfTaken, type ClientProfileValues } from './client-account.repository.ts';
import { listCustomFields, type CustomFieldRow } from './custom-field.repository.ts';

export type ProfileInput = z.output<typeof ZProfileFields>;

/** Checks a custom field value by its type; returns a message key when invalid. */
function customFieldError(field: CustomFieldRow, value: string): string | undefined {
  if (field.tipo === 'number' && !/^-?\d+([.,]\d+)?$/.test(value)) return 'validation.invalid';
  if (field.tipo === 'date' && !parseIsoDate(value)) return 'validation.dateFormat';
  if (field.tipo === 'select' && !field.opcoes.includes(value)) return 'validation.invalid';
  return undefined;
}

/**
 * Rules the contract cannot check alone because they depend on the church: congregation of this church,
 * its custom fields (known keys, types, required ones present) and CPF unique within the church.
 * Returns the cleaned custom field values. Runs in the use case's church transaction, before its write.
 */
export async function checkChurchProfileRules(
  tx: Tx,
  churchId: number,
  profile: ProfileInput,
  contaId?: number,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (profile.congregacaoId !== undefined && !(await congregationBelongs(tx, churchId, profile.congregacaoId))) {
    fields.congregacaoId = 'validation.invalid';
  }
  const definitions = await listCustomFields(tx, churchId);
  const sent = profile.camposPersonalizados ?? {};
  const values: Record<string, string> = {};
  for (const key of Object.keys(sent)) {
    if (!definitions.some((d) => d.chave === key)) fields[`camposPersonalizados.${key}`] = 'validation.invalid';
  }
  for (const definition of definitions) {
    const value = sent[definition.chave]?.trim() ?? '';
    if (!value) {
      if (definition.flagObrigatorio) fields[`camposPersonalizados.${definition.chave}`] = 'validation.required';
      continue;
    }
    const error = customFieldError(definition, value);
    if (error) fields[`camposPersonalizados.${definition.chave}`] = error;
    else values[definition.chave] = value;
  }
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', {}, { fields });
  if (profile.cpf && (await cpfTaken(tx, churchId, profile.cpf, contaId))) throw cpfInUse();
  return values;
}

export function cpfInUse(): AppError {
  return new AppError('CPF_IN_USE', {}, { fields: { cpf: 'error.CPF_IN_USE' } });
}

/** Column values of a validated profile; fields left out are cleared (PUT replaces the profile). */
export function profileValues(profile: ProfileInput, camposPersonalizados: Record<string, string>): ClientProfileValues {
  return {
    nome: profile.nome,
    sobrenome: profile.sobrenome,
    telefone: profile.telefone ?? null,
    dataNascimento: profile.dataNascimento ?? null,
    sexo: profile.sexo ?? null,
    estadoCivil: profile.estadoCivil ?? null,
    dataCasamento: profile.dataCasamento ?? null,
    quantidadeFilhos: profile.quantidadeFilhos ?? null,
    ocupacao: profile.ocupacao ?? null,
    congregacaoId: profile.congregacaoId ?? null,
    cpf: profile.cpf ?? null,
    cep: profile.cep ?? null,
    logradouro: profile.logradouro ?? null,
    numero: profile.numero ?? null,
    complemento: profile.complemento ?? null,
    bairro: profile.bairro ?? null,
    cidade: profile.cidade ?? null,
    estado: profile.estado ?? null,
    pais: profile.pais ?? null,
    alergias: profile.alergias ?? null,
    cuidados: profile.cuidados ?? null,
    tipoSanguineo: profile.tipoSanguineo ?? null,
    camposPersonalizados,
  };
}
