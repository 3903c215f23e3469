import { ZAdminCellBody, type TAdminCell } from '@congrega/contract/admin/cells';
import type { TGroupAudience } from '@congrega/contract/groups';
import { blanksAsNull } from '../../kit/admin-form.tsx';

/** The cell form's values (strings for every input, booleans for the checkboxes) <-> the contract's body. */
export type CellFormValues = {
  nome: string;
  descricao: string;
  lideresEmails: string[];
  responsavel: string;
  publico: TGroupAudience;
  diaSemana: string;
  horario: string;
  capacidade: string;
  aceitaSolicitacoes: boolean;
  flagAtivo: boolean;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  latitude: string;
  longitude: string;
};

const OPTIONAL = ['descricao', 'responsavel', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;

export const cellFormSchema = blanksAsNull(ZAdminCellBody, OPTIONAL);

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function cellFormValues(cell: TAdminCell | undefined): CellFormValues {
  return {
    nome: text(cell?.nome),
    descricao: text(cell?.descricao),
    lideresEmails: (cell?.lideres ?? []).map((l) => l.email),
    responsavel: text(cell?.responsavel),
    publico: cell?.publico ?? 'todos',
    diaSemana: text(cell?.diaSemana ?? 3),
    horario: cell?.horario ?? '20:00',
    capacidade: text(cell?.capacidade),
    aceitaSolicitacoes: cell?.aceitaSolicitacoes ?? true,
    flagAtivo: cell?.flagAtivo ?? true,
    cep: text(cell?.cep),
    logradouro: text(cell?.logradouro),
    numero: text(cell?.numero),
    complemento: text(cell?.complemento),
    bairro: text(cell?.bairro),
    cidade: text(cell?.cidade),
    estado: text(cell?.estado),
    latitude: text(cell?.latitude),
    longitude: text(cell?.longitude),
  };
}
