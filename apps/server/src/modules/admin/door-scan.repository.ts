import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import type { AuditInsert } from './audit.repository.ts';
import { REFUSED_STATES } from './door-rules.ts';
import { staffName } from './offerings.repository.ts';

/**
 * The online door scan's SQL (door.service.ts `doorCheckIn`): ONE prepared statement per scan, which reads the ticket
 * of the code (its registration's status and event, the ticket type's name), whether the path's event exists,
 * admits the ticket when it may enter (the unique row per ticket decides between parallel scans, as
 * `insertCheckin` does: the loser's insert waits for the winner's commit, then does nothing), appends the audit row
 * of that admission, and answers the ticket's earlier admission with the staff member's name. The statement's
 * snapshot predates a parallel winner's commit, so a scan that lost a race sees no earlier admission here: the
 * caller reads it again (`findCheckin`, a statement of its own).
 */

const p = {
  churchId: sql.placeholder('churchId'),
  eventId: sql.placeholder('eventId'),
  codigo: sql.placeholder('codigo'),
  contaId: sql.placeholder('contaId'),
  dispositivo: sql.placeholder('dispositivo'),
  porta: sql.placeholder('porta'),
  em: sql.placeholder('em'),
  atorContaId: sql.placeholder('atorContaId'),
  area: sql.placeholder('area'),
  entidade: sql.placeholder('entidade'),
  acao: sql.placeholder('acao'),
  antes: sql.placeholder('antes'),
  depois: sql.placeholder('depois'),
  requestId: sql.placeholder('requestId'),
  ip: sql.placeholder('ip'),
};

/** The registration states that never enter (door-rules.ts), written into the statement. */
const refused = sql.raw(
  Object.keys(REFUSED_STATES)
    .map((s) => `'${s}'`)
    .join(', '),
);

const scan = preparedSql<ScanValues, ScanRow>(
  'congrega_door_scan',
  sql`with t as (
    select b.id as bilhete_id, b.titular, i.evento_id, i.status, g.nome as tipo
    from evento_bilhete b
    join evento_inscricao i on i.id = b.inscricao_id and i.igreja_id = ${p.churchId}::int
    join evento_ingresso g on g.id = b.ingresso_id and g.igreja_id = ${p.churchId}::int
    where b.igreja_id = ${p.churchId}::int and b.codigo = ${p.codigo}::text
  ), ins as (
    insert into evento_checkin (igreja_id, evento_id, bilhete_id, admitido_por_conta_id, dispositivo, porta, em)
    select ${p.churchId}::int, ${p.eventId}::int, t.bilhete_id, ${p.contaId}::int, ${p.dispositivo}::text, ${p.porta}::text,
      ${p.em}::timestamptz
    from t where t.evento_id = ${p.eventId}::int and t.status not in (${refused})
    on conflict do nothing
    returning bilhete_id
  ), audit as (
    insert into auditoria (igreja_id, ator_conta_id, area, entidade, entidade_id, acao, antes, depois, request_id, ip)
    select ${p.churchId}::int, ${p.atorContaId}::int, ${p.area}::text, ${p.entidade}::text, ins.bilhete_id::text,
      ${p.acao}::text, ${p.antes}::jsonb, ${p.depois}::jsonb, ${p.requestId}::text, ${p.ip}::text
    from ins
  )
  select t.bilhete_id, t.titular, t.tipo, t.evento_id, t.status,
    t.evento_id = ${p.eventId}::int
      or exists (select 1 from evento e where e.igreja_id = ${p.churchId}::int and e.id = ${p.eventId}::int) as evento_existe,
    case when t.evento_id <> ${p.eventId}::int then
      (select e.titulo from evento e where e.igreja_id = ${p.churchId}::int and e.id = t.evento_id) end as outro_titulo,
    exists (select 1 from ins) as admitido,
    ck.admitido_por_conta_id as conta_id,
    case when ck.id is not null then ${staffName(sql.raw('ck.admitido_por_conta_id'), p.churchId)} end as nome,
    ck.dispositivo, ck.porta, ck.em
  from t
  left join evento_checkin ck on ck.igreja_id = ${p.churchId}::int and ck.bilhete_id = t.bilhete_id`,
);

interface ScanValues extends Record<string, unknown> {
  churchId: number;
  eventId: number;
  codigo: string;
  contaId: number;
  dispositivo: string;
  porta: string | null;
  em: string;
  atorContaId: number;
  area: string;
  entidade: string;
  acao: string;
  antes: string | null;
  depois: string | null;
  requestId: string | null;
  ip: string | null;
}

interface ScanRow {
  bilhete_id: number;
  titular: string;
  tipo: string;
  evento_id: number;
  status: string;
  evento_existe: boolean;
  outro_titulo: string | null;
  admitido: boolean;
  conta_id: number | null;
  nome: string | null;
  dispositivo: string | null;
  porta: string | null;
  em: string | Date | null;
}

/** A jsonb value as its text; SQL null for none (as the query builder writes a null jsonb column). */
const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export interface ScanResult {
  ticket: { bilheteId: number; titular: string; tipo: string; eventoId: number; status: string };
  /** The path's event is the church's. */
  eventExists: boolean;
  /** The ticket's event's title when it is another event. */
  otherTitle: string | null;
  /** This scan admitted the ticket (and wrote `audit`). */
  admitted: boolean;
  /** The ticket's admission committed before this statement began, if any. */
  earlier: { contaId: number; nome: string; dispositivo: string; porta: string | null; em: Date } | undefined;
}

/**
 * One scan of `codigo` at the path's event by `contaId`: undefined when no ticket of the church has that code.
 * `audit` is the admission's audit row (admin-tx.ts `auditRow`, masked; its entity is the ticket), written only when
 * the scan admits. `named`: the database's `namedStatements` (db/prepared-sql.ts).
 */
export async function scanTicket(
  tx: Tx,
  s: { churchId: number; eventId: number; codigo: string; contaId: number; dispositivo: string; porta: string | null; em: Date },
  audit: AuditInsert,
  named: boolean,
): Promise<ScanResult | undefined> {
  const [row] = await scan.run(
    tx,
    {
      ...s,
      em: s.em.toISOString(),
      atorContaId: audit.atorContaId,
      area: audit.area,
      entidade: audit.entidade,
      acao: audit.acao,
      antes: jsonOrNull(audit.antes),
      depois: jsonOrNull(audit.depois),
      requestId: audit.requestId ?? null,
      ip: audit.ip ?? null,
    },
    named,
  );
  if (!row) return undefined;
  return {
    ticket: { bilheteId: row.bilhete_id, titular: row.titular, tipo: row.tipo, eventoId: row.evento_id, status: row.status },
    eventExists: row.evento_existe,
    otherTitle: row.outro_titulo,
    admitted: row.admitido,
    earlier:
      row.conta_id === null || row.em === null
        ? undefined
        : { contaId: row.conta_id, nome: row.nome ?? '', dispositivo: row.dispositivo ?? '', porta: row.porta, em: new Date(row.em) },
  };
}
