import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from './notifications.schema.ts';

/** Church B's notifications probed from church A's host, with A's and B's tokens: nothing of B comes back. */
describe('notifications: tenant isolation', () => {
  let t: TestApp;
  let a: TestChurch;
  let b: TestChurch;
  let aMember: TestMember;
  let bMember: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createChurch(t.app, 'leste');
    b = await createChurch(t.app, 'oeste');
    aMember = await createMember(t.app, a);
    bMember = await createMember(t.app, b);
    const now = new Date();
    await t.app.database.db.insert(notificacao).values([
      {
        igrejaId: a.id,
        igrejaOrigemCodigo: a.codigo,
        titulo: 'Aviso de A',
        corpo: 'A',
        tipo: 'NOTICIA',
        dataCadastro: now,
        dataUltimaAlteracao: now,
      },
      {
        igrejaId: b.id,
        igrejaOrigemCodigo: b.codigo,
        titulo: 'Segredo de B',
        corpo: 'B',
        tipo: 'NOTICIA',
        dataCadastro: now,
        dataUltimaAlteracao: now,
      },
      {
        igrejaId: b.id,
        usuarioId: bMember.usuarioId,
        igrejaOrigemCodigo: b.codigo,
        titulo: 'Pessoal de B',
        corpo: 'B',
        tipo: 'EVENTO',
        dataCadastro: now,
        dataUltimaAlteracao: now,
      },
    ]);
  });
  afterAll(() => t.close());

  it("A's member on A's host naming church B gets 404 and nothing of B", async () => {
    const res = await t.app.inject({ url: `/api/v1/igreja/${b.id}/notificacao/`, headers: aMember.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('de B');
  });

  it("B's token on A's host is refused (the token is bound to its church)", async () => {
    for (const id of [a.id, b.id]) {
      const res = await t.app.inject({ url: `/api/v1/igreja/${id}/notificacao/`, headers: { ...bMember.headers, host: a.host } });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('de B');
    }
  });

  it("A's own feed never lists B's notifications", async () => {
    const res = await t.app.inject({ url: `/api/v1/igreja/${a.id}/notificacao/`, headers: aMember.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().notificacoes.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso de A']);
  });

  it('row-level security alone hides B from a church-A transaction that forgets its filter', async () => {
    const rows = await t.app.database.withChurch(a.id, (tx) => tx.select({ titulo: notificacao.titulo }).from(notificacao));
    expect(rows.map((r) => r.titulo)).toEqual(['Aviso de A']);
  });
});
