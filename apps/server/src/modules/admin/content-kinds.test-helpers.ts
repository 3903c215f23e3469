import { expect } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { templateOnlyDist } from '../../plugins/web.test-helpers.ts';
import { createPublicationType } from '../content/content.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Test-only: two churches, videira's content editor, grace's admin, a videira member and a publication type. */
export interface KindsWorld {
  t: TestApp;
  videira: TestChurch;
  grace: TestChurch;
  editor: StaffSession;
  graceAdmin: StaffSession;
  member: TestMember;
  tipoId: number;
}

export async function kindsWorld(): Promise<KindsWorld> {
  const t = await createTestApp({ webDist: templateOnlyDist() });
  const videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  const editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  const graceAdmin = await staffLogin(t.app, ga, { totp: true });
  const member = await createMember(t.app, videira);
  const tipoId = await createPublicationType(t.app, videira, 'Boletim');
  return { t, videira, grace, editor, graceAdmin, member, tipoId };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The console's content calls of a world (as its editor at videira, unless told). */
export function kindsCalls(w: () => KindsWorld) {
  const call = (method: Method, path: string, payload?: object, s = w().editor, slug = 'videira', lang = 'en') =>
    w().t.app.inject({
      method,
      url: `/api/v1/admin/${slug}/content${path}`,
      headers: { ...s.headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: Method, path: string, payload?: object, status = 200) => {
    const res = await call(method, path, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown> & { id: number; estado: string };
  };
  const memberGet = (url: string) => w().t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host: w().videira.host } });
  return { call, ok, memberGet };
}

let made = 0;
export const uniq = () => `${Date.now().toString(36)}-${++made}`;
export const text = { conteudo: '<p>Texto.</p>' };
