import { PRESET_GRANTS, type TGrantPreset } from '@congrega/contract/admin/grants';
import type { App } from '../../app.ts';
import type { TestChurch, TestMember } from '../../test/fixtures.ts';
import { staffGrant } from './admin.schema.ts';
import { currentCode } from './totp.ts';

/** Test-only builders of the staff console: grants, logged-in staff sessions (with or without TOTP). */
export const ADMIN_HOST = 'admin.localhost';

export async function grantPreset(app: App, church: TestChurch, member: TestMember, preset: TGrantPreset, scopeId = 1): Promise<void> {
  await app.database.db.insert(staffGrant).values(
    PRESET_GRANTS[preset].map((g) => ({
      igrejaId: church.id,
      usuarioId: member.usuarioId,
      area: g.area,
      action: g.action,
      scopeKind: g.scopeKind ?? null,
      scopeId: g.scopeKind ? scopeId : null,
      preset,
    })),
  );
}

export interface StaffSession {
  token: string;
  refreshToken: string;
  headers: Record<string, string>;
  /** The TOTP secret when the session enrolled one (so later steps can compute codes). */
  secret?: string;
}

const headersOf = (token: string) => ({ host: ADMIN_HOST, authorization: `Bearer ${token}` });

/** Logs the member in on the admin host; with `totp`, enrols and confirms a second factor (the session is verified). */
export async function staffLogin(app: App, member: TestMember, { totp = false } = {}): Promise<StaffSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/session/login',
    headers: { host: ADMIN_HOST },
    payload: { username: member.email, password: member.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login ${res.statusCode} ${res.body}`);
  const body = res.json();
  if (body.status !== 'ok') throw new Error('staff login asked for TOTP');
  const session: StaffSession = { token: body.token, refreshToken: body.refreshToken, headers: headersOf(body.token) };
  if (!totp) return session;
  const enrol = await app.inject({ method: 'POST', url: '/api/v1/admin/me/totp', headers: session.headers });
  if (enrol.statusCode !== 200) throw new Error(`enrol ${enrol.statusCode} ${enrol.body}`);
  const secret = enrol.json().secret as string;
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/me/totp/confirm',
    headers: session.headers,
    payload: { codigo: currentCode(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm ${confirm.statusCode} ${confirm.body}`);
  return { ...session, secret };
}
