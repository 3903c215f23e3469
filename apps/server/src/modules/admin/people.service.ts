import type { TPeoplePage, TPersonProfile, TPersonSummary, ZPeopleFilters, ZPeopleQuery } from '@congrega/contract/admin/people';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import { findPerson, listCongregations, peopleAfter, searchPeople, type PersonSummaryRow } from './people.repository.ts';

/**
 * The People area (people view; its grants need the second factor). Reading a member's profile appends an
 * 'access' row to the audit log in the same transaction (people's data: who looked, when). The CSV export pages
 * by id in short transactions of EXPORT_PAGE rows and streams each page out: memory stays constant whatever the
 * church's size.
 */
const EXPORT_PAGE = 500;

/** A row as the list shows it, with its congregation's name (undefined or null: none). */
function toSummary(r: PersonSummaryRow, congregacaoNome: string | null | undefined): TPersonSummary {
  return {
    usuarioId: r.usuarioId,
    nome: r.nome,
    email: r.email,
    telefone: r.telefone,
    congregacao: r.congregacaoId === null || congregacaoNome == null ? null : { id: r.congregacaoId, nome: congregacaoNome },
    flagAtivo: r.flagAtivo,
    criadoEm: r.criadoEm.toISOString(),
  };
}

export function peopleSearch(ctx: AdminContext, q: z.output<typeof ZPeopleQuery>): Promise<TPeoplePage> {
  return adminRead(ctx, async (tx, church) => {
    const [{ rows, total }, congregacoes] = await Promise.all([
      searchPeople(tx, church.id, q, q, { offset: (q.page - 1) * q.limit, limit: q.limit }),
      listCongregations(tx, church.id),
    ]);
    const names = new Map(congregacoes.map((c) => [c.id, c.nome]));
    return {
      itens: rows.map((r) => toSummary(r, r.congregacaoId === null ? null : names.get(r.congregacaoId))),
      page: q.page,
      limit: q.limit,
      total,
      congregacoes,
    };
  });
}

/** A profile as the console shows it (personGet, the merge's preview). */
export function toProfile(row: NonNullable<Awaited<ReturnType<typeof findPerson>>>): TPersonProfile {
  const { cep, logradouro, numero, complemento, bairro, cidade, estado, pais } = row;
  return {
    ...toSummary(row, row.congregacaoNome),
    sobrenome: row.sobrenome,
    cpf: row.cpf,
    dataNascimento: row.dataNascimento,
    sexo: row.sexo,
    estadoCivil: row.estadoCivil,
    ocupacao: row.ocupacao,
    endereco: { cep, logradouro, numero, complemento, bairro, cidade, estado, pais },
    camposPersonalizados: row.camposPersonalizados,
    roles: row.roles,
  };
}

/** Appends who opened a member's data (people view) in the reading transaction. */
export function auditPersonAccess(ctx: AdminContext, tx: Tx, churchId: number, id: number) {
  return insertAudit(tx, churchId, {
    atorContaId: ctx.staff.contaId,
    area: 'people',
    entidade: 'usuario',
    entidadeId: String(id),
    acao: 'access',
    requestId: ctx.requestId,
    ip: ctx.ip,
  });
}

export function personGet(ctx: AdminContext, id: number): Promise<TPersonProfile> {
  return adminRead(ctx, async (tx, church) => {
    const row = await findPerson(tx, church.id, id);
    if (!row) throw new AppError('PERSON_NOT_FOUND');
    await auditPersonAccess(ctx, tx, church.id, id);
    return toProfile(row);
  });
}

const CSV_HEADER = ['id', 'nome', 'email', 'telefone', 'congregacao', 'cidade', 'estado', 'ativo', 'criado_em'];

export function peopleExport(ctx: AdminContext, f: z.output<typeof ZPeopleFilters>): Readable {
  async function* rows() {
    yield CSV_BOM + csvRow(CSV_HEADER);
    let after = 0;
    for (;;) {
      const page = await adminRead(ctx, (tx, church) => peopleAfter(tx, church.id, f, after, EXPORT_PAGE));
      if (!page.length) return;
      yield page
        .map((r) =>
          csvRow([
            r.usuarioId,
            r.nome,
            r.email,
            r.telefone,
            r.congregacaoNome,
            r.cidade,
            r.estado,
            r.flagAtivo ? 'sim' : 'não',
            r.criadoEm,
          ]),
        )
        .join('');
      after = page[page.length - 1]!.usuarioId;
      if (page.length < EXPORT_PAGE) return;
    }
  }
  return Readable.from(rows());
}
