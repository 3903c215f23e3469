import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../db/seed-context.ts';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedPrayer } from './prayer.seed.ts';

describe('seedPrayer', () => {
  let t: TestApp;
  let ctx: SeedContext;
  let membro: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    const videira = await createChurch(t.app, 'videira');
    const gracia = await createChurch(t.app, 'gracia');
    membro = await createMember(t.app, videira, { email: 'membro@videira.demo', nome: 'Maria' });
    const irmao = await createMember(t.app, videira, { email: 'irmao@videira.demo', nome: 'João' });
    // admin@videira.demo and miembro@gracia.demo are deliberately missing: their rows must be skipped.
    ctx = {
      db: t.app.database.db,
      churches: { videira, gracia },
      members: {
        'membro@videira.demo': { contaId: membro.contaId, clients: { videira: membro.usuarioId } },
        'irmao@videira.demo': { contaId: irmao.contaId, clients: { videira: irmao.usuarioId } },
      },
    };
    await seedPrayer(ctx);
  });
  afterAll(() => t.close());

  it('fills the wall with consistent counts, skipping members that were not seeded', async () => {
    const res = await t.app.inject({ url: '/api/v1/oracao/videira', headers: { host: 'videira.localhost' } });
    const wall = res.json();
    expect(wall.total).toBe(3);
    const first = wall.oracoes.find((p: { motivo: string }) => p.motivo === 'Saúde');
    expect(first).toMatchObject({ nome: 'Maria', quantidadeOracoes: 2, quantidadeMensagens: 1 });
    const detail = await t.app.inject({ url: `/api/v1/oracao/videira/${first.id}`, headers: { host: 'videira.localhost' } });
    expect(detail.json().mensagens).toEqual([expect.objectContaining({ nome: 'João' })]);
  });

  it("keeps the unpublished demo request off the wall but in its author's list", async () => {
    const res = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${ctx.churches.videira!.id}`, headers: membro.headers });
    const hidden = res.json().oracoes.filter((p: { flagPublicarMural: boolean }) => !p.flagPublicarMural);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ flagReceberVisita: true, motivo: 'Outros' });
    const reasons = await t.app.inject({ url: '/api/v1/igreja/videira/oracao-motivo/', headers: { host: 'videira.localhost' } });
    expect(reasons.json().motivos.map((r: { nome: string }) => r.nome)).toEqual(['Saúde', 'Família', 'Trabalho', 'Gratidão', 'Outros']);
  });

  it('gives gracia Spanish reasons and no requests without its member', async () => {
    const reasons = await t.app.inject({ url: '/api/v1/igreja/gracia/oracao-motivo/', headers: { host: 'gracia.localhost' } });
    expect(reasons.json().motivos.map((r: { nome: string }) => r.nome)).toEqual(['Salud', 'Familia', 'Trabajo', 'Gratitud', 'Otros']);
    const wall = await t.app.inject({ url: '/api/v1/oracao/gracia', headers: { host: 'gracia.localhost' } });
    expect(wall.json().total).toBe(0);
  });

  it('does not crash when no member was seeded at all', async () => {
    const empty = await createChurch(t.app, 'vazia');
    await expect(seedPrayer({ db: t.app.database.db, churches: { videira: empty }, members: {} })).resolves.toBeUndefined();
    const wall = await t.app.inject({ url: '/api/v1/oracao/vazia', headers: { host: 'vazia.localhost' } });
    expect(wall.json().total).toBe(0);
  });
});
