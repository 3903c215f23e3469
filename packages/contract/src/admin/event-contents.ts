import { z } from 'zod';
import { ZId } from '../common.ts';
import { CONTENT_TYPES } from '../events-purchase.ts';
import { zHttpsAddress, zOptionalText, zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * An event's exclusive online content in the staff console (issue 32, "online access and exclusive content"; the
 * `events` grant, view reads and edit writes, scoped to the event). What a holder of a confirmed ticket whose type
 * has `flagConteudoOnline` opens from the event's "online access" / "view content" button (the member app's
 * /user/registrations/{eventId}/ticket/{ticketId}/content): a video, a link or a file by its https address, or a
 * text. Field names are the table's (events.schema.ts `evento_conteudo`). Decided:
 * - `ingressoId` null: every ticket type of the event with online content; else that type only (of this event);
 * - `url` for `video`, `link` and `arquivo` (https only), `texto` for `texto`; the other one is dropped;
 * - new contents go last; `ordem` is the list's order (PUT …/contents/order with every id).
 */
export const EVENT_CONTENT_TITLE_MAX = 200;
export const EVENT_CONTENT_DESCRIPTION_MAX = 1000;
export const EVENT_CONTENT_TEXT_MAX = 20_000;
export const EVENT_CONTENT_URL_MAX = 1000;
export const EVENT_CONTENTS_MAX = 50;

export const ZAdminEventContentsParams = z.strictObject({ church: zChurchSlug, eventId: ZId });
export const ZAdminEventContentParams = z.strictObject({ church: zChurchSlug, eventId: ZId, contentId: ZId });

export const ZAdminEventContentBody = z
  .strictObject({
    titulo: zRequiredText(EVENT_CONTENT_TITLE_MAX),
    descricao: zOptionalText(EVENT_CONTENT_DESCRIPTION_MAX)
      .nullable()
      .transform((v) => v || null),
    tipo: z.enum(CONTENT_TYPES, { error: 'validation.invalid' }),
    url: z.string({ error: 'validation.invalid' }).nullable().default(null),
    texto: z.string({ error: 'validation.invalid' }).nullable().default(null),
    ingressoId: ZId.nullable().default(null),
  })
  .transform((v, ctx) => {
    if (v.tipo === 'texto') {
      const texto = zRequiredText(EVENT_CONTENT_TEXT_MAX).safeParse(v.texto ?? '');
      if (!texto.success) ctx.addIssue({ code: 'custom', path: ['texto'], message: texto.error.issues[0]!.message });
      return { ...v, url: null, texto: texto.success ? texto.data : null };
    }
    const url = zHttpsAddress(EVENT_CONTENT_URL_MAX).safeParse(v.url ?? '');
    if (!url.success) ctx.addIssue({ code: 'custom', path: ['url'], message: url.error.issues[0]!.message });
    return { ...v, url: url.success ? url.data : null, texto: null };
  })
  .meta({ id: 'AdminEventContentBody' });
export type TAdminEventContentInput = z.output<typeof ZAdminEventContentBody>;

export const ZAdminEventContent = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    tipo: z.enum(CONTENT_TYPES),
    url: z.string().nullable(),
    texto: z.string().nullable(),
    ingressoId: z.number().int().nullable(),
    ordem: z.number().int(),
  })
  .meta({ id: 'AdminEventContent' });
export type TAdminEventContent = z.infer<typeof ZAdminEventContent>;

export const ZAdminEventContentList = z.object({ itens: z.array(ZAdminEventContent) }).meta({ id: 'AdminEventContentList' });
export type TAdminEventContentList = z.infer<typeof ZAdminEventContentList>;

/** PUT …/contents/order: every content id of the event, in the new order. */
export const ZAdminEventContentOrderBody = z
  .strictObject({ ids: z.array(ZId).min(1, 'validation.required').max(EVENT_CONTENTS_MAX, 'validation.maxValue') })
  .meta({ id: 'AdminEventContentOrderBody' });
