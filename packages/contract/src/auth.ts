import { z } from 'zod';
import { ZId } from './common.ts';
import { matchesPassword, zEmail, zPassword, zPasswordConfirmation } from './validators.ts';

/** POST /security/login_check */
export const ZLoginBody = z
  .strictObject({ username: zEmail, password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128) })
  .meta({ id: 'LoginBody' });
export type TLoginBody = z.infer<typeof ZLoginBody>;

/**
 * Login/refresh result. The refresh token is also set as an HttpOnly, SameSite=Strict cookie scoped to
 * the refresh path; browsers use the cookie, other API clients the body field.
 */
export const ZTokenPair = z.object({ token: z.string(), refreshToken: z.string() }).meta({ id: 'TokenPair' });
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** POST /security/token/refresh: body field optional when the refresh cookie is present. */
export const ZRefreshBody = z.strictObject({ refreshToken: z.string().min(1).max(200).optional() }).meta({ id: 'RefreshBody' });

/** POST /security/recuperar-senha: e-mails a one-time, expiring link to set a new password. */
export const ZRecoverPasswordBody = z.strictObject({ email: zEmail }).meta({ id: 'RecoverPasswordBody' });

/** POST /security/redefinir-senha: the link's token and the new password. */
export const ZResetPasswordBody = z
  .strictObject({ token: z.string().min(16).max(200), senha: zPassword, confirmarSenha: zPasswordConfirmation })
  .refine(...matchesPassword('senha'))
  .meta({ id: 'ResetPasswordBody' });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

/** POST /user/alterar-senha (bearer). */
export const ZChangePasswordBody = z
  .strictObject({
    senhaAtual: z.string().min(1, 'validation.required').max(128),
    novaSenha: zPassword,
    confirmarSenha: zPasswordConfirmation,
  })
  .refine(...matchesPassword('novaSenha'))
  .meta({ id: 'ChangePasswordBody' });
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

/** POST /security/solicitar-verificacao-email/?igreja=&email= */
export const ZActivationQuery = z.strictObject({ igreja: ZId, email: zEmail });
/** POST /security/ativar-conta: the activation link's token. */
export const ZActivateBody = z.strictObject({ token: z.string().min(16).max(200) });

/** POST /security/token/troca: exchanges the one-time code of a church switch for a token pair. */
export const ZExchangeBody = z.strictObject({ codigo: z.string().min(16).max(200) });

/**
 * POST /security/token/troca/previa: which account a church-switch code would log into, without spending it.
 * The web app shows it and asks before redeeming a code found in a link (login CSRF).
 */
export const ZExchangePreview = z.object({ email: z.string() }).meta({ id: 'ExchangePreview' });
export type TExchangePreview = z.infer<typeof ZExchangePreview>;

/** GET /user/?email= and GET /me: the shared provider account. */
export const ZProviderAccount = z
  .object({ id: z.number().int(), email: z.string(), flagAtivo: z.boolean() })
  .meta({ id: 'ProviderAccount' });
export type TProviderAccount = z.infer<typeof ZProviderAccount>;
export const ZEmailQuery = z.strictObject({ email: zEmail });

export const STAFF_ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_CONTENT', 'ROLE_SUPER_ADMIN'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
