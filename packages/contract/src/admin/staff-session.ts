import { z } from 'zod';
import { ZLoginBody } from '../auth.ts';
import { ZHeldGrant } from './grants.ts';

/**
 * The staff console's session (issue 30): the member login's account, password check and throttles, a session of
 * its own audience and a shorter life (15 min access, 8 h at most), and a second factor (TOTP) for grants on money,
 * people's data or any admin action (admin/grants.ts grantNeedsTotp).
 */

/** POST /admin/session/login: the member login's body. */
export const ZStaffLoginBody = ZLoginBody.meta({ id: 'StaffLoginBody' });

/** A staff token pair; the refresh token is also the HttpOnly cookie of the /api/v1/admin/session path. */
export const ZStaffTokens = z.object({ token: z.string(), refreshToken: z.string() }).meta({ id: 'StaffTokens' });
export type TStaffTokens = z.infer<typeof ZStaffTokens>;

/**
 * Step 1's answer: a session (`status: 'ok'`: the account has no TOTP enrolled) or `status: 'totp'`, a challenge
 * that step 2 spends with a code (valid 5 minutes, single use).
 */
export const ZStaffLoginResult = z
  .discriminatedUnion('status', [
    ZStaffTokens.extend({ status: z.literal('ok') }),
    z.object({ status: z.literal('totp'), desafio: z.string() }),
  ])
  .meta({ id: 'StaffLoginResult' });
export type TStaffLoginResult = z.infer<typeof ZStaffLoginResult>;

/** Six digits of the authenticator app. */
export const zTotpCode = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, 'validation.totpCode');
/** One of the ten recovery codes (xxxxx-xxxxx, case and dash ignored). */
export const zRecoveryCode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(10, 'validation.recoveryCode')
  .max(20, 'validation.recoveryCode')
  .regex(/^[A-Za-z0-9-]+$/, 'validation.recoveryCode');

/** POST /admin/session/totp: the challenge and a TOTP code or a recovery code (spent). */
export const ZStaffTotpBody = z
  .union([
    z.strictObject({ desafio: z.string().min(16).max(2000), codigo: zTotpCode }),
    z.strictObject({ desafio: z.string().min(16).max(2000), codigoRecuperacao: zRecoveryCode }),
  ])
  .meta({ id: 'StaffTotpBody' });
export type TStaffTotpBody = z.input<typeof ZStaffTotpBody>;

/** POST /admin/session/refresh and /logout: body field optional when the cookie is present. */
export const ZStaffRefreshBody = z.strictObject({ refreshToken: z.string().min(1).max(200).optional() }).meta({ id: 'StaffRefreshBody' });

/** One church the staff member may administer, with what they hold there. */
export const ZStaffChurch = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    nome: z.string(),
    logo: z.string().nullable(),
    /** Stored language (pt_BR, en_US, es_ES) and IANA zone: the console shows the church's times on its clock. */
    idioma: z.string(),
    fusoHorario: z.string(),
    /** The module codes the church has on: an area of a module it lacks (Play) is not in the menu. */
    modulos: z.array(z.string()),
    /** Grants held there (stored and from the spec's roles), expired ones left out. */
    grants: z.array(ZHeldGrant),
    roles: z.array(z.string()),
  })
  .meta({ id: 'StaffChurch' });
export type TStaffChurch = z.infer<typeof ZStaffChurch>;

/** GET /admin/me. */
export const ZStaffMe = z
  .object({
    contaId: z.number().int(),
    email: z.string(),
    nome: z.string().nullable(),
    totpAtivo: z.boolean(),
    /** Whether this session passed the second factor (grants that need it are refused until then). */
    sessaoVerificada: z.boolean(),
    /** ROLE_SUPER_ADMIN somewhere: every church is listed and each access is audited. */
    superAdmin: z.boolean(),
    igrejas: z.array(ZStaffChurch),
  })
  .meta({ id: 'StaffMe' });
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** POST /admin/me/totp: a new secret to confirm (replaces an unconfirmed one; refused while one is active). */
export const ZTotpEnrolment = z
  .object({
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code, an SVG document. */
    qrSvg: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** POST /admin/me/totp/confirm, DELETE /admin/me/totp, POST /admin/me/totp/recovery-codes: a current code. */
export const ZTotpCodeBody = z.strictObject({ codigo: zTotpCode }).meta({ id: 'TotpCodeBody' });
export type TTotpCodeBody = z.input<typeof ZTotpCodeBody>;

/** Ten single-use recovery codes, shown once (stored hashed). */
export const ZRecoveryCodes = z.object({ codigos: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
