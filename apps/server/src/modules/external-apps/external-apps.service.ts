import { randomUUID } from 'node:crypto';
import {
  EXTERNAL_APP_SECRET_MIN,
  EXTERNAL_APPS,
  EXTERNAL_HANDOFF_SECONDS,
  type TExternalApp,
  type TExternalAppHandoff,
} from '@congrega/contract/external-apps';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { signLink } from '../../lib/signed-link.ts';
import { requireMember } from '../../core/member.ts';
import { loadBootstrap } from '../church/church.public.ts';
import { findExternalApp } from './external-apps.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * /third-parts/{app}: hands the member over to the church's external app. The module must be on (404
 * MODULE_DISABLED), the church must have recorded the app's address and shared secret (else `configurado: false`,
 * which the page explains: not an error; an address that is not https (plain http only on this machine's loopback, for
 * development), or a secret shorter than EXTERNAL_APP_SECRET_MIN bytes, counts as not set up: the hand-off travels in the URL). The hand-off is a JWT signed with that app's own secret, valid EXTERNAL_HANDOFF_SECONDS, naming only
 * ids (no e-mail or name travels in a URL).
 */

type Ctx = { app: FastifyInstance; church: TenantChurch; auth: AuthContext };

/** Loopback names a developer's own external app may use over plain http (nothing crosses a network). */
const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/i;

function safeAddress(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) return undefined;
    if (parsed.protocol === 'https:') return parsed;
    return parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The address a set-up hands over to, or undefined when the set-up cannot be used (unsafe address, weak secret). */
export function handoffAddress(config: { url: string; segredo: string } | undefined): URL | undefined {
  return config && Buffer.byteLength(config.segredo, 'utf8') >= EXTERNAL_APP_SECRET_MIN ? safeAddress(config.url) : undefined;
}

export async function openExternalApp({ app, church, auth }: Ctx, name: TExternalApp): Promise<TExternalAppHandoff> {
  const codigo = EXTERNAL_APPS[name];
  const { modulos } = await loadBootstrap(app, church);
  if (!modulos.some((m) => m.codigo === codigo)) throw new AppError('MODULE_DISABLED');
  const { usuarioId, config } = await app.database.withChurch(church.id, async (tx) => ({
    usuarioId: await requireMember(tx, auth),
    config: await findExternalApp(tx, church.id, codigo),
  }));
  const address = handoffAddress(config);
  if (!config || !address) return { configurado: false };
  const expiresAt = new Date(Date.now() + EXTERNAL_HANDOFF_SECONDS * 1000);
  const code = await signLink(
    Buffer.from(config.segredo, 'utf8'),
    `external-app:${name}`,
    { sub: String(usuarioId), igreja: church.id, jti: randomUUID() },
    expiresAt,
  );
  address.hash = `congrega_token=${code}`;
  return { configurado: true, url: address.toString(), expiraEm: expiresAt.toISOString() };
}
