// @module-tag engine: its statement counts differ by engine, so CI runs it on PGlite as well as PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { withFrozenClock } from '../../test/frozen-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, issueCard } from './member-card.fixtures.ts';
import { usuarioCarteirinha } from './member-card.schema.ts';
import { eq } from 'drizzle-orm';

describe('member card (GET /usuario-carteirinha/, POST /usuario-carteirinha/verificacao)', () => {
  let t: TestApp;
  let church: TestChurch;
  let holder: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let cardId: number;
  const en = (m: TestMember) => ({ ...m.headers, 'accept-language': 'en' });
  const card = (m: TestMember, query: string) => t.app.inject({ url: `/api/v1/usuario-carteirinha/?${query}`, headers: en(m) });
  const verify = (m: TestMember, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/usuario-carteirinha/verificacao', headers: en(m), payload });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'cartao');
    holder = await createMember(t.app, church, { nome: 'Maria' });
    other = await createMember(t.app, church);
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    cardId = await issueCard(t.app, church, holder, { numeroMembro: '000123', validade: '2999-12-31' });
  });
  afterAll(() => t.close());

  it("answers the caller's card with every field of the spec and a QR code", async () => {
    const res = await card(holder, `usuario=${holder.usuarioId}&igreja=${church.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json().carteirinha;
    expect(c).toMatchObject({
      id: cardId,
      nome: 'Maria',
      sobrenome: 'Teste',
      nomeCompleto: 'Maria Teste',
      imagem: null,
      dataBatismo: '2010-04-04',
      numeroMembro: '000123',
      cargo: 'Diácono',
      responsavel: 'Pr. João Lima',
      validade: '2999-12-31',
      valida: true,
      igreja: { id: church.id, nome: 'Igreja cartao' },
    });
    for (const key of ['dataNascimento', 'congregacao', 'cpf', 'sexo', 'estadoCivil', 'telefone']) expect(c).toHaveProperty(key);
    expect(c.verificacaoUrl).toMatch(/^http:\/\/cartao\.localhost(:\d+)?\/member-card\/verify\?code=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Buffer.from(c.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg/);
  });

  it('says when there is no card, and hides other members, churches and bad input', async () => {
    const none = await card(other, `usuario=${other.usuarioId}&igreja=${church.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'MEMBER_CARD_NOT_FOUND', message: 'No member card was found for your e-mail at this church.' });
    expect((await card(other, `usuario=${holder.usuarioId}&igreja=${church.id}`)).json().code).toBe('NOT_FOUND');
    expect((await card(holder, `usuario=${holder.usuarioId}&igreja=999999`)).json().code).toBe('CHURCH_NOT_FOUND');
    for (const query of [
      '',
      `usuario=${holder.usuarioId}`,
      `usuario=x&igreja=${church.id}`,
      `usuario=${holder.usuarioId}&igreja=${church.id}&extra=1`,
    ]) {
      const res = await card(holder, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await t.app.inject({ url: `/api/v1/usuario-carteirinha/?usuario=1&igreja=${church.id}`, headers: { host: church.host } }))
        .statusCode,
    ).toBe(401);
  });

  it("lets staff check the QR code's link, with no more than the card shows", async () => {
    const url = (await card(holder, `usuario=${holder.usuarioId}&igreja=${church.id}`)).json().carteirinha.verificacaoUrl;
    const res = await verify(staff, { codigo: codeOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valida: true,
      nomeCompleto: 'Maria Teste',
      imagem: null,
      numeroMembro: '000123',
      cargo: 'Diácono',
      igreja: 'Igreja cartao',
      validade: '2999-12-31',
      verificadoEm: expect.any(String),
    });
    // Members who are not staff cannot use it to look people up.
    expect((await verify(other, { codigo: codeOf(url) })).statusCode).toBe(403);
    // A revoked or expired card checks as invalid at once.
    await t.app.database.db.update(usuarioCarteirinha).set({ validade: '2000-01-01' }).where(eq(usuarioCarteirinha.id, cardId));
    expect((await verify(staff, { codigo: codeOf(url) })).json()).toMatchObject({ valida: false, validade: '2000-01-01' });
    await t.app.database.db
      .update(usuarioCarteirinha)
      .set({ validade: '2999-12-31', flagAtivo: false })
      .where(eq(usuarioCarteirinha.id, cardId));
    expect((await verify(staff, { codigo: codeOf(url) })).json().valida).toBe(false);
    await t.app.database.db.update(usuarioCarteirinha).set({ flagAtivo: true }).where(eq(usuarioCarteirinha.id, cardId));
  });

  it("refuses forged, tampered and other churches' codes, and bad bodies", async () => {
    const url = (await card(holder, `usuario=${holder.usuarioId}&igreja=${church.id}`)).json().carteirinha.verificacaoUrl;
    const code = codeOf(url);
    const [h, p, s] = code.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ c: cardId + 1, aud: `member-card:${church.id}`, iss: 'congrega', exp: 9999999999 })).toString('base64url')}.${s}`;
    for (const codigo of ['nope', forged, `${h}.${p}.${s}x`]) {
      const res = await verify(staff, { codigo });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MEMBER_CARD_LINK_INVALID');
    }
    const elsewhere = await createChurch(t.app, 'cartao-outra');
    const staffElsewhere = await createMember(t.app, elsewhere, { roles: ['ROLE_ADMIN'] });
    expect((await verify(staffElsewhere, { codigo: code })).json().code).toBe('MEMBER_CARD_LINK_INVALID');
    for (const payload of [{}, { codigo: '' }, { codigo: 'a'.repeat(2001) }, { codigo: 1 }, { codigo: code, extra: 1 }]) {
      const res = await verify(staff, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('the card costs one transaction and two statements (church scope, the card) once host and session are known', async () => {
    const read = () => card(holder, `usuario=${holder.usuarioId}&igreja=${church.id}`);
    // The clock stands still between the warm-up and the measured read (test/frozen-clock.ts).
    const cost = await withFrozenClock(async () => {
      await read(); // warm the host cache and the session check (plugins/auth.ts SESSION_CACHE_MS)
      const before = { ...t.app.database.stats };
      expect((await read()).statusCode).toBe(200);
      return {
        transactions: t.app.database.stats.churchTransactions - before.churchTransactions,
        statements: t.app.database.stats.statements - before.statements,
      };
    });
    expect(cost).toEqual({ transactions: 1, statements: t.app.database.kind === 'postgres' ? 4 : 2 });
  });
});
