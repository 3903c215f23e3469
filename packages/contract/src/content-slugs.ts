import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Slugs of content items (issue 33: editable, unique per church and kind, an old one keeps answering). A slug is
 * lower-case ASCII letters, digits and dashes, WITH at least one letter (an all-digit key is always an id: a
 * notification names its item by number), at most CONTENT_SLUG_MAX characters. The console derives one from the
 * title when staff leave it blank (`slugify`).
 */
export const CONTENT_SLUG_MAX = 100;
export const CONTENT_SLUG_PATTERN = /^(?=[0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const zContentSlug = z
  .string({ error: 'validation.slug' })
  .trim()
  .max(CONTENT_SLUG_MAX, 'validation.maxLength')
  .regex(CONTENT_SLUG_PATTERN, 'validation.slug');

/** A member item path's key: a slug, or the numeric id (digits). */
export const ZContentSlugOrIdParams = z.strictObject({ slug: z.union([zContentSlug, ZId]) });

/** The slug of a title: accents dropped, lower case, anything else a dash; "item" when nothing is left or no letter. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX - 8)
    .replace(/-+$/, '');
  return CONTENT_SLUG_PATTERN.test(base) ? base : base ? `item-${base}` : 'item';
}
