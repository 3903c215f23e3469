import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churchId } from '../../db/church-table.ts';

/**
 * A live service of the church (MOD_CULTO): weekly ('semanal': day of the week 0-6, HH:MM in `fuso_horario`, a
 * duration) or a one-off stream ('avulso': start and end instants). Church-scoped (row-level security in 0010_live).
 * Staff schedule them in the console (live-authoring.ts) and go live or end by hand (occurrence.ts reads both).
 */
export const culto = pgTable(
  'culto',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    tipo: text('tipo').notNull(),
    diaSemana: integer('dia_semana'),
    horario: text('horario'),
    duracaoMinutos: integer('duracao_minutos').notNull().default(90),
    fusoHorario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
    inicio: timestamp('inicio', { withTimezone: true }),
    fim: timestamp('fim', { withTimezone: true }),
    /** Contract LIVE_SOURCE_TYPES. */
    fonteTipo: text('fonte_tipo').notNull(),
    fonteValor: text('fonte_valor').notNull(),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    /** Put live by hand in the console at this instant (live whatever the schedule until ended); null otherwise. */
    aoVivoDesde: timestamp('ao_vivo_desde', { withTimezone: true }),
    /** Ended in the console: a weekly occurrence that began by then is over; a one-off stream is over. */
    encerradoEm: timestamp('encerrado_em', { withTimezone: true }),
  },
  (t) => [
    index('culto_igreja_idx').on(t.igrejaId, t.tipo),
    check(
      'culto_tipo_ck',
      sql`(${t.tipo} = 'semanal' and ${t.diaSemana} between 0 and 6 and ${t.horario} is not null) or (${t.tipo} = 'avulso' and ${t.inicio} is not null and ${t.fim} > ${t.inicio})`,
    ),
  ],
);

/**
 * What the church's live schedule showed when it was last pushed to the open pages (live-boundary-runner.ts): a key of
 * each service's live state and occurrence. A copy that sees the key change at a start or end claims the push by
 * writing the new key where it differs (one row per church: under any number of copies, one wins).
 */
export const cultoAgendaPublicada = pgTable('culto_agenda_publicada', {
  igrejaId: churchId().primaryKey(),
  estado: text('estado').notNull(),
  publicadoEm: timestamp('publicado_em', { withTimezone: true }).notNull().defaultNow(),
});
