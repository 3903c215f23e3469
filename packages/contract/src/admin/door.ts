import { z } from 'zod';
import { ZId } from '../common.ts';
import { zDateTime, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * Door check-in (issue 32, "Door check-in"): staff at an event's door scan a ticket's code (evento_bilhete.codigo,
 * the QR of the member app's My tickets) and get one verdict. Decided:
 * - a ticket is admitted once: one row per ticket (evento_checkin, unique), so two parallel scans admit it once and
 *   the second answers `ja_admitido` with when, by whom, at which door and device;
 * - `override: { motivo }` lets an already-admitted ticket in again (a re-entry): the verdict is `admitido` with
 *   `reentrada`, and the override is audited with its reason; the first admission stays the recorded one;
 * - only a confirmed registration's ticket is admitted; pending payment is `nao_pago`, cancelled `cancelado`, a code
 *   of another event of the church `outro_evento`, anything else `desconhecido` (a code of another church too);
 * - offline: the device downloads the manifest (each ticket as SHA-256 hex of `codigo + salt`, the salt given per
 *   event), decides locally and queues its admissions; the sync keeps the first admission by client time, then by
 *   server arrival, and flags every other one (or one whose ticket is no longer admissible) as a conflict for staff.
 *   A sync is idempotent on (device, local id): a retried batch never counts twice.
 */
export const DOOR_VERDICTS = ['admitido', 'ja_admitido', 'outro_evento', 'nao_pago', 'cancelado', 'desconhecido'] as const;
export type TDoorVerdict = (typeof DOOR_VERDICTS)[number];
export const DOOR_TICKET_STATES = ['confirmada', 'pendente', 'cancelada'] as const;
export type TDoorTicketState = (typeof DOOR_TICKET_STATES)[number];
/** What a synced admission became: admitted (it was first), a conflict, or the verdict that refused it. */
export const DOOR_SYNC_RESULTS = ['admitido', 'conflito', 'outro_evento', 'nao_pago', 'cancelado', 'desconhecido'] as const;
export type TDoorSyncResult = (typeof DOOR_SYNC_RESULTS)[number];

export const DOOR_CODE_MAX = 200;
/** A member card's QR code: the signed `code` of its verification link (/member-card/verify?code=...). */
export const DOOR_CARD_CODE_MAX = 1_000;
export const DOOR_DEVICE_MAX = 100;
export const DOOR_NAME_MAX = 100;
export const DOOR_REASON_MAX = 500;
export const DOOR_LOCAL_ID_MAX = 100;
export const DOOR_SYNC_MAX = 500;
export const DOOR_SEARCH_MIN = 2;
export const DOOR_SEARCH_LIMIT = 20;

/** The text a manifest's hash is taken of (SHA-256, hex): the ticket's code then the event's salt. */
export const doorHashInput = (codigo: string, salt: string): string => `${codigo}${salt}`;

export const ZDoorEventParams = z.strictObject({ church: zChurchSlug, eventId: ZId });

const ZStaffRef = z.object({ contaId: z.number().int(), nome: z.string() });
const ZDoorEventRef = z.object({
  id: z.number().int(),
  titulo: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  localNome: z.string().nullable(),
});

export const ZDoorCounts = z
  .object({ admitidos: z.number().int(), esperados: z.number().int(), conflitos: z.number().int() })
  .meta({ id: 'AdminDoorCounts' });
export type TDoorCounts = z.infer<typeof ZDoorCounts>;

/** GET /admin/:church/door/events: the events the caller may work the door of (a scoped grant: its events only). */
export const ZDoorEventList = z.object({ itens: z.array(ZDoorEventRef) }).meta({ id: 'AdminDoorEventList' });
export type TDoorEventList = z.infer<typeof ZDoorEventList>;

/** GET /admin/:church/door/events/:eventId: the event and its live counts (expected = confirmed tickets). */
export const ZDoorEvent = z.object({ evento: ZDoorEventRef, contagem: ZDoorCounts }).meta({ id: 'AdminDoorEvent' });
export type TDoorEvent = z.infer<typeof ZDoorEvent>;

/** How long GET …/counts waits for a change before answering the counts as they are (the device then asks again). */
export const DOOR_COUNTS_WAIT_MS = 25_000;
const zCount = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(10_000_000, 'validation.invalid');
/**
 * GET …/counts?admitidos=&esperados=&conflitos=: the counts the device shows. The server answers as soon as the
 * event's counts differ from them (at once when they already do, or when a query names none), else after
 * DOOR_COUNTS_WAIT_MS with them unchanged: every device at the door sees an admission within moments of it.
 */
export const ZDoorCountsQuery = z.strictObject({
  admitidos: zCount.optional(),
  esperados: zCount.optional(),
  conflitos: zCount.optional(),
});
export type TDoorCountsQuery = z.infer<typeof ZDoorCountsQuery>;

/** Where and when a ticket was first admitted. */
export const ZDoorAdmission = z
  .object({
    em: z.string(),
    por: ZStaffRef,
    dispositivo: z.string(),
    porta: z.string().nullable(),
  })
  .meta({ id: 'AdminDoorAdmission' });
export type TDoorAdmission = z.infer<typeof ZDoorAdmission>;

const ZHolder = { titular: z.string(), tipo: z.string() };

export const ZDoorCheckInResult = z
  .discriminatedUnion('veredito', [
    z.object({ veredito: z.literal('admitido'), ...ZHolder, reentrada: z.boolean() }),
    z.object({ veredito: z.literal('ja_admitido'), ...ZHolder, admissao: ZDoorAdmission }),
    z.object({ veredito: z.literal('outro_evento'), evento: z.object({ id: z.number().int(), titulo: z.string() }) }),
    z.object({ veredito: z.literal('nao_pago'), ...ZHolder }),
    z.object({ veredito: z.literal('cancelado'), ...ZHolder }),
    z.object({ veredito: z.literal('desconhecido') }),
  ])
  .meta({ id: 'AdminDoorCheckInResult' });
export type TDoorCheckInResult = z.infer<typeof ZDoorCheckInResult>;

const zCode = zRequiredText(DOOR_CODE_MAX);
const zDevice = zRequiredText(DOOR_DEVICE_MAX);
const zDoorName = zOptionalText(DOOR_NAME_MAX);

export const ZDoorCheckInBody = z
  .strictObject({
    codigo: zCode,
    /** The scanning device's id (stable per browser). */
    dispositivo: zDevice,
    porta: zDoorName,
    /** The client's time of the scan (kept with the admission; the server's time when absent). */
    em: zDateTime().optional(),
    override: z.strictObject({ motivo: zRequiredText(DOOR_REASON_MAX) }).optional(),
  })
  .meta({ id: 'AdminDoorCheckInBody' });
export type TDoorCheckInBody = z.infer<typeof ZDoorCheckInBody>;

export const ZDoorSyncItem = z.strictObject({
  /** The device's own id of the queued admission (idempotency with `dispositivo`). */
  localId: zRequiredText(DOOR_LOCAL_ID_MAX),
  codigo: zCode,
  em: zDateTime(),
  porta: zDoorName,
});
export type TDoorSyncItem = z.infer<typeof ZDoorSyncItem>;

export const ZDoorSyncBody = z
  .strictObject({
    dispositivo: zDevice,
    itens: z.array(ZDoorSyncItem, { error: 'validation.required' }).min(1, 'validation.required').max(DOOR_SYNC_MAX, 'validation.invalid'),
  })
  .meta({ id: 'AdminDoorSyncBody' });
export type TDoorSyncBody = z.infer<typeof ZDoorSyncBody>;

export const ZDoorSyncResult = z
  .object({
    itens: z.array(z.object({ localId: z.string(), resultado: z.enum(DOOR_SYNC_RESULTS), repetido: z.boolean() })),
    contagem: ZDoorCounts,
  })
  .meta({ id: 'AdminDoorSyncResult' });
export type TDoorSyncAnswer = z.infer<typeof ZDoorSyncResult>;

/** GET …/manifest: every ticket of the event, for deciding offline. */
export const ZDoorManifest = z
  .object({
    evento: ZDoorEventRef,
    salt: z.string(),
    geradoEm: z.string(),
    bilhetes: z.array(z.object({ hash: z.string(), ...ZHolder, status: z.enum(DOOR_TICKET_STATES), admitidoEm: z.string().nullable() })),
  })
  .meta({ id: 'AdminDoorManifest' });
export type TDoorManifest = z.infer<typeof ZDoorManifest>;

export const ZDoorTicketQuery = z.strictObject({
  q: zText().trim().min(DOOR_SEARCH_MIN, 'validation.invalid').max(DOOR_NAME_MAX, 'validation.maxLength'),
});

/** GET …/tickets?q=: tickets whose holder's name matches, for manual entry (the code admits through check-ins). */
export const ZDoorTicketList = z
  .object({
    itens: z.array(z.object({ codigo: z.string(), ...ZHolder, status: z.enum(DOOR_TICKET_STATES), admitidoEm: z.string().nullable() })),
  })
  .meta({ id: 'AdminDoorTicketList' });
export type TDoorTicketList = z.infer<typeof ZDoorTicketList>;

const ZSyncAdmission = z.object({ em: z.string(), por: ZStaffRef.nullable(), dispositivo: z.string(), porta: z.string().nullable() });

/** GET …/conflicts: synced admissions that were not first (or whose ticket was no longer admissible). */
export const ZDoorConflictList = z
  .object({
    itens: z.array(
      z.object({
        id: z.number().int(),
        titular: z.string().nullable(),
        tipo: z.string().nullable(),
        resultado: z.enum(DOOR_SYNC_RESULTS),
        /** The queued admission flagged. */
        esta: ZSyncAdmission,
        /** The ticket's other admission: the one this lost to, or the one it displaced (`venceu`); null when refused. */
        outra: ZSyncAdmission.nullable(),
        /** This queued admission was the first by client time: it stands as the ticket's admission. */
        venceu: z.boolean(),
        recebidoEm: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminDoorConflictList' });
export type TDoorConflictList = z.infer<typeof ZDoorConflictList>;

/** A member card read at the door: the `code` of the card's verification link, checked as /member-card/verify does. */
export const ZDoorMemberCardBody = z.strictObject({ codigo: zRequiredText(DOOR_CARD_CODE_MAX) }).meta({ id: 'AdminDoorMemberCardBody' });
export type TDoorMemberCardBody = z.infer<typeof ZDoorMemberCardBody>;
