import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { insertActionToken, type ActionTokenKind } from './action-token.repository.ts';
import type { RequestContext } from './request-context.ts';
import { generateSecret, hashSecret } from './secret-token.ts';

const LIFETIME_SECONDS: Record<ActionTokenKind, number> = {
  recuperar_senha: 60 * 60,
  ativacao: 24 * 60 * 60,
  troca_igreja: 2 * 60,
};

/** Stores a one-time token (hashed) redeemable only at `churchId`; returns the secret for the link. */
export async function createActionToken(app: FastifyInstance, contaId: number, tipo: ActionTokenKind, churchId: number): Promise<string> {
  const secret = generateSecret();
  await insertActionToken(app.database.db, {
    contaId,
    tipo,
    tokenHash: hashSecret(secret),
    igrejaId: churchId,
    expiraEm: new Date(Date.now() + LIFETIME_SECONDS[tipo] * 1000),
  });
  return secret;
}

/** `<church public url><path>?token=<secret>`: the web app screen that redeems the token. */
export function actionLink(app: FastifyInstance, ctx: RequestContext, path: string, secret: string): string {
  return `${churchPublicUrl(app.config.publicUrl, ctx.church.slug)}${path}?token=${encodeURIComponent(secret)}`;
}
