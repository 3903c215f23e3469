import sharp from 'sharp';
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

/** A small PNG (what a browser sends for a banner). */
export function testPng(width = 48, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#225588' } })
    .png()
    .toBuffer();
}

/** POST /admin/:church/uploads/image as `staff`: the raw answer (its `imagem` on 201). */
export async function uploadImage(app: App, staff: StaffSession, slug: string, file?: { data: Buffer; type?: string }, uso = 'banner') {
  const form = new FormData();
  form.append('uso', uso);
  if (file) form.append('imagem', new Blob([file.data], { type: file.type ?? 'image/png' }), 'banner.png');
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/${slug}/uploads/image`,
    headers: { ...staff.headers, 'accept-language': 'en' },
    payload: form,
  });
}

/** An uploaded banner image of `slug`'s church, its path. */
export async function uploadedImage(app: App, staff: StaffSession, slug: string): Promise<string> {
  const res = await uploadImage(app, staff, slug, { data: await testPng() });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return res.json().imagem as string;
}
