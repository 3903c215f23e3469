import { z } from 'zod';
import { zPageNumber } from '../common.ts';
import { zText } from '../validators.ts';
import { zListLimit } from './common.ts';

/**
 * The events area's list in the staff console (issue 32; `events` view grant). Decided:
 * - `estado`: `upcoming` the events not yet ended (soonest first), `past` the ended ones (latest first), `all` both
 *   (newest start first); an inactive event (`ativo` false) is listed too, marked so;
 * - a grant scoped to one event lists that event only (an unscoped one every event of the church);
 * - `vendidos` and `capacidade` add up the event's ticket types (sold: paid or free; capacity: their quantities);
 *   `inscricoes` counts its registrations that are not cancelled.
 */
export const EVENT_LIST_SEARCH_MAX = 100;
export const EVENT_LIST_STATES = ['upcoming', 'past', 'all'] as const;
export type TEventListState = (typeof EVENT_LIST_STATES)[number];

export const ZEventListQuery = z.strictObject({
  /** Part of the title (contains, any case). */
  q: zText().trim().min(1, 'validation.required').max(EVENT_LIST_SEARCH_MAX, 'validation.maxLength').optional(),
  estado: z.enum(EVENT_LIST_STATES, { error: 'validation.invalid' }).default('upcoming'),
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TEventListQuery = z.input<typeof ZEventListQuery>;

export const ZEventListItem = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    dataInicio: z.string(),
    dataFim: z.string(),
    localNome: z.string().nullable(),
    /** false: the event was taken off (cancelled or hidden); it sells nothing. */
    ativo: z.boolean(),
    /** Its end has passed. */
    encerrado: z.boolean(),
    vendidos: z.number().int(),
    capacidade: z.number().int(),
    inscricoes: z.number().int(),
  })
  .meta({ id: 'AdminEventListItem' });
export type TEventListItem = z.infer<typeof ZEventListItem>;

export const ZEventListPage = z
  .object({
    itens: z.array(ZEventListItem),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AdminEventListPage' });
export type TEventListPage = z.infer<typeof ZEventListPage>;
