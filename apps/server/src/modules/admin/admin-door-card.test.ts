import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestEvent } from '../events/events.fixtures.ts';
import { codeOf, issueCard } from '../member-card/member-card.fixtures.ts';
import { usuarioCarteirinha } from '../member-card/member-card.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { doorEvent, doorUrl } from './door.test-helpers.ts';

/**
 * A member card's QR code read on the door screen (issue 32, "The member card QR verifies on the same screen"):
 * the code of the card's own verification link, checked as the member app's verify does (valid today, revoked or
 * expired at once), by door staff of the event; another church's card, a forged or cut code and bad input are
 * refused without telling anything.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let door: StaffSession;
let event: TestEvent;
let otherEvent: TestEvent;
let holder: TestMember;
let cardId: number;
let code: string;
let graceCode: string;

async function cardCode(church: TestChurch, member: TestMember): Promise<string> {
  const res = await t.app.inject({
    url: `/api/v1/usuario-carteirinha/?usuario=${member.usuarioId}&igreja=${church.id}`,
    headers: member.headers,
  });
  expect(res.statusCode).toBe(200);
  return codeOf(res.json().carteirinha.verificacaoUrl);
}

const check = (eventId: number, payload: unknown, s = door, church = videira) =>
  t.app.inject({
    method: 'POST',
    url: doorUrl(church, eventId, '/member-cards'),
    headers: { ...s.headers, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  event = await doorEvent(t.app, videira, 'Conferência');
  otherEvent = await doorEvent(t.app, videira, 'Jantar');
  const d = await createMember(t.app, videira, { nome: 'Porteira' });
  await grantPreset(t.app, videira, d, 'door_staff', event.id);
  door = await staffLogin(t.app, d);
  holder = await createMember(t.app, videira, { nome: 'Maria' });
  cardId = await issueCard(t.app, videira, holder, { numeroMembro: '000123', validade: '2999-12-31' });
  code = await cardCode(videira, holder);
  const graceMember = await createMember(t.app, grace);
  await issueCard(t.app, grace, graceMember, { validade: '2999-12-31' });
  graceCode = await cardCode(grace, graceMember);
});
afterAll(() => t.close());

describe('a member card at the door', () => {
  it('says a valid card is valid, with what the card shows; revoked or expired is invalid at once', async () => {
    const res = await check(event.id, { codigo: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valida: true, nomeCompleto: 'Maria Teste', numeroMembro: '000123', validade: '2999-12-31' });
    expect(res.json()).not.toHaveProperty('cpf');
    await t.app.database.db.update(usuarioCarteirinha).set({ validade: '2000-01-01' }).where(eq(usuarioCarteirinha.id, cardId));
    expect((await check(event.id, { codigo: code })).json()).toMatchObject({ valida: false, validade: '2000-01-01' });
    await t.app.database.db.update(usuarioCarteirinha).set({ validade: '2999-12-31' }).where(eq(usuarioCarteirinha.id, cardId));
  });

  it("refuses another church's card, a forged or cut code, as one unknown code", async () => {
    for (const codigo of [graceCode, `${code.slice(0, -2)}xx`, code.slice(0, 20), 'TE2AV136P65X6K21MWQMY']) {
      const res = await check(event.id, { codigo });
      expect(res.statusCode, codigo).toBe(404);
      expect(res.json().code).toBe('MEMBER_CARD_LINK_INVALID');
    }
  });

  it("is door staff's own event only, and nothing on another church's path", async () => {
    expect((await check(otherEvent.id, { codigo: code })).statusCode).toBe(403);
    // A church where the caller holds no grant is not there for them (the console's gate).
    expect((await check(event.id, { codigo: code }, door, grace)).statusCode).toBe(404);
  });

  it.each([
    ['missing', {}],
    ['blank', { codigo: '  ' }],
    ['too long', { codigo: 'x'.repeat(1_001) }],
    ['wrong type', { codigo: 12 }],
    ['unknown field', { codigo: code, extra: 1 }],
  ])('refuses a %s code with a translated 400', async (_, payload) => {
    const res = await check(event.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
