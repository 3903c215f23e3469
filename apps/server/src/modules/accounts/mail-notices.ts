import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { purposeKey, readLink, signLink } from '../../lib/signed-link.ts';
import type { AuthContext } from '../../core/auth.ts';
import { requireMember } from '../../core/member.ts';
import { noticeMailOf, setNoticeMail } from './client-account.repository.ts';

/**
 * Notice e-mails a member can opt out of (a group's join requests and answers; never a password link, a ticket or a
 * receipt): their one-click unsubscribe (RFC 8058). The link's code is an HS256 JWT with a key of its own, audience
 * the church, naming only the client account; it needs no login (a mail client posts it) and stays valid two years,
 * long after the message. Turning notices off is idempotent; `usuario.receber_avisos_email` is what the senders read.
 */
const PURPOSE = 'notices-unsubscribe';
const VALID_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const audience = (churchId: number) => `${PURPOSE}:${churchId}`;
/** Without JWT_SECRET (development) the links hold for this process only. */
const PROCESS_SECRET = randomBytes(48).toString('base64url');
const linkKey = (app: FastifyInstance) => purposeKey(app.config.jwtSecret ?? PROCESS_SECRET, PURPOSE);

/** The List-Unsubscribe address of a notice e-mail to the client account `usuarioId` of `church`. */
export async function noticeUnsubscribeUrl(app: FastifyInstance, church: { id: number; slug: string }, usuarioId: number): Promise<string> {
  const token = await signLink(linkKey(app), audience(church.id), { sub: String(usuarioId) }, new Date(Date.now() + VALID_MS));
  return `${churchPublicUrl(app.config.publicUrl, church.slug)}/api/v1/email/descadastro?token=${token}`;
}

/** POST /email/descadastro?token=: the host church's client account named by the code stops getting notices. */
export async function unsubscribeNotices(
  app: FastifyInstance,
  church: TenantChurch,
  token: string,
): Promise<{ receberAvisosEmail: false }> {
  const claims = await readLink(linkKey(app), audience(church.id), token);
  const usuarioId = Number(claims?.sub);
  if (!Number.isSafeInteger(usuarioId) || usuarioId <= 0) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const found = await app.database.withChurch(church.id, (tx) => setNoticeMail(tx, church.id, usuarioId, false));
  if (!found) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  return { receberAvisosEmail: false };
}

/** GET /usuario/avisos-email: the caller's switch at the host church. */
export async function getNoticeMail(app: FastifyInstance, church: TenantChurch, auth: AuthContext) {
  return app.database.withChurch(church.id, async (tx) => ({
    receberAvisosEmail: await noticeMailOf(tx, church.id, await requireMember(tx, auth)),
  }));
}

/** PUT /usuario/avisos-email: the caller turns notice e-mails on or off at the host church. */
export async function putNoticeMail(app: FastifyInstance, church: TenantChurch, auth: AuthContext, on: boolean) {
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    await setNoticeMail(tx, church.id, usuarioId, on);
    return { receberAvisosEmail: await noticeMailOf(tx, church.id, usuarioId) };
  });
}
