import { z } from 'zod';
import {
  ZRecoveryCodes,
  ZStaffLoginBody,
  ZStaffLoginResult,
  ZStaffMe,
  ZStaffRefreshBody,
  ZStaffTokens,
  ZStaffTotpBody,
  ZTotpCodeBody,
  ZTotpEnrolment,
} from '../admin/staff-session.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The staff console's session (admin host only): login in two steps, refresh, logout, `me`, TOTP enrolment.
 * The refresh token also travels as the HttpOnly `congrega_staff_refresh` cookie of /api/v1/admin/session.
 */
const session = { base: 'admin', tags: ['admin-session'], cache: 'private', grant: 'public', auth: 'none' } as const;
const me = { base: 'admin', tags: ['admin-session'], cache: 'private', grant: 'staff', auth: 'staff' } as const;

export const staffLogin = defineEndpoint({
  ...session,
  method: 'POST',
  path: '/admin/session/login',
  summary: 'Staff login, step 1: e-mail and password',
  description:
    "The member login's account, password check and budgets (429 TOO_MANY_REQUESTS / LOGIN_LOCKED). With TOTP enrolled the answer is `status: 'totp'` and a challenge for step 2; otherwise a session (grants that need a second factor stay refused until TOTP is enrolled). An account that administers no church gets 401 INVALID_CREDENTIALS like a wrong password.",
  body: ZStaffLoginBody,
  status: 200,
  response: ZStaffLoginResult,
  errors: [400, 401, 403, 404, 429],
});

export const staffTotp = defineEndpoint({
  ...session,
  method: 'POST',
  path: '/admin/session/totp',
  summary: 'Staff login, step 2: a TOTP code or a recovery code',
  description:
    'Spends the challenge of step 1. 401 TOTP_INVALID (5 wrong codes end the challenge), TOTP_CHALLENGE_INVALID when expired or spent.',
  body: ZStaffTotpBody,
  status: 200,
  response: ZStaffTokens,
  errors: [400, 401, 404, 429],
});

export const staffRefresh = defineEndpoint({
  ...session,
  method: 'POST',
  path: '/admin/session/refresh',
  summary: 'Rotate the staff refresh token',
  description: 'A spent token presented again ends the session. Sessions last 8 hours at most.',
  body: ZStaffRefreshBody.nullish(),
  status: 200,
  response: ZStaffTokens,
  errors: [400, 401, 404, 429],
});

export const staffLogout = defineEndpoint({
  ...session,
  method: 'POST',
  path: '/admin/session/logout',
  summary: 'End the staff session',
  body: ZStaffRefreshBody.nullish(),
  status: 204,
  response: z.null(),
  errors: [400, 404],
});

export const staffMe = defineEndpoint({
  ...me,
  method: 'GET',
  path: '/admin/me',
  summary: 'The staff member, the churches they administer and their grants there',
  status: 200,
  response: ZStaffMe,
  errors: [401, 404],
});

export const totpEnrol = defineEndpoint({
  ...me,
  method: 'POST',
  path: '/admin/me/totp',
  summary: 'Start TOTP enrolment: a new secret, its otpauth URI and QR code',
  description: '409 TOTP_ALREADY_ENROLLED while one is active (disable it first). The secret is never shown again once confirmed.',
  status: 200,
  response: ZTotpEnrolment,
  errors: [401, 404, 409],
});

export const totpConfirm = defineEndpoint({
  ...me,
  method: 'POST',
  path: '/admin/me/totp/confirm',
  summary: 'Confirm TOTP enrolment with a first code: turns it on and returns 10 recovery codes',
  description: 'The session counts as verified from then on.',
  body: ZTotpCodeBody,
  status: 200,
  response: ZRecoveryCodes,
  errors: [400, 401, 404, 409, 429],
});

export const totpDisable = defineEndpoint({
  ...me,
  method: 'DELETE',
  path: '/admin/me/totp',
  summary: 'Turn TOTP off (a current code required); its recovery codes go too',
  body: ZTotpCodeBody,
  status: 204,
  response: z.null(),
  errors: [400, 401, 404, 409, 429],
});

export const recoveryCodesRegenerate = defineEndpoint({
  ...me,
  method: 'POST',
  path: '/admin/me/totp/recovery-codes',
  summary: 'Replace the recovery codes (a current code required); the old ones stop working',
  body: ZTotpCodeBody,
  status: 200,
  response: ZRecoveryCodes,
  errors: [400, 401, 404, 409, 429],
});
