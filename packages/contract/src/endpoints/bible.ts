import { BIBLE_CHAPTER_CACHE_SECONDS, ZBibleChapter, ZBibleChapterParams, ZBibleVersions } from '../bible.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The Bible reader (spec section 2, /bible): public, not gated by a module, the same text for every church. */
const common = { tags: ['Bible'], auth: 'none' } as const;

export const listBibleVersions = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/biblia/versoes',
  summary: 'Translations the reader can show (shipped, and the external provider when configured)',
  cache: 300,
  status: 200,
  response: ZBibleVersions,
  errors: [404],
});

export const getBibleChapter = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/biblia/:versao/:livro/:capitulo',
  summary: 'One chapter of a translation, verse by verse',
  description: 'Books by USFM code (GEN ... REV). Shipped chapters are immutable and cached for a year.',
  cache: BIBLE_CHAPTER_CACHE_SECONDS,
  params: ZBibleChapterParams,
  status: 200,
  response: ZBibleChapter,
  errors: [400, 404, 503],
});
