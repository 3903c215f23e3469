import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
// The session check reads the account tables (conta, usuario, refresh_token) through their schema file, as joins may.
import { conta, refreshToken, usuario } from '../modules/accounts/accounts.schema.ts';

/** What an access token names: the account, the church it is for, its session version and session (refresh family). */
export interface SessionClaims {
  contaId: number;
  churchId: number;
  sessionVersion: number;
  sessionId: string;
}

/**
 * The session check, built once per database handle and sent as a named prepared statement (parsed once per
 * connection), or unnamed behind a transaction-pooling pooler (`namedStatements` false: see db/client.ts).
 */
function buildLiveSession(db: Db, named: boolean) {
  const churchId = sql.placeholder('churchId');
  const revoked = db
    .select({ one: sql`1` })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.igrejaId, churchId),
        eq(refreshToken.familia, sql.placeholder('sessionId')),
        sql`${refreshToken.revogadoEm} is not null`,
      ),
    );
  const clientAccount = db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, conta.id), eq(usuario.flagAtivo, true)))
    .limit(1);
  return db
    .select({ usuarioId: sql<number | null>`(${clientAccount})` })
    .from(conta)
    .where(
      and(
        eq(conta.id, sql.placeholder('contaId')),
        eq(conta.flagAtivo, true),
        isNull(conta.desativadoEm),
        eq(conta.versaoSessao, sql.placeholder('sessionVersion')),
        sql`not exists (${revoked})`,
      ),
    )
    .limit(1)
    .prepare(named ? 'congrega_live_session' : ''); // '' = the unnamed statement, parsed with each execution
}
const liveSessionStatements = new WeakMap<Db, ReturnType<typeof buildLiveSession>>();

/**
 * Whether an access token's session still stands and, with it, the caller's client account at the token's church,
 * in ONE statement: the account is active, not deleted, on the token's session version, and the token's
 * refresh-token family (its session) was not revoked by logout or reuse detection; `usuarioId` is the account's
 * active client account (`usuario`) at the church, null when it has none. undefined: the session has ended.
 * Runs as the owner role (global lookup by primary key and the family and client-account indexes).
 */
export async function findLiveSession(
  database: Pick<Database, 'db' | 'namedStatements'>,
  session: SessionClaims,
): Promise<{ usuarioId: number | null } | undefined> {
  const { db } = database;
  let statement = liveSessionStatements.get(db);
  if (!statement) {
    statement = buildLiveSession(db, database.namedStatements);
    liveSessionStatements.set(db, statement);
  }
  const { contaId, churchId, sessionVersion, sessionId } = session;
  const [row] = await statement.execute({ contaId, churchId, sessionVersion, sessionId });
  return row ? { usuarioId: row.usuarioId ?? null } : undefined;
}
