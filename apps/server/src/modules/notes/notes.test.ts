// @module-tag engine: its statement counts differ by engine, so CI runs it on PGlite as well as PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../accounts/accounts.schema.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionChanged } from '../../core/auth.ts';
describe('sermon notes', () => {
  let t: TestApp;
  let church: TestChurch;
  let owner: TestMember;
  let other: TestMember;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
  const create = (member: TestMember, payload: unknown, igreja = church.id) =>
    t.app.inject({ method: 'POST', url: `/api/v1/nota-sermao/?igreja=${igreja}`, headers: en(member.headers), payload: payload as object });
  const put = (member: TestMember, id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/nota-sermao/${id}`, headers: en(member.headers), payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'notas');
    owner = await createMember(t.app, church);
    other = await createMember(t.app, church);
  });
  afterAll(() => t.close());

  it('creates a note (201) and reads it back', async () => {
    const res = await create(owner, { titulo: '  Domingo: Salmo 23 ', texto: 'O Senhor é o meu pastor' });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({ titulo: 'Domingo: Salmo 23', texto: 'O Senhor é o meu pastor' });
    expect(Object.keys(note).sort()).toEqual(['dataCadastro', 'dataUltimaAlteracao', 'id', 'texto', 'titulo']);
    const read = await t.app.inject({ url: `/api/v1/nota-sermao/${note.id}`, headers: owner.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(note);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('lists own notes only, most recently changed first, honouring limit', async () => {
    const member = await createMember(t.app, church);
    const first = (await create(member, { titulo: 'Primeira' })).json();
    const second = (await create(member, { titulo: 'Segunda', texto: '' })).json();
    await put(member, first.id, { titulo: 'Primeira (editada)', texto: 'mais' });
    const res = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}&limit=999`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().notas.map((n: { id: number }) => n.id)).toEqual([first.id, second.id]);
    const limited = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}&limit=1`, headers: member.headers });
    expect(limited.json().notas).toHaveLength(1);
    const defaulted = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers });
    expect(defaulted.json().notas).toHaveLength(2);
  });

  it.each([
    ['missing title', { texto: 'x' }, 'titulo', 'A title is needed to save the note.'],
    ['blank title', { titulo: '   ' }, 'titulo', 'A title is needed to save the note.'],
    ['too long title', { titulo: 't'.repeat(201) }, 'titulo', 'Use at most 200 characters.'],
    ['too long text', { titulo: 'ok', texto: 'x'.repeat(100_001) }, 'texto', 'Use at most 100000 characters.'],
    ['non-text text', { titulo: 'ok', texto: 5 }, 'texto', 'This field is required.'],
    ['unknown field', { titulo: 'ok', idUsuario: 1 }, 'idUsuario', 'Unexpected field.'],
  ])('refuses a %s on create', async (_name, payload, field, message) => {
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('answers the note-title message in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${church.id}`,
      headers: { ...owner.headers, 'accept-language': 'pt-BR' },
      payload: { titulo: '' },
    });
    expect(res.json().fields.titulo).toBe('É necessário um título para salvar a anotação.');
  });

  it('refuses bad list queries and another church id', async () => {
    for (const query of [
      '',
      `?igreja=${church.id}&limit=1000`,
      `?igreja=${church.id}&limit=0`,
      '?igreja=abc',
      `?igreja=${church.id}&page=2`,
    ]) {
      const res = await t.app.inject({ url: `/api/v1/user/nota-sermao${query}`, headers: owner.headers });
      expect(res.statusCode, query).toBe(400);
    }
    const other = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id + 1000}`, headers: owner.headers });
    expect(other.json().code).toBe('CHURCH_NOT_FOUND');
    expect((await create(owner, { titulo: 'x' }, church.id + 1000)).statusCode).toBe(404);
  });

  it('updates title and text and moves dataUltimaAlteracao; an empty text is allowed', async () => {
    const note = (await create(owner, { titulo: 'Antes', texto: 'texto' })).json();
    const res = await put(owner, note.id, { titulo: 'Depois', texto: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: note.id, titulo: 'Depois', texto: '', dataCadastro: note.dataCadastro });
    expect(Date.parse(res.json().dataUltimaAlteracao)).toBeGreaterThan(Date.parse(note.dataUltimaAlteracao));
    const blank = await put(owner, note.id, { titulo: '', texto: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.titulo).toBe('A title is needed to save the note.');
  });

  it('refuses a save based on an outdated version with 409 NOTE_CONFLICT', async () => {
    const note = (await create(owner, { titulo: 'Versão 1' })).json();
    const saved = await put(owner, note.id, { titulo: 'Versão 2', texto: '', dataUltimaAlteracao: note.dataUltimaAlteracao });
    expect(saved.statusCode).toBe(200);
    const stale = await put(owner, note.id, { titulo: 'Versão 2b', texto: '', dataUltimaAlteracao: note.dataUltimaAlteracao });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'NOTE_CONFLICT', message: 'This note was changed elsewhere. Reload to see the latest version.' });
    const fresh = await put(owner, note.id, { titulo: 'Versão 3', texto: '', dataUltimaAlteracao: saved.json().dataUltimaAlteracao });
    expect(fresh.statusCode).toBe(200);
    expect((await put(owner, note.id, { titulo: 'x', texto: '', dataUltimaAlteracao: 'ontem' })).statusCode).toBe(400);
  });

  it("answers 404 for another member's note on read, save and delete, and leaves it intact", async () => {
    const note = (await create(owner, { titulo: 'Particular', texto: 'só meu' })).json();
    const probes = [
      { method: 'GET', url: `/api/v1/nota-sermao/${note.id}` },
      { method: 'PUT', url: `/api/v1/nota-sermao/${note.id}`, payload: { titulo: 'hack', texto: '' } },
      { method: 'DELETE', url: `/api/v1/nota-sermao/${note.id}` },
    ] as const;
    for (const probe of probes) {
      const res = await t.app.inject({ ...probe, headers: en(other.headers) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOTE_NOT_FOUND', message: 'Note not found.' });
    }
    const read = await t.app.inject({ url: `/api/v1/nota-sermao/${note.id}`, headers: owner.headers });
    expect(read.json()).toMatchObject({ titulo: 'Particular', texto: 'só meu' });
  });

  it('deletes an own note (204); it is gone afterwards', async () => {
    const note = (await create(owner, { titulo: 'Apagar' })).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/nota-sermao/${note.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/nota-sermao/${note.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/nota-sermao/${note.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses visitors (401) and bad ids (400)', async () => {
    const visitor = { host: church.host, 'accept-language': 'en' };
    for (const call of [
      { method: 'GET', url: `/api/v1/user/nota-sermao?igreja=${church.id}` },
      { method: 'POST', url: `/api/v1/nota-sermao/?igreja=${church.id}`, payload: { titulo: 'x' } },
      { method: 'GET', url: '/api/v1/nota-sermao/1' },
      { method: 'PUT', url: '/api/v1/nota-sermao/1', payload: { titulo: 'x', texto: '' } },
      { method: 'DELETE', url: '/api/v1/nota-sermao/1' },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: visitor });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await t.app.inject({ url: `/api/v1/nota-sermao/${id}`, headers: owner.headers })).statusCode).toBe(400);
    }
  });

  it('the list costs one transaction and three statements cold (session check with the client account, church scope, the list), none warm', async () => {
    const member = await createMember(t.app, church);
    const list = () => t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers });
    await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: owner.headers }); // host and module caches
    const cost = async () => {
      const before = { ...t.app.database.stats };
      expect((await list()).statusCode).toBe(200);
      return {
        transactions: t.app.database.stats.churchTransactions - before.churchTransactions,
        statements: t.app.database.stats.statements - before.statements,
      };
    };
    // node-postgres also sends BEGIN (with the church scope) and COMMIT (PGlite runs them inside its client).
    expect(await cost()).toEqual({ transactions: 1, statements: t.app.database.kind === 'postgres' ? 5 : 3 });
    // Repeated within NOTES_CACHE_MS: session check and list both come from this copy's per-member caches.
    expect(await cost()).toEqual({ transactions: 0, statements: 0 });
  });

  it('a note created, edited or deleted shows in the list at once (the cached list is evicted by every write)', async () => {
    const member = await createMember(t.app, church);
    const titles = async () =>
      (await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers }))
        .json()
        .notas.map((n: { titulo: string }) => n.titulo);
    expect(await titles()).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${church.id}`,
      headers: member.headers,
      payload: { titulo: 'first', texto: 'a' },
    });
    expect(created.statusCode).toBe(201);
    expect(await titles()).toEqual(['first']);
    const id = created.json().id as number;
    const put = { method: 'PUT' as const, url: `/api/v1/nota-sermao/${id}`, headers: member.headers };
    expect((await t.app.inject({ ...put, payload: { titulo: 'edited', texto: 'b' } })).statusCode).toBe(200);
    expect(await titles()).toEqual(['edited']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/nota-sermao/${id}`, headers: member.headers })).statusCode).toBe(204);
    expect(await titles()).toEqual([]);
  });

  it('a client account deactivated after login answers 403 on the very next call (read with every session check)', async () => {
    const member = await createMember(t.app, church);
    const list = () => t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${church.id}`, headers: member.headers });
    expect((await list()).statusCode).toBe(200);
    await t.app.database.db.update(usuario).set({ flagAtivo: false }).where(eq(usuario.id, member.usuarioId));
    // No endpoint deactivates a client account yet: whatever does must evict the session cache like this.
    await sessionChanged(t.app, member.contaId);
    const res = await list();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CLIENT_ACCOUNT_NOT_FOUND');
  });
});
