import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataScope } from '../../core/personal-data.ts';
import { offeringsPersonalData } from './offerings.personal-data.repository.ts';
import { createOfferingsWorld, type OfferingsWorld } from './offerings.test-helpers.ts';

/**
 * Cash offerings (issue 31): a counter counts lines into a batch (totals per reason and method), a treasurer who
 * counted none of it commits it (four eyes, 409 otherwise), a committed batch is immutable for the service (409)
 * and for the database (its triggers refuse a direct UPDATE or DELETE), corrections are adjusting entries. Every
 * write is audited. Bad inputs, isolation and grants: admin-finance-offerings-refusals.test.ts.
 */
let w: OfferingsWorld;
beforeAll(async () => {
  w = await createOfferingsWorld();
});
afterAll(() => w.t.close());

/** The refusal is migration 0029's trigger (its message), not some other failure. */
const refusedByTrigger = (e: unknown) => {
  const err = e as { message?: string; cause?: { message?: string } };
  return /is committed|are immutable|append-only/.test(`${err.cause?.message ?? ''} ${err.message ?? ''}`);
};

describe('counting a batch', () => {
  it('opens a batch, counts lines and answers totals per reason and method; the list shows them', async () => {
    const created = await w.call(w.counter, 'POST', '', {
      data: '2026-11-29',
      culto: 'Culto da noite',
      observacao: 'Contado por duas pessoas',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ estado: 'aberto', data: '2026-11-29', contadoPor: { nome: expect.stringContaining('Célia') } });
    const id = created.json().id;
    await w.call(w.counter, 'POST', `/${id}/lines`, w.cash(48_750));
    await w.call(w.counter, 'POST', `/${id}/lines`, { ...w.cash(20_000), metodo: 'cheque' });
    const envelope = await w.call(w.counter, 'POST', `/${id}/lines`, {
      ...w.cash(15_000, w.videira.reasons.missoes),
      envelope: '104',
      usuarioId: w.giver.usuarioId,
    });
    expect(envelope.statusCode).toBe(201);
    const detail = envelope.json();
    expect(detail.linhas).toHaveLength(3);
    expect(detail.linhas[2]).toMatchObject({
      envelope: '104',
      membro: { usuarioId: w.giver.usuarioId, nome: expect.stringContaining('Joana') },
    });
    expect(detail.moeda).toBe('BRL');
    expect(detail.totais).toMatchObject({ contado: 83_750, ajustes: 0, total: 83_750 });
    expect(detail.totais.porMotivo).toEqual([
      { id: w.videira.reasons.dizimo, nome: expect.any(String), contado: 68_750, ajustes: 0, total: 68_750 },
      { id: w.videira.reasons.missoes, nome: expect.any(String), contado: 15_000, ajustes: 0, total: 15_000 },
    ]);
    expect(detail.totais.porMetodo).toEqual([
      { metodo: 'dinheiro', total: 63_750 },
      { metodo: 'cheque', total: 20_000 },
    ]);
    const list = (await w.call(w.treasurer, 'GET', '?estado=aberto')).json();
    const item = list.itens.find((b: { id: number }) => b.id === id);
    expect(item).toMatchObject({ linhas: 3, totais: { total: 83_750 } });
    expect(item.totais.porMotivo.map((r: { total: number }) => r.total)).toEqual([68_750, 15_000]);
    expect(list.itens.map((b: { id: number }) => b.id)).not.toContain(w.graceBatchId);
  });

  it('changes and removes lines while open, each audited in the offerings area', async () => {
    const id = await w.openBatch([w.cash(1_000), w.cash(2_000)]);
    const [first, second] = (await w.call(w.counter, 'GET', `/${id}`)).json().linhas;
    const changed = await w.call(w.counter, 'PUT', `/${id}/lines/${first.id}`, { ...w.cash(1_500), metodo: 'cheque' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().totais.total).toBe(3_500);
    const removed = await w.call(w.counter, 'DELETE', `/${id}/lines/${second.id}`);
    expect(removed.json().linhas.map((l: { valor: number }) => l.valor)).toEqual([1_500]);
    const audit = await w.rows<{ acao: string; area: string }>(
      sql`select acao, area from auditoria where entidade = 'oferta_lote_item' and entidade_id in (${String(first.id)}, ${String(second.id)}) order by id`,
    );
    expect(audit).toEqual([
      { acao: 'create', area: 'offerings' },
      { acao: 'create', area: 'offerings' },
      { acao: 'update', area: 'offerings' },
      { acao: 'delete', area: 'offerings' },
    ]);
    expect((await w.call(w.counter, 'DELETE', `/${id}/lines/${second.id}`)).json().code).toBe('OFFERING_LINE_NOT_FOUND');
  });

  it('deletes an open batch with its lines', async () => {
    const id = await w.openBatch([w.cash(500)]);
    expect((await w.call(w.counter, 'DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await w.call(w.counter, 'GET', `/${id}`)).statusCode).toBe(404);
  });

  it('finds envelope givers by name only (never by e-mail), names only', async () => {
    const byName = (await w.call(w.counter, 'GET', '/members?q=joa')).json();
    expect(byName.itens).toEqual([{ usuarioId: w.giver.usuarioId, nome: expect.stringContaining('Joana') }]);
    expect((await w.call(w.counter, 'GET', `/members?q=${encodeURIComponent(w.giver.email)}`)).json().itens).toEqual([]);
    expect((await w.call(w.counter, 'GET', '/options')).json().motivos.map((m: { id: number }) => m.id)).toContain(
      w.videira.reasons.dizimo,
    );
  });
});

describe('committing a batch (four eyes)', () => {
  it('refuses whoever counted it (409), a stale total (409), an empty batch (409); another treasurer commits it', async () => {
    const id = await w.openBatch([w.cash(10_000)]);
    expect((await w.call(w.counter, 'POST', `/${id}/commit`, { totalEsperado: 10_000 })).json().code).toBe('STAFF_FORBIDDEN');
    await w.call(w.otherTreasurer, 'POST', `/${id}/lines`, w.cash(2_000));
    const same = await w.call(w.otherTreasurer, 'POST', `/${id}/commit`, { totalEsperado: 12_000 });
    expect([same.statusCode, same.json().code]).toEqual([409, 'OFFERING_SAME_COUNTER']);
    expect(same.json().message).toMatch(/another treasurer/);
    const stale = await w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 10_000 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'OFFERING_STALE']);
    const ok = await w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 12_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      estado: 'confirmado',
      confirmadoPor: { nome: expect.stringContaining('Fernanda') },
      confirmadoEm: expect.any(String),
    });
    const [audit] = await w.rows<{ area: string; depois: unknown }>(
      sql`select area, depois from auditoria where entidade = 'oferta_lote' and entidade_id = ${String(id)} and acao = 'update'`,
    );
    expect(audit).toEqual({ area: 'finance', depois: { estado: 'confirmado', total: 12_000 } });
    const empty = await w.openBatch([]);
    expect((await w.call(w.treasurer, 'POST', `/${empty}/commit`, { totalEsperado: 0 })).json().code).toBe('OFFERING_BATCH_EMPTY');
  });
});

describe('a committed batch is immutable', () => {
  let id: number;
  let lineId: number;
  beforeAll(async () => {
    id = await w.openBatch([w.cash(7_000), { ...w.cash(3_000), usuarioId: null, envelope: '7' }]);
    lineId = (await w.call(w.counter, 'GET', `/${id}`)).json().linhas[0].id;
    expect((await w.call(w.treasurer, 'POST', `/${id}/commit`, { totalEsperado: 10_000 })).statusCode).toBe(200);
  });

  it.each([
    ['adding a line', 'POST', '/lines', (): unknown => w.cash(1)],
    ['changing a line', 'PUT', '/lines/LINE', (): unknown => w.cash(1)],
    ['removing a line', 'DELETE', '/lines/LINE', (): unknown => undefined],
    ['deleting the batch', 'DELETE', '', (): unknown => undefined],
    ['committing it again', 'POST', '/commit', (): unknown => ({ totalEsperado: 10_000 })],
  ] as const)('refuses %s (409)', async (_what, method, path, payload) => {
    const who = path === '/commit' ? w.otherTreasurer : w.counter;
    const res = await w.call(who, method, `/${id}${path.replace('LINE', String(lineId))}`, payload());
    expect([res.statusCode, res.json().code]).toEqual([409, 'OFFERING_BATCH_COMMITTED']);
    expect((await w.call(w.counter, 'GET', `/${id}`)).json().totais.total).toBe(10_000);
  });

  it.each([
    ['the owner (PGlite superuser / PostgreSQL owner)', false],
    ['the app role in the church scope', true],
  ])('its triggers refuse a direct UPDATE or DELETE by %s', async (_name, scoped) => {
    const run = (statement: ReturnType<typeof sql>) =>
      scoped ? w.t.app.database.withChurch(w.videira.id, (tx) => tx.execute(statement)) : w.t.app.database.db.execute(statement);
    await expect(run(sql`update oferta_lote set observacao = 'x' where id = ${id}`)).rejects.toSatisfy(refusedByTrigger);
    await expect(run(sql`delete from oferta_lote where id = ${id}`)).rejects.toSatisfy(refusedByTrigger);
    await expect(run(sql`update oferta_lote_item set valor = 1 where id = ${lineId}`)).rejects.toSatisfy(refusedByTrigger);
    await expect(run(sql`delete from oferta_lote_item where id = ${lineId}`)).rejects.toSatisfy(refusedByTrigger);
    await expect(
      run(sql`insert into oferta_lote_item (igreja_id, id_lote, id_pagamento_motivo, metodo, valor, criado_por_conta_id)
        values (${w.videira.id}, ${id}, ${w.videira.reasons.dizimo}, 'dinheiro', 1, 1)`),
    ).rejects.toSatisfy(refusedByTrigger);
    const [after] = await w.rows<{ n: number; total: number }>(
      sql`select count(*)::int as n, sum(valor)::int as total from oferta_lote_item where id_lote = ${id}`,
    );
    expect(after).toEqual({ n: 2, total: 10_000 });
  });

  it('takes adjusting entries (finance edit, required justification, audited) that change its totals', async () => {
    const res = await w.call(w.treasurer, 'POST', `/${id}/adjustments`, {
      motivoId: w.videira.reasons.dizimo,
      metodo: 'dinheiro',
      valor: -500,
      justificativa: 'Nota falsa de R$ 5 achada no depósito',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().ajustes).toEqual([expect.objectContaining({ valor: -500, justificativa: 'Nota falsa de R$ 5 achada no depósito' })]);
    expect(res.json().totais).toMatchObject({ contado: 10_000, ajustes: -500, total: 9_500 });
    expect(res.json().totais.porMotivo[0]).toMatchObject({ contado: 10_000, ajustes: -500, total: 9_500 });
    const adjustmentId = res.json().ajustes[0].id;
    const [audit] = await w.rows<{ area: string }>(
      sql`select area from auditoria where entidade = 'oferta_lote_ajuste' and entidade_id = ${String(adjustmentId)}`,
    );
    expect(audit).toEqual({ area: 'finance' });
    const adjust = { motivoId: w.videira.reasons.dizimo, metodo: 'dinheiro', valor: 100, justificativa: 'x' };
    expect((await w.call(w.counter, 'POST', `/${id}/adjustments`, adjust)).json().code).toBe('STAFF_FORBIDDEN');
    const open = await w.openBatch([w.cash(100)]);
    const onOpen = await w.call(w.treasurer, 'POST', `/${open}/adjustments`, adjust);
    expect([onOpen.statusCode, onOpen.json().code]).toEqual([409, 'OFFERING_BATCH_OPEN']);
    await expect(w.t.app.database.db.execute(sql`update oferta_lote_ajuste set valor = 1 where id = ${adjustmentId}`)).rejects.toSatisfy(
      refusedByTrigger,
    );
    await expect(w.t.app.database.db.execute(sql`delete from oferta_lote_ajuste where id = ${adjustmentId}`)).rejects.toSatisfy(
      refusedByTrigger,
    );
  });

  it("lets an erasure unlink an envelope's giver and nothing else; the amount stays", async () => {
    const batch = await w.openBatch([{ ...w.cash(4_000), envelope: '12', usuarioId: w.giver.usuarioId }]);
    await w.call(w.treasurer, 'POST', `/${batch}/commit`, { totalEsperado: 4_000 });
    const scope = (tx: PersonalDataScope['tx']) => ({ tx, churchId: w.videira.id, usuarioId: w.giver.usuarioId }) as PersonalDataScope;
    const exported = await w.t.app.database.withChurch(w.videira.id, (tx) => offeringsPersonalData.exportData(scope(tx)));
    expect(exported).toContainEqual(expect.objectContaining({ tipo: 'envelope', valor: 4_000, envelope: '12' }));
    await w.t.app.database.withChurch(w.videira.id, (tx) => offeringsPersonalData.erase(scope(tx)));
    const detail = (await w.call(w.treasurer, 'GET', `/${batch}`)).json();
    expect(detail.linhas).toEqual([expect.objectContaining({ valor: 4_000, envelope: '12', membro: null })]);
  });
});
