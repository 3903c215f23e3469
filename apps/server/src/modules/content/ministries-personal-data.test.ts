import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { conta } from '../accounts/accounts.schema.ts';
import { ministerio } from './content.schema.ts';

/**
 * A ministry's responsible person is personal data: "download my data" lists the ministries naming the member's
 * proven e-mail, account deletion empties the responsible person's fields there (the ministry stays), and neither
 * reaches another church's ministry nor a ministry naming an e-mail the account never proved.
 */
describe("ministries' responsible person: export and account deletion", () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  let clara: TestMember;
  let impostor: TestMember;
  const api = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const ministry = async (at: TestChurch, email: string, titulo: string) => {
    const [row] = await t.app.database.db
      .insert(ministerio)
      .values({
        igrejaId: at.id,
        titulo,
        conteudo: '<p>m</p>',
        responsavelNome: 'Irmã Clara',
        responsavelFoto: `/media/uploads/church-${at.id}/contents/clara.webp`,
        responsavelEmail: email,
        responsavelTelefone: '+55 11 98888-7777',
      })
      .returning({ id: ministerio.id });
    return row!.id;
  };
  const exported = async (who: TestMember) => {
    const res = await api(who, 'GET', `/user/${who.contaId}/meus-dados?igreja=${church.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados.ministeriosComoResponsavel;
  };
  const responsible = (ids: number[]) =>
    t.app.database.db
      .select({
        id: ministerio.id,
        nome: ministerio.responsavelNome,
        foto: ministerio.responsavelFoto,
        email: ministerio.responsavelEmail,
        telefone: ministerio.responsavelTelefone,
      })
      .from(ministerio)
      .where(inArray(ministerio.id, ids))
      .orderBy(ministerio.id);

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'ministerio-adeus');
    other = await createChurch(t.app, 'ministerio-outra');
    clara = await createMember(t.app, church, { email: `clara-${Date.now()}@example.com` });
    impostor = await createMember(t.app, church, { email: `ana-${Date.now()}@example.com` });
    // Clara proved her address (she spent a link mailed there); the impostor registered with Ana's and never did.
    await t.app.database.db.update(conta).set({ emailVerificadoEm: new Date() }).where(eq(conta.id, clara.contaId));
  });
  afterAll(() => t.close());

  it("exports and erases the member's own ministries only, keeping the ministries", async () => {
    const mine = await ministry(church, clara.email.toUpperCase(), 'Ação Social');
    const theirs = await ministry(other, clara.email, 'Outra igreja');
    const anas = await ministry(church, impostor.email, 'Louvor');
    expect(await exported(clara)).toEqual([
      {
        id: mine,
        titulo: 'Ação Social',
        responsavelNome: 'Irmã Clara',
        responsavelFoto: `/media/uploads/church-${church.id}/contents/clara.webp`,
        responsavelEmail: clara.email.toUpperCase(),
        responsavelTelefone: '+55 11 98888-7777',
      },
    ]);
    expect(await exported(impostor)).toEqual([]);

    for (const who of [clara, impostor]) {
      const deleted = await api(who, 'POST', `/user/${who.contaId}/pedido-exclusao?igreja=${church.id}`, { senha: who.password });
      expect(deleted.statusCode).toBe(200);
    }
    const after = await responsible([mine, theirs, anas]);
    expect(after).toEqual([
      { id: mine, nome: null, foto: null, email: null, telefone: null },
      { id: theirs, nome: 'Irmã Clara', foto: expect.any(String), email: clara.email, telefone: '+55 11 98888-7777' },
      { id: anas, nome: 'Irmã Clara', foto: expect.any(String), email: impostor.email, telefone: '+55 11 98888-7777' },
    ]);
  });
});
