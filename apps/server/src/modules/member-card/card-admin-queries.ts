import type { TPersonCard, ZPersonCardBody } from '@congrega/contract/admin/person-card';
import { churchDay } from '@congrega/contract/datetime';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import {
  clientAccountOfChurch,
  findCardRecord,
  insertCard,
  lastMemberSequence,
  memberNumberHolder,
  updateCard,
  type CardAdminRow,
} from './member-card.repository.ts';

/**
 * The staff console's use cases on a member's card (People area; exported through the door for admin/), run in
 * the caller's church transaction (the caller audits them). Decided rules: one card per member and church; a new
 * card without a number gets the church's next `<year>-<NNNN>` of the church's current year; a number another member
 * holds is refused (MEMBER_NUMBER_TAKEN; the unique index backs it against a race); saving a revoked card re-activates
 * it with its number; revoking keeps the row (the number is never reused) and the card checks as invalid at once.
 */
export type CardChange = { before: TPersonCard | null; after: TPersonCard };

function toPersonCard(row: CardAdminRow): TPersonCard {
  return { ...row, criadoEm: row.criadoEm.toISOString() };
}

async function requireClientAccount(tx: Tx, church: TenantChurch, usuarioId: number, lock: boolean): Promise<void> {
  if (!(await clientAccountOfChurch(tx, church.id, usuarioId, { lock }))) throw new AppError('PERSON_NOT_FOUND');
}

async function current(tx: Tx, church: TenantChurch, usuarioId: number): Promise<TPersonCard | null> {
  const row = await findCardRecord(tx, church.id, usuarioId, churchDay(church.fusoHorario));
  return row ? toPersonCard(row) : null;
}

/** The member's card, or null when none was issued; PERSON_NOT_FOUND when the account is not the church's. */
export async function staffCardOf(tx: Tx, church: TenantChurch, usuarioId: number): Promise<TPersonCard | null> {
  await requireClientAccount(tx, church, usuarioId, false);
  return current(tx, church, usuarioId);
}

async function nextMemberNumber(tx: Tx, church: TenantChurch): Promise<string> {
  const year = Number(churchDay(church.fusoHorario).slice(0, 4));
  return `${year}-${String((await lastMemberSequence(tx, church.id, year)) + 1).padStart(4, '0')}`;
}

export async function saveStaffCard(
  tx: Tx,
  church: TenantChurch,
  usuarioId: number,
  body: z.output<typeof ZPersonCardBody>,
): Promise<CardChange> {
  await requireClientAccount(tx, church, usuarioId, true);
  const before = await current(tx, church, usuarioId);
  const numeroMembro = body.numeroMembro ?? before?.numeroMembro ?? (await nextMemberNumber(tx, church));
  if (numeroMembro !== before?.numeroMembro) {
    const holder = await memberNumberHolder(tx, church.id, numeroMembro);
    if (holder !== undefined && holder !== usuarioId) throw new AppError('MEMBER_NUMBER_TAKEN');
  }
  const values = {
    numeroMembro,
    dataBatismo: body.dataBatismo ?? null,
    cargo: body.cargo ?? null,
    responsavel: body.responsavel ?? null,
    validade: body.validade ?? null,
    flagAtivo: true,
  };
  if (before) await updateCard(tx, church.id, usuarioId, values);
  else await insertCard(tx, church.id, { usuarioId, ...values });
  return { before, after: (await current(tx, church, usuarioId))! };
}

export async function revokeStaffCard(tx: Tx, church: TenantChurch, usuarioId: number): Promise<CardChange> {
  await requireClientAccount(tx, church, usuarioId, true);
  const before = await current(tx, church, usuarioId);
  if (!before) throw new AppError('MEMBER_CARD_NOT_ISSUED');
  if (!before.flagAtivo) throw new AppError('MEMBER_CARD_REVOKED');
  await updateCard(tx, church.id, usuarioId, { flagAtivo: false });
  return { before, after: (await current(tx, church, usuarioId))! };
}
