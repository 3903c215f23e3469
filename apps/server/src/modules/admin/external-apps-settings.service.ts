import type { TAdminExternalApp, TAdminExternalAppList, ZExternalAppBody } from '@congrega/contract/admin/external-apps';
import { EXTERNAL_APP_NAMES, EXTERNAL_APPS, type TExternalApp } from '@congrega/contract/external-apps';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { handoffAddress } from '../external-apps/external-apps.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import * as repo from './external-apps-settings.repository.ts';

/**
 * The church's external apps (spec section 2, /third-parts/{voluts|mykids}; settings view to read, settings admin to
 * change: the secret signs every member's hand-off). The secret is write-only: answered as `segredoDefinido`, kept when
 * a change leaves it out, and never in an audit row (which says only whether it was replaced). The member's hand-off
 * reads the row on every call (external-apps.service.ts; nothing of it is cached), so a change is what the next member
 * to open the app gets.
 */
const AUDIT = { area: 'settings', entidade: 'igreja_app_externo' } as const;

function toItem(app: TExternalApp, row: repo.ExternalAppRow | undefined, on: readonly string[]): TAdminExternalApp {
  const codigo = EXTERNAL_APPS[app];
  return {
    app,
    codigo,
    moduloAtivo: on.includes(codigo),
    url: row?.url ?? null,
    segredoDefinido: !!row?.segredo,
    configurado: handoffAddress(row) !== undefined,
  };
}

export function externalAppList(ctx: AdminContext): Promise<TAdminExternalAppList> {
  return adminRead(ctx, async (tx, church) => {
    const rows = await repo.listExternalApps(tx, church.id);
    const on = await repo.modulesOn(tx, church.id, Object.values(EXTERNAL_APPS));
    return {
      itens: EXTERNAL_APP_NAMES.map((app) =>
        toItem(
          app,
          rows.find((r) => r.codigo === EXTERNAL_APPS[app]),
          on,
        ),
      ),
    };
  });
}

export function externalAppSave(ctx: AdminContext, app: TExternalApp, body: z.output<typeof ZExternalAppBody>): Promise<TAdminExternalApp> {
  const codigo = EXTERNAL_APPS[app];
  return adminWrite(ctx, AUDIT, async (tx, church) => {
    const before = await repo.findExternalAppForUpdate(tx, church.id, codigo);
    const segredo = body.segredo ?? before?.segredo;
    if (!segredo) throw new AppError('VALIDATION_FAILED', {}, { fields: { segredo: 'validation.required' } });
    const after = { codigo, url: body.url, segredo };
    await repo.saveExternalApp(tx, church.id, after);
    const on = await repo.modulesOn(tx, church.id, [codigo]);
    return {
      result: toItem(app, after, on),
      audit: {
        entidadeId: codigo,
        acao: before ? 'update' : 'create',
        antes: before ? { url: before.url } : undefined,
        depois: { url: after.url, chaveTrocada: segredo !== before?.segredo },
      },
    };
  });
}

export async function externalAppRemove(ctx: AdminContext, app: TExternalApp): Promise<void> {
  const codigo = EXTERNAL_APPS[app];
  await adminWrite(ctx, AUDIT, async (tx, church) => {
    const before = await repo.findExternalAppForUpdate(tx, church.id, codigo);
    if (!before || !(await repo.deleteExternalApp(tx, church.id, codigo))) throw new AppError('EXTERNAL_APP_NOT_CONFIGURED');
    return { result: undefined, audit: { entidadeId: codigo, acao: 'delete', antes: { url: before.url } } };
  });
}
