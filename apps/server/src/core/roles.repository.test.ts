import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { usuario } from '../modules/accounts/accounts.schema.ts';
import { isStaff, listRoles } from './roles.repository.ts';

/**
 * Roles belong to a church's active client account: a staff member whose client account there was deactivated can
 * still log in (the provider account is shared by churches) but holds no role, as the session check holds no client
 * account (review finding: member-card verification and private prayers still treated them as staff).
 */
describe('roles of a deactivated client account', () => {
  let t: TestApp;
  let church: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'roles-inactive');
  });
  afterAll(() => t.close());

  it('an active admin holds the role; once the client account is deactivated, none', async () => {
    const admin = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    const roles = () => t.app.database.withChurch(church.id, (tx) => listRoles(tx, church.id, admin.contaId));
    const staff = () => t.app.database.withChurch(church.id, (tx) => isStaff(tx, church.id, admin.contaId));
    expect(await roles()).toEqual(['ROLE_ADMIN']);
    expect(await staff()).toBe(true);
    await t.app.database.withChurch(church.id, (tx) => tx.update(usuario).set({ flagAtivo: false }).where(eq(usuario.id, admin.usuarioId)));
    expect(await roles()).toEqual([]);
    expect(await staff()).toBe(false);
  });
});
