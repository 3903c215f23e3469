import type { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Test-only world of the cash offerings: videira with a counter, two treasurers, a content editor and an envelope
 * giver; grace with a member and an open batch of its own (isolation).
 */
export interface OfferingsWorld {
  t: TestApp;
  videira: PayingChurch;
  grace: PayingChurch;
  counter: StaffSession;
  treasurer: StaffSession;
  otherTreasurer: StaffSession;
  editor: StaffSession;
  giver: TestMember;
  graceMember: TestMember;
  graceBatchId: number;
  call(
    s: StaffSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    church?: string,
  ): Promise<LightMyRequestResponse>;
  /** Opens a videira batch (the counter's unless `s`) and counts the lines into it. */
  openBatch(lines?: Record<string, unknown>[], s?: StaffSession): Promise<number>;
  /** A cash line of `valor` cents (the tithe unless `motivoId`). */
  cash(valor: number, motivoId?: number): { motivoId: number; metodo: string; valor: number };
  rows<T>(q: ReturnType<typeof sql>): Promise<T[]>;
}

export async function createOfferingsWorld(): Promise<OfferingsWorld> {
  const t = await createTestApp();
  const videira = await createPayingChurch(t.app, 'videira');
  const grace = await createPayingChurch(t.app, 'grace');
  const staffMember = async (church: PayingChurch, preset: 'counter' | 'finance' | 'content_editor', nome: string) => {
    const m = await createMember(t.app, church, { nome });
    await grantPreset(t.app, church, m, preset);
    return staffLogin(t.app, m, { totp: preset !== 'content_editor' });
  };
  const call: OfferingsWorld['call'] = (s, method, path, payload, church = 'videira') =>
    t.app.inject({
      method,
      url: `/api/v1/admin/${church}/finance/offerings${path}`,
      headers: { ...s.headers, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const counter = await staffMember(videira, 'counter', 'Célia');
  const openBatch: OfferingsWorld['openBatch'] = async (lines = [], s = counter) => {
    const id = (await call(s, 'POST', '', { data: '2026-11-29', culto: 'Culto da manhã' })).json().id as number;
    for (const line of lines) expect((await call(s, 'POST', `/${id}/lines`, line)).statusCode).toBe(201);
    return id;
  };
  const graceCounter = await staffMember(grace, 'counter', 'Grace');
  return {
    t,
    videira,
    grace,
    counter,
    treasurer: await staffMember(videira, 'finance', 'Fernanda'),
    otherTreasurer: await staffMember(videira, 'finance', 'Tiago'),
    editor: await staffMember(videira, 'content_editor', 'Carla'),
    giver: await createMember(t.app, videira, { nome: 'Joana' }),
    graceMember: await createMember(t.app, grace),
    graceBatchId: (await call(graceCounter, 'POST', '', { data: '2026-11-29' }, 'grace')).json().id,
    call,
    openBatch,
    cash: (valor, motivoId = videira.reasons.dizimo) => ({ motivoId, metodo: 'dinheiro', valor }),
    rows: async <T>(q: ReturnType<typeof sql>) => ((await t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows,
  };
}
