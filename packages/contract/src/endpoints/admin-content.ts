import { z } from 'zod';
import {
  adminContentBody,
  adminContentSchemas,
  CONTENT_PASSAGE_MAX,
  ZAdminContentImageBody,
  ZAdminContentListParams,
  ZAdminContentListQuery,
  ZAdminContentParams,
  ZAdminContentPublishBody,
  type TAdminContentKind,
} from '../admin/content.ts';
import {
  EBD_ANSWER,
  EBD_FIELDS,
  MINISTRY_ANSWER,
  MINISTRY_FIELDS,
  PROJECT_ANSWER,
  PROJECT_FIELDS,
  PUBLICATION_ANSWER,
  PUBLICATION_FIELDS,
} from '../admin/content-kinds.ts';
import { ZAdminImageUpload } from '../admin/settings.ts';
import { defineEndpoint } from '../endpoint.ts';
import { zOptionalText } from '../validators.ts';
import { zOptionalVideoLink } from '../video-links.ts';
import { ZId } from '../common.ts';
import { zContentSlug } from '../content-slugs.ts';
import { ZVideoSource } from './videos.ts';

/**
 * Authoring the church's content in the staff console (admin/content.ts): the `content` grant, view to read and edit
 * to change. Every kind gets the same seven endpoints under `/admin/:church/content/<kind>` from `adminContentEndpoints`
 * (its own fields in `extra` for the body, `answer` for the response); the cover upload is shared by every kind.
 */
const base = { base: 'admin', auth: 'staff', cache: 'private' } as const;
const view = { area: 'content', action: 'view' } as const;
const edit = { area: 'content', action: 'edit' } as const;

export function adminContentEndpoints<X extends z.ZodRawShape, A extends z.ZodRawShape>(spec: {
  kind: TAdminContentKind;
  name: string;
  label: string;
  extra: X;
  answer: A;
}) {
  const path = `/admin/:church/content/${spec.kind}`;
  const common = { ...base, tags: [`admin-content-${spec.kind}`] };
  const body = adminContentBody(spec.name, spec.extra);
  const { item, list } = adminContentSchemas(spec.name, spec.answer);
  return {
    body,
    item,
    list: defineEndpoint({
      ...common,
      grant: view,
      method: 'GET',
      path,
      summary: `${spec.label}: every item of the church in any state, newest first, paged; \`busca\` searches title and text, \`estado\` filters`,
      params: ZAdminContentListParams,
      query: ZAdminContentListQuery,
      status: 200,
      response: list,
      errors: [400, 401, 403, 404],
    }),
    get: defineEndpoint({
      ...common,
      grant: view,
      method: 'GET',
      path: `${path}/:id`,
      summary: `${spec.label}: one item for editing, every field as stored`,
      params: ZAdminContentParams,
      status: 200,
      response: item,
      errors: [400, 401, 403, 404],
    }),
    create: defineEndpoint({
      ...common,
      grant: edit,
      method: 'POST',
      path,
      summary: `${spec.label}: creates an item as a draft (the rich text sanitised before it is stored)`,
      params: ZAdminContentListParams,
      body,
      status: 201,
      response: item,
      errors: [400, 401, 403, 404],
    }),
    update: defineEndpoint({
      ...common,
      grant: edit,
      method: 'PUT',
      path: `${path}/:id`,
      summary: `${spec.label}: replaces an item's fields, its state unchanged (the rich text sanitised before it is stored)`,
      params: ZAdminContentParams,
      body,
      status: 200,
      response: item,
      errors: [400, 401, 403, 404],
    }),
    publish: defineEndpoint({
      ...common,
      grant: edit,
      method: 'POST',
      path: `${path}/:id/publish`,
      summary: `${spec.label}: publishes an item now, or at \`quando\` (ahead of now); the members are notified once when it shows`,
      params: ZAdminContentParams,
      body: ZAdminContentPublishBody,
      status: 200,
      response: item,
      errors: [400, 401, 403, 404],
    }),
    unpublish: defineEndpoint({
      ...common,
      grant: edit,
      method: 'POST',
      path: `${path}/:id/unpublish`,
      summary: `${spec.label}: takes an item off the member pages (kept, to publish again)`,
      params: ZAdminContentParams,
      status: 200,
      response: item,
      errors: [400, 401, 403, 404],
    }),
    remove: defineEndpoint({
      ...common,
      grant: edit,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `${spec.label}: deletes an item`,
      params: ZAdminContentParams,
      status: 204,
      response: z.null(),
      errors: [400, 401, 403, 404],
    }),
  };
}

const passagem = {
  passagem: zOptionalText(CONTENT_PASSAGE_MAX)
    .nullable()
    .transform((v) => v || null),
};

/** A kind with slugs (content-slugs.ts): blank derives one from the title (a new item) or keeps the current one. */
const slug = { slug: zContentSlug.nullable().optional() };
const slugAnswer = { slug: z.string().nullable() };

export const adminDevotionals = adminContentEndpoints({
  kind: 'devotionals',
  name: 'Devotional',
  label: 'Devotionals',
  extra: { ...passagem, ...slug },
  answer: { passagem: z.string().nullable(), ...slugAnswer },
});

export const adminNews = adminContentEndpoints({ kind: 'news', name: 'News', label: 'News', extra: slug, answer: slugAnswer });

/**
 * Videos: a YouTube or Vimeo link (video-links.ts) or a ready item of the church's media library (`midiaArquivoId`,
 * played through signed HLS links), one of the two; answered with what it plays (`source`, `videoId`) and as a link
 * (empty for an uploaded video).
 */
export const adminVideos = adminContentEndpoints({
  kind: 'videos',
  name: 'Video',
  label: 'Videos',
  extra: { url: zOptionalVideoLink, midiaArquivoId: ZId.nullable().optional() },
  answer: { url: z.string(), source: ZVideoSource, videoId: z.string(), midiaArquivoId: z.number().int().nullable() },
});

export const adminPublications = adminContentEndpoints({
  kind: 'publications',
  name: 'Publication',
  label: 'Publications',
  extra: PUBLICATION_FIELDS,
  answer: PUBLICATION_ANSWER,
});

export const adminMinistries = adminContentEndpoints({
  kind: 'ministries',
  name: 'Ministry',
  label: 'Ministries',
  extra: MINISTRY_FIELDS,
  answer: MINISTRY_ANSWER,
});

export const adminProjects = adminContentEndpoints({
  kind: 'projects',
  name: 'MinistryProject',
  label: 'Ministry projects',
  extra: PROJECT_FIELDS,
  answer: PROJECT_ANSWER,
});

export const adminEbd = adminContentEndpoints({
  kind: 'ebd',
  name: 'Ebd',
  label: 'Sunday-school quarters',
  extra: EBD_FIELDS,
  answer: EBD_ANSWER,
});

/** The first call of the console's content area (its menu entry's grant: content view). */
export const adminContentList = adminDevotionals.list;

/** Every kind the console authors, by its path name (admin/content.ts ADMIN_CONTENT_KINDS). */
export const ADMIN_CONTENT_ENDPOINTS = {
  devotionals: adminDevotionals,
  news: adminNews,
  videos: adminVideos,
  publications: adminPublications,
  ministries: adminMinistries,
  projects: adminProjects,
  ebd: adminEbd,
} satisfies Record<TAdminContentKind, ReturnType<typeof adminContentEndpoints>>;

export const adminContentImageUpload = defineEndpoint({
  ...base,
  tags: ['admin-content'],
  grant: edit,
  method: 'POST',
  path: '/admin/:church/content/images',
  multipart: true,
  summary: "Uploads a content item's cover image (multipart/form-data: the `imagem` file) into the church's own content folder",
  description:
    "The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata; the answer is its path, for an item body's `imagem`. " +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminContentListParams,
  body: ZAdminContentImageBody,
  status: 201,
  response: ZAdminImageUpload,
  errors: [400, 401, 403, 404, 413, 415],
});
