import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZReadingDayBody,
  ZReadingDayParams,
  ZReadingPlan,
  ZReadingPlanList,
  ZReadingPlanParams,
  ZReadingSubscription,
  ZReadingSubscriptionList,
  ZReadingSubscriptionParams,
} from '../reading-plans.ts';

/** Reading plans (spec sections 1, 2 and 4): plans are public to read; progress belongs to its member only. */
const tags = ['Reading plans'];
const own = { tags, auth: 'member', cache: 'private' } as const;

export const listReadingPlans = defineEndpoint({
  tags,
  auth: 'none',
  cache: 60,
  method: 'GET',
  path: '/plano-leitura/',
  summary: "The church's reading plans, then the built-in ones (7, 30 and 365 days)",
  status: 200,
  response: ZReadingPlanList,
  errors: [404],
});

export const getReadingPlan = defineEndpoint({
  tags,
  auth: 'none',
  cache: 60,
  method: 'GET',
  path: '/plano-leitura/:planUuid',
  summary: 'One reading plan with its days',
  params: ZReadingPlanParams,
  status: 200,
  response: ZReadingPlan,
  errors: [400, 404],
});

export const listMyReadingPlans = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/user/plano-leitura-inscricao',
  summary: "The caller's plans, in progress and completed",
  status: 200,
  response: ZReadingSubscriptionList,
  errors: [401, 404],
});

export const startReadingPlan = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/plano-leitura/:planUuid/inscricao',
  summary: 'Start a plan today (the existing progress when already started)',
  params: ZReadingPlanParams,
  status: 201,
  response: ZReadingSubscription,
  errors: [400, 401, 404],
});

export const getReadingSubscription = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/plano-leitura-inscricao/:subscriptionUuid',
  summary: 'Own progress in a plan',
  params: ZReadingSubscriptionParams,
  status: 200,
  response: ZReadingSubscription,
  errors: [400, 401, 404],
});

export const markReadingDay = defineEndpoint({
  ...own,
  method: 'PUT',
  path: '/plano-leitura-inscricao/:subscriptionUuid/dia/:dia',
  summary: 'Mark a day read or unread (any day: catching up on missed ones included)',
  params: ZReadingDayParams,
  body: ZReadingDayBody,
  status: 200,
  response: ZReadingSubscription,
  errors: [400, 401, 404],
});

export const catchUpReadingPlan = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/plano-leitura-inscricao/:subscriptionUuid/em-dia',
  summary: 'Catch up: move the schedule so that the first unread day is today',
  params: ZReadingSubscriptionParams,
  status: 200,
  response: ZReadingSubscription,
  errors: [400, 401, 404],
});

export const resetReadingPlan = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/plano-leitura-inscricao/:subscriptionUuid/reiniciar',
  summary: 'Reset: no day read, starting again today',
  params: ZReadingSubscriptionParams,
  status: 200,
  response: ZReadingSubscription,
  errors: [400, 401, 404],
});

export const deleteReadingSubscription = defineEndpoint({
  ...own,
  method: 'DELETE',
  path: '/plano-leitura-inscricao/:subscriptionUuid',
  summary: 'Leave a plan (its progress is deleted)',
  params: ZReadingSubscriptionParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 404],
});
