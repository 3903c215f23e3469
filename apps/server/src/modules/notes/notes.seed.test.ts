import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedNotes } from './notes.seed.ts';

describe('seedNotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives membro@videira.demo a few notes, newest change first', async () => {
    const videira = await createChurch(t.app, 'videira');
    const membro = await createMember(t.app, videira, { email: 'membro@videira.demo' });
    await seedNotes({
      db: t.app.database.db,
      churches: { videira },
      members: { 'membro@videira.demo': { contaId: membro.contaId, clients: { videira: membro.usuarioId } } },
    });
    const res = await t.app.inject({ url: `/api/v1/user/nota-sermao?igreja=${videira.id}`, headers: membro.headers });
    const notas = res.json().notas as Array<{ titulo: string }>;
    expect(notas).toHaveLength(3);
    expect(notas[0]!.titulo).toContain('Bom Pastor');
  });

  it('skips quietly when the member or church was not seeded', async () => {
    await expect(seedNotes({ db: t.app.database.db, churches: {}, members: {} })).resolves.toBeUndefined();
  });
});
