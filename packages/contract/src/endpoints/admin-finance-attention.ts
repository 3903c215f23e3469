import { ZAdminChurchParams } from '../admin/common.ts';
import { ZFinancePaymentDetail } from '../admin/finance.ts';
import {
  ZAttentionNoteBody,
  ZHonourParams,
  ZUnknownWebhook,
  ZUnknownWebhookPage,
  ZUnknownWebhookQuery,
  ZWebhookReviewParams,
} from '../admin/finance-attention.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * What in the money console needs a person (finance grant; its grants need a second factor): gateway events that
 * named an unknown order, and a cancelled order paid afterwards that staff honour. Reading needs finance view, a
 * review or an honour finance edit (audited). A church admin without the finance grant and the content editor get 403.
 */
const attention = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
} as const;

export const financeUnknownWebhooks = defineEndpoint({
  ...attention,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/webhooks/unknown',
  summary: 'Gateway events that named an order this church does not have, newest first, paged by the server',
  params: ZAdminChurchParams,
  query: ZUnknownWebhookQuery,
  status: 200,
  response: ZUnknownWebhookPage,
  errors: [400, 401, 403, 404],
});

export const financeWebhookReview = defineEndpoint({
  ...attention,
  grant: { area: 'finance', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/finance/webhooks/:gateway/:eventoId/review',
  summary: 'Marks an event that named an unknown order as reviewed, with what staff found (once: a second review is 409)',
  params: ZWebhookReviewParams,
  body: ZAttentionNoteBody,
  status: 200,
  response: ZUnknownWebhook,
  errors: [400, 401, 403, 404, 409],
});

export const financePaymentHonour = defineEndpoint({
  ...attention,
  grant: { area: 'finance', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/finance/payments/:id/honour',
  summary:
    'Honours a cancelled order paid afterwards (an expired Pix paid late): the money is kept, with a note (once; a refund goes through the refund dialog)',
  params: ZHonourParams,
  body: ZAttentionNoteBody,
  status: 200,
  response: ZFinancePaymentDetail,
  errors: [400, 401, 403, 404, 409],
});
