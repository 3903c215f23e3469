import { z } from 'zod';
import {
  ZActivateBody,
  ZActivationQuery,
  ZChangePasswordBody,
  ZEmailQuery,
  ZExchangeBody,
  ZExchangePreview,
  ZLoginBody,
  ZProviderAccount,
  ZRecoverPasswordBody,
  ZRefreshBody,
  ZResetPasswordBody,
  ZTokenPair,
} from '../auth.ts';
import { ZChurchIdQuery } from '../church.ts';
import { ZId, ZIdParams, ZOk } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZChangeChurchBody,
  ZChangeChurchResult,
  ZClientAccount,
  ZClientAccountList,
  ZClientLookup,
  ZCustomFieldList,
  ZDocumentList,
  ZDocumentQuery,
  ZProfileUpdateBody,
  ZRegistrationBody,
  ZRegistrationResult,
  ZRoleList,
  ZUserScopeQuery,
} from '../user.ts';

/**
 * Accounts (spec section 7, "Access" and "My account"): sessions, passwords and activation, registration and
 * profile, the caller's data. Every answer may be 403 CHURCH_INACTIVE or 404 for a host that is not a church;
 * limited endpoints answer 429 TOO_MANY_REQUESTS.
 */
const auth = { tags: ['auth'], auth: 'none' } as const;
const user = { tags: ['user'], auth: 'member' } as const;
const scopeDescription = 'Scope: `cliente` = the host church id, or `organizacao` = the host church organization slug (404 otherwise).';

// --- Sessions -------------------------------------------------------------------------------------------------

export const login = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/login_check',
  summary: 'Log in with e-mail and password',
  description:
    "Returns an access token for the host church and a refresh token (also set as the HttpOnly `congrega_refresh` cookie). Unknown e-mail and wrong password both give 401 INVALID_CREDENTIALS. Attempts are budgeted per IP, per (e-mail, IP) and per e-mail from devices where it never logged in: over a budget, 429 TOO_MANY_REQUESTS, or LOGIN_LOCKED for the e-mail's (a device where the account logged in or reset its password, known by the HttpOnly `congrega_device` cookie, has a budget of its own).",
  body: ZLoginBody,
  status: 200,
  response: ZTokenPair,
  errors: [400, 401, 403, 404, 429],
});

export const refreshSession = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/token/refresh',
  summary: 'Rotate the refresh token',
  description:
    'Takes the refresh token from the body or the cookie. The same client presenting a token again within 30 s of its rotation (two tabs, a lost answer) gets the token already issued; any other reuse of a spent token revokes its whole session family.',
  body: ZRefreshBody.nullish(),
  status: 200,
  response: ZTokenPair,
  errors: [400, 401, 403, 404, 429],
});

const logoutFields = {
  ...auth,
  method: 'POST',
  summary: 'Log out (revokes the session family of the refresh token)',
  body: ZRefreshBody.nullish(),
  status: 204,
  response: z.null(),
  errors: [400, 403, 404],
} as const;
export const logout = defineEndpoint({ ...logoutFields, path: '/security/logout' });
/** Same, under the refresh cookie's path, for browsers that only hold the HttpOnly cookie. */
export const logoutByCookie = defineEndpoint({ ...logoutFields, path: '/security/token/logout', hide: true });

export const exchangeCode = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/token/troca',
  summary: 'Exchange a church-switch code for a session at this church',
  body: ZExchangeBody,
  status: 200,
  response: ZTokenPair,
  errors: [400, 403, 404, 429],
});

export const previewCode = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/token/troca/previa',
  summary: 'Which account a church-switch code would log into (the code is not spent)',
  description:
    'The web app asks before redeeming a code found in a link, naming this account. 400 EXCHANGE_CODE_INVALID when unknown, spent or expired.',
  cache: 'private',
  body: ZExchangeBody,
  status: 200,
  response: ZExchangePreview,
  errors: [400, 403, 404, 429],
});

// --- Passwords and activation ---------------------------------------------------------------------------------

export const recoverPassword = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/recuperar-senha',
  summary: 'E-mail a one-time password reset link',
  description: 'Link `<church url>/access/reset-password?token=…`, valid 1 hour, single use. 404 EMAIL_NOT_FOUND for an unknown e-mail.',
  body: ZRecoverPasswordBody,
  status: 200,
  response: ZOk,
  errors: [400, 403, 404, 429, 502],
});

export const resetPassword = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/redefinir-senha',
  summary: 'Set a new password with a reset link token (ends every session)',
  body: ZResetPasswordBody,
  status: 200,
  response: ZOk,
  errors: [400, 403, 404, 429],
});

export const changePassword = defineEndpoint({
  ...auth,
  auth: 'member',
  method: 'POST',
  path: '/user/alterar-senha',
  summary: 'Change the password',
  description: 'Ends the other sessions and returns a fresh token pair for the caller.',
  body: ZChangePasswordBody,
  status: 200,
  response: ZTokenPair,
  errors: [400, 401, 403, 404, 429],
});

export const requestActivation = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/solicitar-verificacao-email/',
  summary: 'E-mail an activation link to an inactive account',
  description: '`igreja` must be the host church. Link `<church url>/access/activate?token=…`, valid 24 hours.',
  query: ZActivationQuery,
  status: 200,
  response: ZOk,
  errors: [400, 403, 404, 429, 502],
});

export const activateAccount = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/security/ativar-conta',
  summary: 'Activate an account with the activation link token',
  body: ZActivateBody,
  status: 200,
  response: ZOk,
  errors: [400, 403, 404, 429],
});

// --- Registration and profile ---------------------------------------------------------------------------------

export const register = defineEndpoint({
  ...user,
  auth: 'optional',
  method: 'POST',
  path: '/igreja/:id/usuario/',
  summary: 'Register at this church',
  description:
    '`id` must be the host church. A visitor sends email, senha, confirmarSenha and the profile: creates the provider and client accounts and logs in (tokens + cookie). With a bearer token, only the client account is created from the profile. 409 EMAIL_IN_USE / CPF_IN_USE.',
  params: ZIdParams,
  body: ZRegistrationBody,
  status: 201,
  response: ZRegistrationResult,
  errors: [400, 401, 403, 404, 409, 429],
});

export const updateProfile = defineEndpoint({
  ...user,
  method: 'PUT',
  path: '/usuario/',
  summary: "Update the caller's profile at this church",
  body: ZProfileUpdateBody,
  status: 200,
  response: ZClientAccount,
  errors: [400, 401, 403, 404, 409, 429],
});

export const switchChurch = defineEndpoint({
  ...user,
  method: 'POST',
  path: '/usuario/troca-igreja',
  summary: 'Switch to another church of the organization',
  description:
    "Creates the caller's client account there (copying the profile) when missing and returns the church URL with a one-time, 2-minute `token` code for POST /security/token/troca on that host.",
  body: ZChangeChurchBody,
  status: 200,
  response: ZChangeChurchResult,
  errors: [400, 401, 403, 404],
});

// --- The caller's data ----------------------------------------------------------------------------------------

export const getMe = defineEndpoint({
  ...user,
  method: 'GET',
  path: '/me',
  summary: 'The logged-in provider account',
  status: 200,
  response: ZProviderAccount,
  errors: [401, 403, 404],
});

export const lookupAccount = defineEndpoint({
  ...user,
  auth: 'none',
  method: 'GET',
  path: '/user/',
  summary: 'Provider account of an e-mail (access screen)',
  description: '404 ACCOUNT_NOT_FOUND when none. Rate limited per IP.',
  query: ZEmailQuery,
  status: 200,
  response: ZProviderAccount,
  errors: [400, 403, 404, 429],
});

export const lookupClientAccounts = defineEndpoint({
  ...user,
  auth: 'none',
  method: 'GET',
  path: '/igreja/:client/usuario/',
  summary: 'Client accounts of an e-mail at this church',
  description: '`client` must be the host church id. Rate limited per IP.',
  params: z.object({ client: ZId }),
  query: ZEmailQuery,
  status: 200,
  response: ZClientLookup,
  errors: [400, 403, 404, 429],
});

/** `id` must be the caller's account id (403 otherwise). */
const own = { ...user, method: 'GET', params: ZIdParams, status: 200, errors: [400, 401, 403, 404] } as const;

export const listMyClientAccounts = defineEndpoint({
  ...own,
  path: '/user/:id/usuario',
  summary: "The caller's client accounts",
  description: `\`id\` must be the caller's account id (403 otherwise). ${scopeDescription}`,
  query: ZUserScopeQuery,
  response: ZClientAccountList,
});

export const listMyDocuments = defineEndpoint({
  ...own,
  path: '/user/:id/documento',
  summary: "The caller's documents (CPF)",
  description: `Default scope: the host church. ${scopeDescription}`,
  query: ZDocumentQuery,
  response: ZDocumentList,
});

export const listMyRoles = defineEndpoint({
  ...own,
  path: '/user/:id/role',
  summary: "The caller's staff roles per church",
  description: scopeDescription,
  query: ZUserScopeQuery,
  response: ZRoleList,
});

export const listMyCustomFields = defineEndpoint({
  ...own,
  path: '/user/:id/campo-personalizado',
  summary: "Custom profile fields of the host church (for the caller's profile form)",
  query: ZChurchIdQuery,
  response: ZCustomFieldList,
});

/** Visitors fill the registration form before they have an account id. */
export const listChurchCustomFields = defineEndpoint({
  ...user,
  auth: 'none',
  method: 'GET',
  path: '/igreja/:id/campo-personalizado/',
  summary: 'Custom profile fields of the host church (registration form)',
  params: ZIdParams,
  status: 200,
  response: ZCustomFieldList,
  errors: [400, 403, 404],
});
