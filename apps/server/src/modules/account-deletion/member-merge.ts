import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataScope } from '../../core/personal-data.ts';
import { accountPersonalData } from './accounts.personal-data.repository.ts';
import { mergedProfilePatch, type MemberPatch } from './member-merge-profile.ts';
import {
  applyMemberPatch,
  countMemberRows,
  findMembers,
  mergeBlock,
  moveMemberRows,
  type MemberRow,
  type MergeMembers,
} from './member-merge.repository.ts';
import { PERSONAL_DATA_HANDLERS } from './personal-data.registry.ts';

/**
 * Merging two client accounts of one church into one (People, issue 30), inside the caller's church transaction:
 * both locked, checked (two different active members; nothing that refuses, see REFUSING_CLASHES), the kept
 * record's empty fields filled from the closed one's, every row naming the closed record moved to the kept one
 * (member-merge.repository.ts), then the closed record erased as account deletion erases it at one church (its
 * roles and sessions there gone, its personal fields emptied, inactive: its login no longer opens this church; the
 * shared login itself stays, it may belong to other churches). Caches of both are dropped after commit.
 */
export interface MemberMerge {
  kept: MemberRow;
  closed: MemberRow;
  patch: MemberPatch;
}

/** Both records (locked for the merge itself) after the checks every merge and its preview make. */
async function findPair(tx: Tx, m: MergeMembers, lock: boolean): Promise<MemberMerge> {
  if (m.from === m.into) throw new AppError('PERSON_MERGE_SAME');
  const rows = await findMembers(tx, m.churchId, [m.from, m.into], lock);
  const kept = rows.find((r) => r.id === m.into);
  const closed = rows.find((r) => r.id === m.from);
  if (!kept || !closed) throw new AppError('PERSON_NOT_FOUND');
  if (!kept.flagAtivo || !closed.flagAtivo) throw new AppError('PERSON_MERGE_INACTIVE');
  return { kept, closed, patch: mergedProfilePatch(kept, closed) };
}

export async function previewMemberMerge(tx: Tx, m: MergeMembers) {
  const pair = await findPair(tx, m, false);
  return { ...pair, movidos: await countMemberRows(tx, m.churchId, m.from), bloqueio: await mergeBlock(tx, m) };
}

export async function mergeMemberInto(
  app: FastifyInstance,
  tx: Tx,
  m: MergeMembers & { now: Date; afterCommit: PersonalDataScope['afterCommit'] },
) {
  const pair = await findPair(tx, m, true);
  const block = await mergeBlock(tx, m);
  if (block) throw new AppError(block);
  await applyMemberPatch(tx, m.churchId, m, pair.patch, m.now);
  const movidos = await moveMemberRows(tx, m);
  const scope: PersonalDataScope = {
    app,
    tx,
    churchId: m.churchId,
    usuarioId: m.from,
    contaId: pair.closed.contaId,
    now: m.now,
    afterCommit: m.afterCommit,
  };
  await accountPersonalData.erase(scope);
  for (const handler of PERSONAL_DATA_HANDLERS) {
    if (handler.afterMerge) m.afterCommit(() => handler.afterMerge!(app, m.churchId, [m.from, m.into]));
  }
  return { ...pair, movidos };
}
