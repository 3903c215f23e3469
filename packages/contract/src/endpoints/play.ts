import { z } from 'zod';
import { ZIdParams } from '../common.ts';
import { ZChurchIdQuery, ZChurchSlugParams } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZPlayConfig,
  ZPlayContent,
  ZPlayContentList,
  ZPlayContentListQuery,
  ZPlayHome,
  ZPlayList,
  ZPlayListAddQuery,
  ZPlayListItem,
  ZPlayListQuery,
  ZPlayPlanList,
  ZPlayPlayback,
  ZPlaySubscribeBody,
  ZPlaySubscribeResult,
  ZPlaySubscription,
  ZPlaySubscriptionList,
  ZPlaySubscriptionListParams,
} from '../play.ts';

/**
 * Play (spec section 7, "Play"; MOD_ASSINATURA). The catalogue depends on the caller (visibility setting, my
 * list, access): never in shared caches, except the configuration and the plans.
 */
const play = { tags: ['Play'], module: 'MOD_ASSINATURA' } as const;
const params = z.strictObject({ id: ZIdParams.shape.id });

export const getPlayConfig = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/igreja/:slug/plano-assinatura-configuracao/',
  summary: 'Play settings (tipoVisibilidadeConteudo)',
  auth: 'none',
  cache: 60,
  params: ZChurchSlugParams,
  status: 200,
  response: ZPlayConfig,
  errors: [400, 404],
});

export const listPlayPlans = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/igreja/:slug/plano-assinatura/',
  summary: 'Active plans: price, subscription fee, fees, period, subscription code',
  auth: 'none',
  cache: 60,
  params: ZChurchSlugParams,
  status: 200,
  response: ZPlayPlanList,
  errors: [400, 404],
});

export const getPlayHome = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/igreja/:slug/plano-assinatura-home/',
  summary: 'Play home: tags, featured contents, collections and rows by tag',
  auth: 'optional',
  cache: 'private',
  params: ZChurchSlugParams,
  status: 200,
  response: ZPlayHome,
  errors: [400, 401, 403, 404],
});

export const listPlayContents = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/plano-assinatura-conteudo/',
  summary: 'Contents filtered by featured, tag, collection and a text search (title, summary, description, tags)',
  auth: 'optional',
  cache: 'private',
  query: ZPlayContentListQuery,
  status: 200,
  response: ZPlayContentList,
  errors: [400, 401, 403, 404],
});

export const getPlayContent = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/plano-assinatura-conteudo/:id/',
  summary: 'One content: description, captions, whether it is in my list and whether I may watch it',
  auth: 'optional',
  cache: 'private',
  params,
  status: 200,
  response: ZPlayContent,
  errors: [400, 401, 403, 404],
});

export const getPlayPlayback = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/plano-assinatura-conteudo/:id/reproducao/',
  summary: 'Short-lived signed links to watch a content (an active subscription of this church is checked)',
  auth: 'member',
  cache: 'private',
  params,
  status: 200,
  response: ZPlayPlayback,
  errors: [400, 401, 403, 404],
});

export const addToPlayList = defineEndpoint({
  ...play,
  method: 'POST',
  path: '/usuario-plano-assinatura-conteudo/',
  summary: 'Add a content to my list (adding it again answers the same item)',
  auth: 'member',
  cache: 'private',
  query: ZPlayListAddQuery,
  status: 201,
  response: ZPlayListItem,
  errors: [400, 401, 403, 404],
});

export const removeFromPlayList = defineEndpoint({
  ...play,
  method: 'DELETE',
  path: '/usuario-plano-assinatura-conteudo/:id/',
  summary: 'Remove an item of my list',
  auth: 'member',
  cache: 'private',
  params,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const listPlayList = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/usuario-plano-assinatura-conteudo/',
  summary: 'My list, most recently added first',
  auth: 'member',
  cache: 'private',
  query: ZPlayListQuery,
  status: 200,
  response: ZPlayList,
  errors: [400, 401, 403, 404],
});

export const subscribePlay = defineEndpoint({
  ...play,
  method: 'POST',
  path: '/usuario-plano-assinatura/',
  summary: 'Subscribe to a plan by card (through payments; renewed each period on the same card)',
  description:
    'Requires an `Idempotency-Key` header: the same key and body answer the first result again. `valor` must be the plan’s `totalPrimeiraCobranca` (409 PLAY_PRICE_CHANGED otherwise).',
  auth: 'member',
  cache: 'private',
  body: ZPlaySubscribeBody,
  status: 201,
  response: ZPlaySubscribeResult,
  errors: [400, 401, 402, 403, 404, 409, 422, 429],
});

export const listMyPlaySubscriptions = defineEndpoint({
  ...play,
  method: 'GET',
  path: '/usuario/:id/usuario-plano-assinatura/',
  summary: "The caller's subscriptions: code, subscribed date, status.situacao ('ativo' means valid)",
  auth: 'member',
  cache: 'private',
  params: ZPlaySubscriptionListParams,
  query: ZChurchIdQuery,
  status: 200,
  response: ZPlaySubscriptionList,
  errors: [400, 401, 403, 404],
});

export const cancelPlaySubscription = defineEndpoint({
  ...play,
  method: 'DELETE',
  path: '/usuario-plano-assinatura/:id/',
  summary: 'Cancel the renewal: the subscription stays valid until the end of the paid period',
  auth: 'member',
  cache: 'private',
  params,
  status: 200,
  response: ZPlaySubscription,
  errors: [400, 401, 403, 404],
});
