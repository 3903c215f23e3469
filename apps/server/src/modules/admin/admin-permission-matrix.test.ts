import {
  GRANT_PRESETS,
  GRANT_SCOPE_PARAMS,
  grantNeedsTotp,
  grantSatisfies,
  PRESET_GRANTS,
  type TGrantPreset,
  type TGrantRequirement,
  type THeldGrant,
} from '@congrega/contract/admin/grants';
import type { AnyEndpoint } from '@congrega/contract/endpoint';
import * as auditEndpoints from '@congrega/contract/endpoints/admin-audit';
import { adminEbd, adminMinistries, adminProjects, adminPublications, adminVideos } from '@congrega/contract/endpoints/admin-content';
import * as contentPartEndpoints from '@congrega/contract/endpoints/admin-content-parts';
import * as dashboardEndpoints from '@congrega/contract/endpoints/admin-dashboard';
import * as doorEndpoints from '@congrega/contract/endpoints/admin-door';
import * as eventListEndpoints from '@congrega/contract/endpoints/admin-event-list';
import * as eventRegistrationEndpoints from '@congrega/contract/endpoints/admin-event-registrations';
import * as eventEndpoints from '@congrega/contract/endpoints/admin-events';
import * as eventContentEndpoints from '@congrega/contract/endpoints/admin-event-contents';
import * as podcastEndpoints from '@congrega/contract/endpoints/admin-podcasts';
import * as financeEndpoints from '@congrega/contract/endpoints/admin-finance';
import * as financeAttentionEndpoints from '@congrega/contract/endpoints/admin-finance-attention';
import * as financePlayEndpoints from '@congrega/contract/endpoints/admin-finance-play';
import * as financeReceiptEndpoints from '@congrega/contract/endpoints/admin-finance-receipts';
import * as financeReportEndpoints from '@congrega/contract/endpoints/admin-finance-reports';
import * as financeRecurringEndpoints from '@congrega/contract/endpoints/admin-finance-recurring';
import * as grantEndpoints from '@congrega/contract/endpoints/admin-grants';
import * as offeringEndpoints from '@congrega/contract/endpoints/admin-offerings';
import * as peopleEndpoints from '@congrega/contract/endpoints/admin-people';
import * as sessionEndpoints from '@congrega/contract/endpoints/admin-session';
import * as settingsEndpoints from '@congrega/contract/endpoints/admin-settings';
import * as settingsDomainEndpoints from '@congrega/contract/endpoints/admin-settings-domains';
import * as settingsExternalAppEndpoints from '@congrega/contract/endpoints/admin-settings-external-apps';
import * as uploadEndpoints from '@congrega/contract/endpoints/admin-uploads';
import * as mediaEndpoints from '@congrega/contract/endpoints/admin-media';
import * as captionEndpoints from '@congrega/contract/endpoints/admin-media-captions';
import * as playEndpoints from '@congrega/contract/endpoints/admin-play';
import * as paymentMethodEndpoints from '@congrega/contract/endpoints/admin-payment-methods';
import * as prayerEndpoints from '@congrega/contract/endpoints/admin-prayer';
import * as liveEndpoints from '@congrega/contract/endpoints/admin-live';
import * as cellEndpoints from '@congrega/contract/endpoints/admin-cells';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffGrant } from './admin.schema.ts';
import { ADMIN_HOST, grantPreset, staffLogin } from './admin.test-helpers.ts';

/**
 * The permission matrix (issue 30): every admin descriptor x every caller, the expectation derived from the
 * descriptor's declared grant and the caller's presets alone (the contract's PRESET_GRANTS and ROLE mapping), never
 * from a hand table. "Allowed" means the gate let the request through: whatever the handler answers then (400 for
 * the body left out, 404 for an id that names nothing), it is not the gate's 401, 403 or 404 CHURCH_NOT_FOUND.
 */
const ENDPOINTS: AnyEndpoint[] = [
  sessionEndpoints,
  dashboardEndpoints,
  grantEndpoints,
  auditEndpoints,
  settingsEndpoints,
  settingsDomainEndpoints,
  settingsExternalAppEndpoints,
  peopleEndpoints,
  financeEndpoints,
  financeAttentionEndpoints,
  financeRecurringEndpoints,
  financePlayEndpoints,
  financeReceiptEndpoints,
  financeReportEndpoints,
  offeringEndpoints,
  uploadEndpoints,
  mediaEndpoints,
  captionEndpoints,
  playEndpoints,
  paymentMethodEndpoints,
  doorEndpoints,
  eventListEndpoints,
  eventRegistrationEndpoints,
  eventEndpoints,
  eventContentEndpoints,
  podcastEndpoints,
  prayerEndpoints,
  adminVideos,
  liveEndpoints,
  cellEndpoints,
  // A content kind's seven endpoints (its body and item schemas are not descriptors: the filter drops them).
  adminPublications,
  adminMinistries,
  adminProjects,
  adminEbd,
  contentPartEndpoints,
]
  .flatMap((m) => Object.values(m) as AnyEndpoint[])
  .filter((e) => e.base === 'admin');
const NO_ROW = 2_147_483_647;

type Caller = {
  name: string;
  headers: Record<string, string>;
  /** What the caller holds at videira (undefined: no staff session at all). */
  held?: THeldGrant[];
  verified: boolean;
};

const asHeld = (preset: TGrantPreset): THeldGrant[] =>
  PRESET_GRANTS[preset].map((g) => ({ area: g.area, action: g.action, scopeKind: g.scopeKind ?? null, scopeId: 1, expiresAt: null }));

function expected(endpoint: AnyEndpoint, caller: Caller): 'allowed' | 401 | 403 | 404 {
  const grant = endpoint.grant!;
  if (grant === 'public') return 'allowed';
  if (!caller.held) return 401;
  if (grant === 'staff') return 'allowed';
  if (!caller.held.length) return 404;
  // A scoped endpoint's path names the thing (`:eventId`, NO_ROW here): a grant scoped to another thing is refused.
  const scopeId = grant.scope && endpoint.path.includes(`:${GRANT_SCOPE_PARAMS[grant.scope]}`) ? NO_ROW : undefined;
  const matching = caller.held.filter((g) => grantSatisfies(g, grant, scopeId));
  if (!matching.length) return 403;
  return caller.verified || matching.some((g) => !grantNeedsTotp(g)) ? 'allowed' : 403;
}

let t: TestApp;
let videira: TestChurch;
const callers: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  for (const preset of GRANT_PRESETS) {
    const m = await createMember(t.app, videira);
    await grantPreset(t.app, videira, m, preset);
    callers.push({ name: preset, headers: (await staffLogin(t.app, m, { totp: true })).headers, held: asHeld(preset), verified: true });
  }
  // Play's editor without the content grant (no preset gives it alone): the media library opens to it as well.
  const playEditor = await createMember(t.app, videira);
  await t.app.database.db
    .insert(staffGrant)
    .values({ igrejaId: videira.id, usuarioId: playEditor.usuarioId, area: 'play', action: 'edit' });
  callers.push({
    name: 'play edit only',
    headers: (await staffLogin(t.app, playEditor)).headers,
    held: [{ area: 'play', action: 'edit', scopeKind: null, scopeId: null, expiresAt: null }],
    verified: false,
  });
  const unverified = await createMember(t.app, videira);
  await grantPreset(t.app, videira, unverified, 'church_admin');
  callers.push({
    name: 'church_admin without TOTP',
    headers: (await staffLogin(t.app, unverified)).headers,
    held: asHeld('church_admin'),
    verified: false,
  });
  const roleAdmin = await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] });
  callers.push({
    name: 'ROLE_ADMIN',
    headers: (await staffLogin(t.app, roleAdmin, { totp: true })).headers,
    held: asHeld('church_admin'),
    verified: true,
  });
  const roleContent = await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] });
  callers.push({
    name: 'ROLE_ADMIN_CONTENT',
    headers: (await staffLogin(t.app, roleContent)).headers,
    held: asHeld('content_editor'),
    verified: false,
  });
  const superAdmin = await createMember(t.app, grace, { roles: ['ROLE_SUPER_ADMIN'] });
  callers.push({
    name: 'ROLE_SUPER_ADMIN of grace',
    headers: (await staffLogin(t.app, superAdmin, { totp: true })).headers,
    held: [...asHeld('church_admin'), ...asHeld('finance')],
    verified: true,
  });
  const graceAdmin = await createMember(t.app, grace);
  await grantPreset(t.app, grace, graceAdmin, 'church_admin');
  callers.push({
    name: "grace's church admin",
    headers: (await staffLogin(t.app, graceAdmin, { totp: true })).headers,
    held: [],
    verified: true,
  });
  const member = await createMember(t.app, videira);
  callers.push({ name: 'member (member token)', headers: { host: ADMIN_HOST, authorization: `Bearer ${member.token}` }, verified: false });
  callers.push({ name: 'visitor', headers: { host: ADMIN_HOST }, verified: false });
});
afterAll(() => t.close());

describe('admin permission matrix', () => {
  it('walks every admin descriptor with every caller', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const endpoint of ENDPOINTS) {
      const url = `/api/v1${endpoint.path.replace(':church', videira.slug).replace(/:(id|line|eventId|ticketId|cellId|usuarioId|partId)\b/g, String(NO_ROW))}`;
      for (const caller of callers) {
        const res = await t.app.inject({ method: endpoint.method, url, headers: caller.headers });
        const code = res.headers['content-type']?.toString().startsWith('application/json')
          ? res.json<{ code?: string }>().code
          : undefined;
        const gateRefused =
          (res.statusCode === 401 && (code === 'UNAUTHENTICATED' || code === 'TOKEN_EXPIRED')) ||
          (res.statusCode === 403 && (code === 'STAFF_FORBIDDEN' || code === 'STAFF_TOTP_REQUIRED')) ||
          (res.statusCode === 404 && code === 'CHURCH_NOT_FOUND');
        const got = gateRefused ? res.statusCode : 'allowed';
        const want = expected(endpoint, caller);
        if (got !== want) wrong.push(`${endpoint.method} ${endpoint.path} as ${caller.name}: ${res.statusCode} ${code}, want ${want}`);
        expect(res.statusCode, `${endpoint.method} ${url} as ${caller.name}`).toBeLessThan(500);
        cells++;
      }
    }
    expect(wrong).toEqual([]);
    // The matrix's size (reported in the closing note).
    console.warn(`admin permission matrix: ${ENDPOINTS.length} descriptors x ${callers.length} callers = ${cells}`);
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(30);
    // Every descriptor times every caller, one request each: ~45 s alone, more on a busy machine.
  }, 180_000);

  it('keeps the content editor out of people and money', () => {
    const editor = asHeld('content_editor');
    for (const area of ['people', 'finance', 'offerings'] as const) {
      expect(editor.some((g) => grantSatisfies(g, { area, action: 'view' }))).toBe(false);
    }
  });

  it('opens the media library (uploads, captions) to content editors and to Play editors; Play itself stays Play', () => {
    const library = [...Object.values(mediaEndpoints), ...Object.values(captionEndpoints)] as AnyEndpoint[];
    expect(library.length).toBe(8);
    const play: THeldGrant[] = [{ area: 'play', action: 'edit', scopeKind: null, scopeId: null, expiresAt: null }];
    for (const endpoint of library) {
      const grant = endpoint.grant as TGrantRequirement;
      expect(
        asHeld('content_editor').some((g) => grantSatisfies(g, grant)),
        endpoint.path,
      ).toBe(true);
      expect(
        play.some((g) => grantSatisfies(g, grant)),
        endpoint.path,
      ).toBe(true);
      expect(
        asHeld('chat_host').some((g) => grantSatisfies(g, grant)),
        endpoint.path,
      ).toBe(false);
    }
    const playOnly = (Object.values(playEndpoints) as AnyEndpoint[]).filter((e) => e.base === 'admin');
    expect(playOnly.length).toBeGreaterThanOrEqual(10);
    for (const endpoint of playOnly) {
      expect(endpoint.grant, endpoint.path).toMatchObject({ area: 'play' });
      expect(
        asHeld('content_editor').some((g) => grantSatisfies(g, endpoint.grant as TGrantRequirement)),
        endpoint.path,
      ).toBe(false);
    }
  });

  it('keeps the prayer care queue and moderation to the pastoral grant: never content editors nor chat hosts', () => {
    const prayer = (Object.values(prayerEndpoints) as AnyEndpoint[]).filter((e) => e.base === 'admin');
    expect(prayer.length).toBeGreaterThanOrEqual(14);
    for (const endpoint of prayer) {
      expect(endpoint.grant, endpoint.path).toMatchObject({ area: 'pastoral' });
      for (const preset of ['content_editor', 'chat_host', 'cell_leader', 'finance'] as const) {
        const grant = endpoint.grant as { area: 'pastoral'; action: 'view' };
        expect(
          asHeld(preset).some((g) => grantSatisfies(g, grant)),
          `${preset} ${endpoint.path}`,
        ).toBe(false);
      }
    }
    expect(asHeld('pastor').some((g) => grantSatisfies(g, { area: 'pastoral', action: 'edit' }))).toBe(true);
  });

  it('keeps counting and committing apart: a counter neither commits nor sees payments, a church admin holds no money', () => {
    const counter = asHeld('counter');
    expect(counter.some((g) => grantSatisfies(g, { area: 'offerings', action: 'edit' }))).toBe(true);
    expect(counter.some((g) => grantSatisfies(g, { area: 'finance', action: 'view' }))).toBe(false);
    const admin = asHeld('church_admin');
    expect(admin.some((g) => g.area === 'finance' || g.area === 'offerings')).toBe(false);
    const treasurer = asHeld('finance');
    expect(treasurer.some((g) => grantSatisfies(g, { area: 'offerings', action: 'edit' }))).toBe(true);
  });
});
