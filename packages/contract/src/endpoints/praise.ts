import { defineEndpoint } from '../endpoint.ts';
import { ZPraise, ZPraiseList, ZPraiseListQuery, ZPraiseParams } from '../praise.ts';

/** Praise songs (spec sections 3 and 7): public, the church's own songs; revalidated on every open (max-age 0), so a song staff change shows at once. */
const common = { tags: ['Praise'], auth: 'none', cache: 0 } as const;

export const listPraise = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/louvor/',
  summary: "The church's songs by title; `busca` searches title, author and theme",
  query: ZPraiseListQuery,
  status: 200,
  response: ZPraiseList,
  errors: [400, 404],
});

export const getPraise = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/louvor/:id/',
  summary: 'One song: lyrics with chords, key and score files',
  params: ZPraiseParams,
  status: 200,
  response: ZPraise,
  errors: [400, 404],
});
