import { z } from 'zod';
import { ZId } from '../common.ts';
import { CONTENT_SLUG_PATTERN } from '../content-slugs.ts';
import { LOCALES } from '../locale.ts';
import { zDateTime, zOptionalText, zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';
import { zChurchImage } from './settings.ts';

/**
 * Authoring the church's podcasts in the staff console (issue 33; the `content` grant: view reads, edit writes).
 * Field names are the tables' (podcast.schema.ts). Decided:
 * - a show is named in its addresses by `codigo` (a slug: lower-case letters, digits and hyphens, unique in the church:
 *   409 PODCAST_CODE_TAKEN); its cover is an upload of the church's content folder (POST
 *   /admin/:church/content/images); `autor`, `categoria` (PODCAST_CATEGORIES, Apple's categories), `explicito` and
 *   `idioma` describe it in its public RSS feed (GET /podcast/anchor/{code}/feed.xml);
 * - an episode plays an audio file of the media library that is processed (`midiaId`; 409 PODCAST_AUDIO_NOT_READY
 *   otherwise); it is created unpublished and numbered after the show's last (`posicao`, its itunes:episode);
 *   publishing shows it to members and in the feed from `dataPublicacao` on (a date ahead schedules it);
 * - `bloqueado` is the feed's podcast:locked (yes by default: no other host may import the show), `ocultoDiretorios`
 *   its itunes:block (directories such as Apple Podcasts do not list it; its address still works);
 * - an audio file an episode plays cannot be deleted from the library (409 PODCAST_AUDIO_IN_USE);
 * - deleting a show deletes its episodes with it (the audio files stay in the library, free to delete) and its cover.
 */
export const PODCAST_TITLE_MAX = 200;
export const PODCAST_DESCRIPTION_MAX = 4000;
export const PODCAST_AUTHOR_MAX = 120;
export const PODCAST_CODE_MAX = 60;

/** Apple Podcasts categories a church's show may take: key -> category, subcategory. */
export const PODCAST_CATEGORIES = {
  christianity: ['Religion & Spirituality', 'Christianity'],
  religion: ['Religion & Spirituality', 'Religion'],
  spirituality: ['Religion & Spirituality', 'Spirituality'],
  education: ['Education', null],
  'kids-family': ['Kids & Family', null],
  music: ['Music', null],
  'society-culture': ['Society & Culture', null],
} as const satisfies Record<string, readonly [string, string | null]>;
export const PODCAST_CATEGORY_KEYS = Object.keys(PODCAST_CATEGORIES) as [
  keyof typeof PODCAST_CATEGORIES,
  ...(keyof typeof PODCAST_CATEGORIES)[],
];
export type TPodcastCategory = keyof typeof PODCAST_CATEGORIES;

export const ZAdminPodcastParams = z.strictObject({ church: zChurchSlug, podcastId: ZId });
export const ZAdminPodcastEpisodeParams = z.strictObject({ church: zChurchSlug, podcastId: ZId, episodeId: ZId });

const nullableText = (max: number) =>
  zOptionalText(max)
    .nullable()
    .transform((v) => v || null);

export const ZAdminPodcastBody = z
  .strictObject({
    codigo: zRequiredText(PODCAST_CODE_MAX).regex(CONTENT_SLUG_PATTERN, 'validation.slug'),
    titulo: zRequiredText(PODCAST_TITLE_MAX),
    descricao: nullableText(PODCAST_DESCRIPTION_MAX),
    imagem: zChurchImage.nullable().default(null),
    autor: nullableText(PODCAST_AUTHOR_MAX),
    categoria: z.enum(PODCAST_CATEGORY_KEYS, { error: 'validation.invalid' }),
    explicito: z.boolean({ error: 'validation.invalid' }).default(false),
    idioma: z.enum(LOCALES, { error: 'validation.invalid' }),
    bloqueado: z.boolean({ error: 'validation.invalid' }).default(true),
    ocultoDiretorios: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .meta({ id: 'AdminPodcastBody' });
export type TAdminPodcastBody = z.input<typeof ZAdminPodcastBody>;
export type TAdminPodcastInput = z.output<typeof ZAdminPodcastBody>;

export const ZAdminPodcast = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    imagem: z.string().nullable(),
    autor: z.string().nullable(),
    categoria: z.enum(PODCAST_CATEGORY_KEYS),
    explicito: z.boolean(),
    idioma: z.enum(LOCALES),
    /** Its feed's podcast:locked (yes: another host may not import it). */
    bloqueado: z.boolean(),
    /** Its feed's itunes:block (directories do not list it). */
    ocultoDiretorios: z.boolean(),
    /** Its podcast:guid. */
    guid: z.string(),
    /** The public RSS feed's absolute address (what a podcast app subscribes to). */
    feed: z.string(),
    episodios: z.number().int(),
  })
  .meta({ id: 'AdminPodcast' });
export type TAdminPodcast = z.infer<typeof ZAdminPodcast>;

export const ZAdminPodcastList = z.object({ itens: z.array(ZAdminPodcast) }).meta({ id: 'AdminPodcastList' });
export type TAdminPodcastList = z.infer<typeof ZAdminPodcastList>;

export const ZAdminPodcastEpisodeBody = z
  .strictObject({
    titulo: zRequiredText(PODCAST_TITLE_MAX),
    descricao: nullableText(PODCAST_DESCRIPTION_MAX),
    midiaId: ZId,
    dataPublicacao: zDateTime(),
  })
  .meta({ id: 'AdminPodcastEpisodeBody' });
export type TAdminPodcastEpisodeBody = z.input<typeof ZAdminPodcastEpisodeBody>;

export const ZAdminPodcastPublicationBody = z
  .strictObject({ publicado: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'AdminPodcastPublicationBody' });

export const ZAdminPodcastEpisode = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    posicao: z.number().int(),
    /** The audio file played (null for the demo's episodes, whose sound is a public file). */
    midiaId: z.number().int().nullable(),
    midiaNome: z.string().nullable(),
    duracaoSegundos: z.number().int().nullable(),
    publicado: z.boolean(),
    dataPublicacao: z.string(),
    /** The address members and the feed play (same origin as the member app). */
    audio: z.string().nullable(),
  })
  .meta({ id: 'AdminPodcastEpisode' });
export type TAdminPodcastEpisode = z.infer<typeof ZAdminPodcastEpisode>;

export const ZAdminPodcastDetail = z
  .object({ podcast: ZAdminPodcast, episodios: z.array(ZAdminPodcastEpisode) })
  .meta({ id: 'AdminPodcastDetail' });
export type TAdminPodcastDetail = z.infer<typeof ZAdminPodcastDetail>;

/** The library's processed audio files an episode may play, newest first. */
export const ZAdminPodcastAudioList = z
  .object({
    itens: z.array(z.object({ id: z.number().int(), nome: z.string(), duracaoSegundos: z.number().nullable(), criadoEm: z.string() })),
  })
  .meta({ id: 'AdminPodcastAudioList' });
export type TAdminPodcastAudioList = z.infer<typeof ZAdminPodcastAudioList>;
