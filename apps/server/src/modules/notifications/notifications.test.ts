import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from './notifications.schema.ts';

describe('notifications feed', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  let member: TestMember;
  let neighbour: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
    other = await createChurch(t.app, 'grace');
    member = await createMember(t.app, church);
    neighbour = await createMember(t.app, church);
    const base = Date.UTC(2025, 0, 1);
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    await t.app.database.db.insert(notificacao).values([
      ...Array.from({ length: 33 }, (_, i) => ({
        igrejaId: church.id,
        igrejaOrigemCodigo: church.codigo,
        titulo: `Aviso ${i}`,
        corpo: 'Para todos',
        tipo: 'NOTICIA',
        idEntidadeRelacionada: i,
        dataCadastro: at(i),
        dataUltimaAlteracao: at(i),
      })),
      {
        igrejaId: church.id,
        usuarioId: member.usuarioId,
        igrejaOrigemCodigo: church.codigo,
        titulo: 'Só para você',
        corpo: 'Pessoal',
        tipo: 'EVENTO',
        dataCadastro: at(100),
        dataUltimaAlteracao: at(100),
      },
      {
        igrejaId: church.id,
        usuarioId: neighbour.usuarioId,
        igrejaOrigemCodigo: church.codigo,
        titulo: 'Do vizinho',
        corpo: 'Pessoal',
        tipo: 'EVENTO',
        dataCadastro: at(101),
        dataUltimaAlteracao: at(101),
      },
      {
        igrejaId: church.id,
        igrejaOrigemCodigo: 'OUTRA',
        titulo: 'Da rede',
        corpo: 'Outra igreja',
        tipo: 'CULTO',
        dataCadastro: at(50),
        dataUltimaAlteracao: at(50),
      },
      {
        igrejaId: other.id,
        igrejaOrigemCodigo: other.codigo,
        titulo: 'Grace only',
        corpo: 'x',
        tipo: 'EBD',
        dataCadastro: at(200),
        dataUltimaAlteracao: at(200),
      },
    ]);
  });
  afterAll(() => t.close());

  const feed = (query: string, who: TestMember = member) =>
    t.app.inject({ url: `/api/v1/igreja/${church.id}/notificacao/${query}`, headers: who.headers });

  it("first page: newest first, default limit 30, the caller's own but not a neighbour's", async () => {
    const res = await feed('?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 35, page: 1, limit: 30 });
    expect(body.notificacoes).toHaveLength(30);
    expect(body.notificacoes[0]).toMatchObject({
      titulo: 'Só para você',
      tipo: { codigo: 'EVENTO' },
      igreja: { codigo: 'VIDEIRA' },
      idEntidadeRelacionada: null,
    });
    expect(body.notificacoes[0].dataCadastro).toBe('2025-01-01T01:40:00.000Z');
    expect(body.notificacoes[1]).toMatchObject({ titulo: 'Da rede', igreja: { codigo: 'OUTRA' } });
    expect(body.notificacoes.map((n: { titulo: string }) => n.titulo)).not.toContain('Do vizinho');
    expect(JSON.stringify(body)).not.toContain('Grace only');
  });

  it('pages with page and limit', async () => {
    const second = (await feed('?page=2&limit=30')).json();
    expect(second.notificacoes).toHaveLength(5);
    expect(second.notificacoes.at(-1).titulo).toBe('Aviso 0');
    const small = (await feed('?limit=2')).json();
    expect(small).toMatchObject({ page: 1, limit: 2, total: 35 });
    expect(small.notificacoes).toHaveLength(2);
  });

  it('refuses bad paging values and unknown query fields', async () => {
    for (const query of ['?page=0', '?limit=0', '?limit=101', '?page=abc', '?foo=1']) {
      expect((await feed(query)).statusCode).toBe(400);
    }
  });

  it('needs a login; the path church must be the host', async () => {
    const anonymous = await t.app.inject({ url: `/api/v1/igreja/${church.id}/notificacao/`, headers: { host: church.host } });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({ url: `/api/v1/igreja/${other.id}/notificacao/`, headers: member.headers });
    expect(wrong.statusCode).toBe(404);
  });

  it('an account without a client account at the church sees only church-wide notifications', async () => {
    const visitor = await createMember(t.app, other);
    const token = await t.app.accessTokens.sign({
      contaId: visitor.contaId,
      sessionVersion: 0,
      churchId: church.id,
      sessionId: randomUUID(),
    });
    const res = await t.app.inject({
      url: `/api/v1/igreja/${church.id}/notificacao/`,
      headers: { host: church.host, authorization: `Bearer ${token}` },
    });
    expect(res.json().total).toBe(34);
  });
});
