import { z } from 'zod';
import { ZId, zPageNumber } from './common.ts';

/**
 * The church's podcast (spec sections 3 "Podcast item", 4 "Podcast", 7 `GET /podcast/anchor/{code}/?page&limit=10`,
 * 9 "Podcast page size 10"): episodes newest first, a page at a time; the end of the list is reached when a page
 * has fewer than `limit` items (no total is sent). Item field names are the spec's (snake_case).
 */
export const PODCAST_PAGE_SIZE = 10;
export const PODCAST_PAGE_MAX = 50;

export const ZPodcastParams = z.strictObject({ code: z.string().min(1, 'validation.required').max(100, 'validation.maxLength') });
export const ZPodcastQuery = z.strictObject({
  page: zPageNumber(),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(PODCAST_PAGE_MAX, 'validation.invalid')
    .default(PODCAST_PAGE_SIZE),
});
export type TPodcastQuery = z.input<typeof ZPodcastQuery>;

export const ZPodcastEpisode = z
  .object({
    id: ZId,
    background: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    position: z.number().int(),
    published_at: z.string(),
    audio_file: z.string(),
    duration: z.number().int().nullable(),
  })
  .meta({ id: 'PodcastEpisode' });
export type TPodcastEpisode = z.infer<typeof ZPodcastEpisode>;

export const ZPodcastInfo = z
  .object({ code: z.string(), title: z.string(), description: z.string().nullable(), image: z.string().nullable() })
  .meta({ id: 'PodcastInfo' });
export type TPodcastInfo = z.infer<typeof ZPodcastInfo>;
/** GET /igreja/{slug}/podcast/: the church's podcasts (the /podcast screen opens the first, or `?code=`). */
export const ZPodcastList = z.object({ podcasts: z.array(ZPodcastInfo) }).meta({ id: 'PodcastList' });
export const ZChurchPodcastParams = z.strictObject({ slug: z.string().min(1).max(100) });

export const ZPodcastPage = z
  .object({
    podcast: ZPodcastInfo,
    items: z.array(ZPodcastEpisode),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'PodcastPage' });
export type TPodcastPage = z.infer<typeof ZPodcastPage>;
