import type { TPersonalDataExport } from '@congrega/contract/account-deletion';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { checkAccountPassword } from '../accounts/accounts.public.ts';
import { findContaForExport, listClientAccountsOfConta, scopeToChurch, tombstoneConta } from './account-deletion.repository.ts';
import { renderGoodbyeMail } from './goodbye-mail.ts';
import type { PersonalDataScope } from '../../core/personal-data.ts';
import { PERSONAL_DATA_HANDLERS } from './personal-data.registry.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { sessionChanged, type AuthContext } from '../../core/auth.ts';

/**
 * Account deletion (spec section 4; LGPD art. 18): confirmed with the password, irreversible. The login is one
 * shared account for every church, so the whole account goes: decided rule, deleting at one church deletes it at
 * all (a login that no longer works must not leave data behind that nobody can reach). One transaction: the
 * shared account becomes a tombstone (tokens end at once: the auth plugin re-reads it on every request), then each
 * church's data through every registered handler under that church's row-level security. Files are removed and
 * the goodbye e-mail is sent after commit.
 */

interface Ctx {
  app: FastifyInstance;
  church: TenantChurch;
  auth: AuthContext;
}

function assertSelf({ church, auth }: Ctx, contaId: number, igreja: number): void {
  if (contaId !== auth.contaId) throw new AppError('NOT_FOUND');
  if (igreja !== church.id) throw new AppError('CHURCH_NOT_FOUND');
}

export async function deleteAccount(
  ctx: Ctx & { locale: TLocale; limiter: { consume(key: string): Promise<void> } },
  contaId: number,
  igreja: number,
  senha: string,
) {
  assertSelf(ctx, contaId, igreja);
  const { app } = ctx;
  await ctx.limiter.consume(String(contaId));
  const account = await checkAccountPassword(app.database.db, contaId, senha);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (account === 'wrong') {
    throw new AppError('WRONG_PASSWORD_DELETION', {}, { fields: { senha: 'error.WRONG_PASSWORD_DELETION' } });
  }
  const now = new Date();
  const afterCommit: Array<() => Promise<void>> = [];
  const erased = await app.database.db.transaction(async (tx) => {
    const clients = await listClientAccountsOfConta(tx, contaId);
    if (!(await tombstoneConta(tx, contaId, now))) return false;
    for (const client of clients) {
      await scopeToChurch(tx, client.churchId);
      const scope: PersonalDataScope = {
        app,
        tx,
        churchId: client.churchId,
        usuarioId: client.usuarioId,
        contaId,
        now,
        afterCommit: (task) => afterCommit.push(task),
      };
      for (const handler of PERSONAL_DATA_HANDLERS) await handler.erase(scope);
    }
    return true;
  });
  if (!erased) throw new AppError('UNAUTHENTICATED');
  // Every cached answer for the account goes (this copy at once, the others through Redis); the handlers' tasks
  // below drop the member's per-module caches.
  await sessionChanged(app, contaId);
  for (const task of afterCommit) {
    await task().catch((err: Error) => app.log.error({ err }, 'account deletion: a file could not be removed'));
  }
  try {
    await app.mailer.deliver(
      { churchId: ctx.church.id, to: account.email, tag: 'account-deleted' },
      renderGoodbyeMail(ctx.locale, ctx.church.nome),
    );
  } catch (err) {
    app.log.error({ err, template: 'account-deleted' }, 'account deletion e-mail failed');
  }
  return { excluida: true as const };
}

/** "Download my data": every handler's records at every church of the account, read in one transaction. */
export async function exportMyData(ctx: Ctx, contaId: number, igreja: number): Promise<TPersonalDataExport> {
  assertSelf(ctx, contaId, igreja);
  const { app } = ctx;
  const now = new Date();
  return app.database.db.transaction(async (tx) => {
    const account = await findContaForExport(tx, contaId);
    if (!account) throw new AppError('UNAUTHENTICATED');
    const clients = await listClientAccountsOfConta(tx, contaId);
    const igrejas: TPersonalDataExport['igrejas'] = [];
    for (const client of clients) {
      await scopeToChurch(tx, client.churchId);
      const scope: PersonalDataScope = {
        app,
        tx,
        churchId: client.churchId,
        usuarioId: client.usuarioId,
        contaId,
        now,
        afterCommit: () => undefined,
      };
      const dados: TPersonalDataExport['igrejas'][number]['dados'] = {};
      for (const handler of PERSONAL_DATA_HANDLERS) dados[handler.key] = JSON.parse(JSON.stringify(await handler.exportData(scope)));
      igrejas.push({ igreja: { id: client.churchId, nome: client.churchName }, dados });
    }
    return {
      geradoEm: now.toISOString(),
      conta: { id: account.id, email: account.email, criadoEm: account.criadoEm.toISOString() },
      igrejas,
    };
  });
}
