import type { TModuleCode } from '@congrega/contract/church';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import './church-bootstrap.ts';

/**
 * An onRequest hook for a feature's routes: 404 MODULE_DISABLED when the host church lacks the module
 * (checked by `codigo`, spec section 2). Reads the cached bootstrap (`app.churchBootstrap`), so it costs no query per
 * request. Usage in a feature's routes file: `app.addHook('onRequest', requireModule(app, 'MOD_MURAL_ORACAO'))`.
 */
export function requireModule(app: FastifyInstance, codigo: TModuleCode) {
  return async function moduleGate(req: FastifyRequest): Promise<void> {
    const { modulos } = await app.churchBootstrap(req.church);
    if (!modulos.some((m) => m.codigo === codigo)) throw new AppError('MODULE_DISABLED');
  };
}
