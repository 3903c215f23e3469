import type { TDuplicatesPage, TMergePreview, TMergeResult } from '@congrega/contract/admin/people-merge';
import type { TPersonProfile } from '@congrega/contract/admin/people';
import { sessionChanged } from '../../core/auth.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mergeMemberInto, previewMemberMerge, type MemberMerge } from '../account-deletion/account-deletion.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { findDuplicatePairs, type DuplicateSideRow } from './people-duplicates.repository.ts';
import { findPerson } from './people.repository.ts';
import { auditPersonAccess, toProfile } from './people.service.ts';

/**
 * Merging duplicate records in the People area (contract admin/people-merge.ts): the candidates (people view), what
 * a merge would do (people view; opening both records is audited as opening a profile is) and the merge itself
 * (people admin, irreversible, one audit row naming both). The moving itself is the account-deletion module's
 * (it owns the personal data registry): this service wraps it in the console's transaction and audit.
 */
const side = (r: DuplicateSideRow) => ({ ...r, criadoEm: new Date(r.criadoEm).toISOString() });

export function peopleDuplicates(ctx: AdminContext): Promise<TDuplicatesPage> {
  return adminRead(ctx, async (tx, church) => ({
    itens: (await findDuplicatePairs(tx, church.id)).map((p) => ({ a: side(p.a), b: side(p.b), motivos: p.motivos })),
  }));
}

async function profileOf(tx: Tx, churchId: number, id: number): Promise<TPersonProfile> {
  const row = await findPerson(tx, churchId, id);
  if (!row) throw new AppError('PERSON_NOT_FOUND');
  return toProfile(row);
}

/** The kept profile as it will read: each field the patch fills shown with the closed record's value. */
function resultProfile(kept: TPersonProfile, closed: TPersonProfile, merge: MemberMerge): TPersonProfile {
  const p = merge.patch;
  const took = (field: keyof typeof p) => field in p;
  return {
    ...kept,
    telefone: took('telefone') ? closed.telefone : kept.telefone,
    cpf: took('cpf') ? closed.cpf : kept.cpf,
    dataNascimento: took('dataNascimento') ? closed.dataNascimento : kept.dataNascimento,
    sexo: took('sexo') ? closed.sexo : kept.sexo,
    estadoCivil: took('estadoCivil') ? closed.estadoCivil : kept.estadoCivil,
    ocupacao: took('ocupacao') ? closed.ocupacao : kept.ocupacao,
    congregacao: took('congregacaoId') ? closed.congregacao : kept.congregacao,
    endereco: took('cep') || took('logradouro') ? closed.endereco : kept.endereco,
    camposPersonalizados: p.camposPersonalizados ?? kept.camposPersonalizados,
    roles: [...new Set([...kept.roles, ...closed.roles])].sort(),
  };
}

export function personMergePreview(ctx: AdminContext, into: number, from: number): Promise<TMergePreview> {
  return adminRead(ctx, async (tx, church) => {
    const merge = await previewMemberMerge(tx, { churchId: church.id, from, into });
    const [manter, duplicado] = [await profileOf(tx, church.id, into), await profileOf(tx, church.id, from)];
    await auditPersonAccess(ctx, tx, church.id, into);
    await auditPersonAccess(ctx, tx, church.id, from);
    return { manter, duplicado, resultado: resultProfile(manter, duplicado, merge), movidos: merge.movidos, bloqueio: merge.bloqueio };
  });
}

export async function personMerge(ctx: AdminContext, into: number, from: number): Promise<TMergeResult> {
  const afterCommit: Array<() => Promise<void>> = [];
  const merged = await adminWrite(ctx, { area: 'people', entidade: 'usuario' }, async (tx, church) => {
    const result = await mergeMemberInto(ctx.app, tx, {
      churchId: church.id,
      from,
      into,
      now: new Date(),
      afterCommit: (task) => afterCommit.push(task),
    });
    const who = (r: MemberMerge['kept']) => ({ usuarioId: r.id, nome: `${r.nome} ${r.sobrenome}`.trim(), email: r.email });
    return {
      result,
      audit: {
        entidadeId: into,
        acao: 'merge' as const,
        antes: { manter: who(result.kept), duplicado: who(result.closed) },
        depois: { preenchidos: Object.keys(result.patch).sort(), movidos: result.movidos },
      },
    };
  });
  // The closed record's sessions at this church end now on every copy (its tokens were revoked in the transaction).
  await sessionChanged(ctx.app, merged.closed.contaId);
  for (const task of afterCommit) {
    await task().catch((err: Error) => ctx.app.log.error({ err }, 'people merge: an after-commit task failed'));
  }
  return { usuarioId: into, duplicado: from, movidos: merged.movidos };
}
