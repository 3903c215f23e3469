import { randomBytes, randomUUID } from 'node:crypto';
import type { App } from '../app.ts';
import { hashPassword } from '../lib/password.ts';
import { conta, usuario, usuarioRole } from '../modules/accounts/accounts.schema.ts';
import { igreja, igrejaModulo, igrejaVisual } from '../modules/church/church.schema.ts';

/** Every module code of spec section 2. */
export const ALL_MODULES = [
  'MOD_CULTO',
  'MOD_EVENTO',
  'MOD_DOACAO',
  'MOD_CELULA',
  'MOD_DEVOCIONAL',
  'MOD_NOTICIA',
  'MOD_EBD',
  'MOD_PUBLICACAO',
  'MOD_MURAL_ORACAO',
  'MOD_ASSINATURA',
  'MOD_VOLUTS',
  'MOD_MYKIDS',
] as const;

export const TEST_PASSWORD = 'Test@1234';
let passwordHash: Promise<string> | undefined;

export interface TestChurch {
  id: number;
  slug: string;
  codigo: string;
  /** IANA zone (default America/Sao_Paulo). */
  fusoHorario: string;
  host: string;
}

/** Inserts an active church (host <slug>.localhost) with the given modules (default: all). */
export async function createChurch(
  app: App,
  slug: string,
  options: { modules?: readonly string[]; idioma?: string; flagAtivo?: boolean; organizacaoId?: number; fusoHorario?: string } = {},
): Promise<TestChurch> {
  const db = app.database.db;
  const [row] = await db
    .insert(igreja)
    .values({
      slug,
      codigo: slug.toUpperCase(),
      nome: `Igreja ${slug}`,
      idioma: options.idioma ?? 'pt_BR',
      flagAtivo: options.flagAtivo ?? true,
      organizacaoId: options.organizacaoId,
      ...(options.fusoHorario ? { fusoHorario: options.fusoHorario } : {}),
    })
    .returning({ id: igreja.id, slug: igreja.slug, codigo: igreja.codigo, fusoHorario: igreja.fusoHorario });
  if (!row) throw new Error('church insert failed');
  const modules = options.modules ?? ALL_MODULES;
  if (modules.length) {
    await db.insert(igrejaModulo).values(modules.map((codigo) => ({ igrejaId: row.id, codigo, nome: codigo })));
  }
  await db.insert(igrejaVisual).values({ igrejaId: row.id, corApp: '#5B2C83' });
  app.tenantCache.clear();
  return { ...row, host: `${slug}.localhost` };
}

export interface TestMember {
  contaId: number;
  usuarioId: number;
  email: string;
  password: string;
  token: string;
  /** Headers for app.inject: host of the church + bearer token. */
  headers: Record<string, string>;
}

/** Creates an active provider account with a client account in `church` and a valid access token. */
export async function createMember(
  app: App,
  church: TestChurch,
  options: { email?: string; nome?: string; roles?: string[]; active?: boolean } = {},
): Promise<TestMember> {
  const db = app.database.db;
  const email = options.email ?? `m-${randomBytes(4).toString('hex')}@test.local`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [account] = await db
    .insert(conta)
    .values({ email, senhaHash: await passwordHash, flagAtivo: options.active ?? true })
    .onConflictDoUpdate({ target: conta.email, set: { email } })
    .returning({ id: conta.id });
  if (!account) throw new Error('account insert failed');
  const [client] = await db
    .insert(usuario)
    .values({ igrejaId: church.id, contaId: account.id, email, nome: options.nome ?? 'Membro', sobrenome: 'Teste' })
    .returning({ id: usuario.id });
  if (!client) throw new Error('client insert failed');
  for (const role of options.roles ?? []) {
    await db.insert(usuarioRole).values({ igrejaId: church.id, usuarioId: client.id, role });
  }
  const token = await app.accessTokens.sign({ contaId: account.id, sessionVersion: 0, churchId: church.id, sessionId: randomUUID() });
  return {
    contaId: account.id,
    usuarioId: client.id,
    email,
    password: TEST_PASSWORD,
    token,
    headers: { host: church.host, authorization: `Bearer ${token}` },
  };
}
