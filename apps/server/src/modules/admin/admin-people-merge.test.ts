import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { seedDemo } from '../../db/seed.ts';
import { DEMO_PASSWORD } from '../../db/seed-context.ts';
import { createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { refreshToken, usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { celula, celulaMembro } from '../groups/groups.schema.ts';
import { usuarioCarteirinha } from '../member-card/member-card.schema.ts';
import { cartaoSalvo } from '../payments/payments.schema.ts';
import { planoAssinatura, usuarioPlanoAssinatura } from '../play/play.schema.ts';
import { staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Merging duplicate records (People, issue 30) on the demo seed, whose `membro@videira.demo` holds something in
 * nearly every table: the walk below reads the catalogue itself (independently of the merge's own) and proves that
 * after the merge no row of any table still names the closed record, and that what clashed kept one row.
 */
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: App;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let closedId: number;
let closedConta: number;
let kept: TestMember;
let adminId: number;

const q = async <T>(query: ReturnType<typeof sql>) => ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Rows naming the member, per table (every foreign key to usuario), read straight from the catalogue. */
async function rowsNaming(usuarioId: number): Promise<Record<string, number>> {
  const refs = await q<{ t: string; c: string }>(sql`select conrelid::regclass::text as t, a.attname as c from pg_constraint k
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'public.usuario'::regclass`);
  const counts: Record<string, number> = {};
  for (const { t, c } of refs) {
    const [row] = await q<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(t)} where ${sql.identifier(c)} = ${usuarioId}`,
    );
    if (row && row.n > 0) counts[`${t}.${c}`] = (counts[`${t}.${c}`] ?? 0) + row.n;
  }
  return counts;
}

/** The closed record's login at videira (the demo member's). */
const logIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/v1/security/login_check',
    headers: { host: videira.host, 'accept-language': 'en' },
    payload: { username: 'membro@videira.demo', password: DEMO_PASSWORD },
  });

const call = (s: StaffSession, method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/admin/videira${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const ctx = await seedDemo(database.db);
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const church = ctx.churches.videira!;
  videira = { id: church.id, slug: 'videira', codigo: 'videira', fusoHorario: 'America/Sao_Paulo', host: 'videira.localhost' };
  const membro = ctx.members['membro@videira.demo']!;
  closedId = membro.clients.videira!;
  closedConta = membro.contaId;
  const [closed] = await app.database.db.select().from(usuario).where(eq(usuario.id, closedId));
  // The same person signed up again with another e-mail: same name and birth date, nothing else filled.
  kept = await createMember(app, videira, { nome: closed!.nome });
  await app.database.db
    .update(usuario)
    .set({ sobrenome: closed!.sobrenome, dataNascimento: closed!.dataNascimento ?? '1990-05-20', telefone: null, cpf: null })
    .where(eq(usuario.id, kept.usuarioId));
  if (!closed!.dataNascimento) await app.database.db.update(usuario).set({ dataNascimento: '1990-05-20' }).where(eq(usuario.id, closedId));
  // Clashes: both in the closed record's cell, both with a card, both with the same role.
  const [membership] = await app.database.db.select().from(celulaMembro).where(eq(celulaMembro.usuarioId, closedId)).limit(1);
  const [anyCell] = await app.database.db.select({ id: celula.id }).from(celula).where(eq(celula.igrejaId, videira.id)).limit(1);
  const cellId = membership?.celulaId ?? anyCell!.id;
  if (!membership) await app.database.db.insert(celulaMembro).values({ igrejaId: videira.id, celulaId: cellId, usuarioId: closedId });
  await app.database.db.insert(celulaMembro).values({ igrejaId: videira.id, celulaId: cellId, usuarioId: kept.usuarioId });
  await app.database.db.insert(usuarioCarteirinha).values({ igrejaId: videira.id, usuarioId: kept.usuarioId, numeroMembro: 'KEPT-1' });
  await app.database.db
    .insert(usuarioCarteirinha)
    .values({ igrejaId: videira.id, usuarioId: closedId, numeroMembro: 'CLOSED-1' })
    .onConflictDoNothing();
  await app.database.db
    .insert(usuarioRole)
    .values({ igrejaId: videira.id, usuarioId: kept.usuarioId, role: 'ROLE_USER' })
    .onConflictDoNothing();
  await app.database.db.insert(usuarioRole).values({ igrejaId: videira.id, usuarioId: closedId, role: 'ROLE_USER' }).onConflictDoNothing();
  // A card the closed record's login saved: it stays with that login (deleted), never handed to the kept one.
  await app.database.db.insert(cartaoSalvo).values({
    igrejaId: videira.id,
    idUsuario: closedId,
    idGatewayPagamento: 1,
    token: 'tok_closed',
    impressao: 'fp-closed',
    bandeira: 'visa',
    ultimosDigitos: '4242',
    mesValidade: 12,
    anoValidade: 2030,
    titular: 'MARIA OLIVEIRA',
  });
  // A table added later, unknown to the merge: its column naming a member moves, and its reference to the
  // closed record's card (dropped: the kept record has one) follows to the kept card.
  await app.database.db.execute(sql`create table merge_probe (id serial primary key, igreja_id integer not null,
    dono integer references usuario(id), cartao integer references usuario_carteirinha(id))`);
  await app.database.db.execute(sql`grant all on merge_probe to congrega_app`);
  await app.database.db.execute(sql`grant all on sequence merge_probe_id_seq to congrega_app`);
  await app.database.db.execute(sql`insert into merge_probe (igreja_id, dono, cartao)
    select ${videira.id}, ${closedId}, id from usuario_carteirinha where usuario_id = ${closedId}`);
  const a = await createMember(app, videira);
  adminId = a.usuarioId;
  await grantPreset(app, videira, a, 'church_admin');
  admin = await staffLogin(app, a, { totp: true });
  const e = await createMember(app, videira);
  await grantPreset(app, videira, e, 'content_editor');
  editor = await staffLogin(app, e);
}, 180_000); // the whole demo seed
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('duplicate records (People)', () => {
  it('lists the pair with its reason, and not two members who only share a name', async () => {
    const other = await createMember(app, videira, { nome: 'Homônimo' });
    const twin = await createMember(app, videira, { nome: 'Homônimo' });
    await app.database.db.update(usuario).set({ dataNascimento: '1970-01-01' }).where(eq(usuario.id, other.usuarioId));
    await app.database.db.update(usuario).set({ dataNascimento: '1980-01-01' }).where(eq(usuario.id, twin.usuarioId));
    const res = await call(admin, 'GET', '/people/duplicates');
    expect(res.statusCode).toBe(200);
    const pairs = res.json().itens as { a: { usuarioId: number }; b: { usuarioId: number; email: string }; motivos: string[] }[];
    const ours = pairs.find((p) => p.a.usuarioId === closedId && p.b.usuarioId === kept.usuarioId);
    expect(ours?.motivos).toContain('nomeNascimento');
    expect(pairs.some((p) => [p.a.usuarioId, p.b.usuarioId].includes(other.usuarioId))).toBe(false);
    // The seed's own pair: Maria signed up again with her name in full, her phone without +55.
    const seeded = pairs.find((p) => p.a.usuarioId === closedId && p.b.email === 'maria.oliveira@videira.demo');
    expect(seeded?.motivos).toEqual(['telefoneNascimento']);
  });

  it('previews what moves and how the kept record will read; the content editor may not look', async () => {
    const res = await call(admin, 'GET', `/people/${kept.usuarioId}/merge?duplicado=${closedId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.manter.usuarioId).toBe(kept.usuarioId);
    expect(body.duplicado.usuarioId).toBe(closedId);
    expect(body.bloqueio).toBeNull();
    // The kept record had no phone: it takes the closed one's.
    expect(body.resultado.telefone).toBe(body.duplicado.telefone);
    expect(body.movidos.length).toBeGreaterThanOrEqual(6);
    expect((await call(editor, 'GET', `/people/${kept.usuarioId}/merge?duplicado=${closedId}`)).statusCode).toBe(403);
  });

  it('refuses a merge of one record with itself, of another church’s member, and for anyone but a people admin', async () => {
    expect((await call(admin, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: kept.usuarioId })).json().code).toBe(
      'PERSON_MERGE_SAME',
    );
    const grace = await q<{ id: number }>(
      sql`select u.id from usuario u join igreja i on i.id = u.igreja_id where i.slug = 'grace' limit 1`,
    );
    const foreign = await call(admin, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: grace[0]!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PERSON_NOT_FOUND');
    expect((await call(editor, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: closedId })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: 'x' })).statusCode).toBe(400);
  });

  it('moves every row naming the closed record to the kept one, keeps one of what clashed, closes and erases the other', async () => {
    const first = await logIn(); // before the merge, the closed record's login is videira's member
    const before0 = await app.inject({
      method: 'GET',
      url: `/api/v1/user/nota-sermao?igreja=${videira.id}`,
      headers: { host: videira.host, authorization: `Bearer ${first.json().token}` },
    });
    expect(before0.statusCode).toBe(200);
    const before = await rowsNaming(closedId);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(6);
    const keptBefore = await rowsNaming(kept.usuarioId);
    const res = await call(admin, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: closedId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ usuarioId: kept.usuarioId, duplicado: closedId });
    // Nothing names the closed record any more, anywhere.
    expect(await rowsNaming(closedId)).toEqual({});
    const after = await rowsNaming(kept.usuarioId);
    for (const [key, n] of Object.entries(before)) {
      if (
        ['celula_membro.usuario_id', 'usuario_carteirinha.usuario_id', 'usuario_role.usuario_id', 'cartao_salvo.id_usuario'].includes(key)
      )
        continue;
      expect(after[key], key).toBe((keptBefore[key] ?? 0) + n);
    }
    // One membership of the shared cell, one card (the kept record's), the role once.
    const cards = await app.database.db.select().from(usuarioCarteirinha).where(eq(usuarioCarteirinha.usuarioId, kept.usuarioId));
    expect(cards.map((c) => c.numeroMembro)).toEqual(['KEPT-1']);
    expect(before['cartao_salvo.id_usuario']).toBeGreaterThanOrEqual(1);
    expect(after['cartao_salvo.id_usuario'] ?? 0).toBe(keptBefore['cartao_salvo.id_usuario'] ?? 0);
    expect(await q(sql`select dono, cartao from merge_probe`)).toEqual([{ dono: kept.usuarioId, cartao: cards[0]!.id }]);
    const roles = await app.database.db
      .select()
      .from(usuarioRole)
      .where(and(eq(usuarioRole.usuarioId, kept.usuarioId), eq(usuarioRole.role, 'ROLE_USER')));
    expect(roles).toHaveLength(1);
    // The closed record: inactive, its personal data gone; its login no longer opens videira.
    const [closed] = await app.database.db.select().from(usuario).where(eq(usuario.id, closedId));
    expect(closed).toMatchObject({ flagAtivo: false, telefone: null, cpf: null, nome: 'Conta excluída' });
    // Its sessions at videira ended with it (the refresh tokens of the login there).
    const tokens = await app.database.db
      .select()
      .from(refreshToken)
      .where(and(eq(refreshToken.contaId, closedConta), eq(refreshToken.igrejaId, videira.id)));
    expect(tokens).toEqual([]);
    // The shared login still signs in (it may belong to other churches), but it is no member of videira any more.
    const login = await logIn();
    expect(login.statusCode).toBe(200);
    const notes = await app.inject({
      method: 'GET',
      url: `/api/v1/user/nota-sermao?igreja=${videira.id}`,
      headers: { host: videira.host, authorization: `Bearer ${login.json().token}` },
    });
    expect([notes.statusCode, notes.json().code]).toEqual([403, 'CLIENT_ACCOUNT_NOT_FOUND']);
    // Audited once, naming both.
    const audit = (await call(admin, 'GET', '/audit?entidade=usuario')).json().itens[0];
    expect(audit).toMatchObject({ acao: 'merge', entidadeId: String(kept.usuarioId) });
    expect(JSON.stringify(audit.antes)).toContain(String(closedId));
    // Twice: the closed record is no longer active.
    expect((await call(admin, 'POST', `/people/${kept.usuarioId}/merge`, { duplicado: closedId })).json().code).toBe(
      'PERSON_MERGE_INACTIVE',
    );
  });

  it('refuses while either record has staff access (a grant or a staff role): a merge never hands over access', async () => {
    const staff = await createMember(app, videira, { nome: 'Equipe' });
    const plain = await createMember(app, videira, { nome: 'Equipe' });
    await app.database.db.insert(staffGrant).values({ igrejaId: videira.id, usuarioId: staff.usuarioId, area: 'finance', action: 'admin' });
    for (const [into, from] of [
      [plain, staff],
      [staff, plain],
    ] as const) {
      expect((await call(admin, 'GET', `/people/${into.usuarioId}/merge?duplicado=${from.usuarioId}`)).json().bloqueio).toBe(
        'PERSON_MERGE_STAFF',
      );
      const res = await call(admin, 'POST', `/people/${into.usuarioId}/merge`, { duplicado: from.usuarioId });
      expect([res.statusCode, res.json().code]).toEqual([409, 'PERSON_MERGE_STAFF']);
    }
    const role = await createMember(app, videira, { roles: ['ROLE_ADMIN_CONTENT'] });
    expect((await call(admin, 'POST', `/people/${role.usuarioId}/merge`, { duplicado: plain.usuarioId })).json().code).toBe(
      'PERSON_MERGE_STAFF',
    );
    // The people admin merging someone into their own record is the same refusal (they are staff).
    expect((await call(admin, 'POST', `/people/${adminId}/merge`, { duplicado: plain.usuarioId })).json().code).toBe('PERSON_MERGE_STAFF');
    expect(await rowsNaming(staff.usuarioId)).toMatchObject({ 'staff_grant.usuario_id': 1 });
  });

  it('refuses while both hold a current Play subscription (two things someone pays for)', async () => {
    const a = await createMember(app, videira);
    const b = await createMember(app, videira);
    const [plan] = await app.database.db
      .select({ id: planoAssinatura.id })
      .from(planoAssinatura)
      .where(eq(planoAssinatura.igrejaId, videira.id))
      .limit(1);
    for (const [m, codigo] of [
      [a, 'PLAY-A'],
      [b, 'PLAY-B'],
    ] as const) {
      await app.database.db
        .insert(usuarioPlanoAssinatura)
        .values({ igrejaId: videira.id, usuarioId: m.usuarioId, planoId: plan!.id, codigo, situacao: 'ativo', idioma: 'pt-BR' });
    }
    expect((await call(admin, 'GET', `/people/${a.usuarioId}/merge?duplicado=${b.usuarioId}`)).json().bloqueio).toBe('PERSON_MERGE_PLAY');
    const res = await call(admin, 'POST', `/people/${a.usuarioId}/merge`, { duplicado: b.usuarioId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PERSON_MERGE_PLAY', message: expect.stringContaining('Play') });
    expect(await rowsNaming(b.usuarioId)).toMatchObject({ 'usuario_plano_assinatura.usuario_id': 1 });
  });
});
