import { z } from 'zod';
import { EVENT_ERROR_CODES } from './events-errors.ts';
import { ACCOUNT_DATA_ERROR_CODES } from './account-data-errors.ts';
import { GIVING_ACCOUNT_ERROR_CODES } from './giving-account-errors.ts';
import { GROUPS_ERROR_CODES } from './groups-errors.ts';
import { PLAY_ERROR_CODES } from './play-errors.ts';
import { CONTENT_ERROR_CODES } from './content-errors.ts';
import { LIVE_ERROR_CODES } from './live-errors.ts';
import { PAYMENT_ERROR_CODES } from './payments/errors.ts';
import { WORSHIP_ERROR_CODES } from './worship-errors.ts';
import { ADMIN_ERROR_CODES } from './admin/errors.ts';
import { FINANCE_ERROR_CODES } from './admin/finance-errors.ts';
import { OFFERING_ERROR_CODES } from './admin/offerings-errors.ts';
import { EVENT_REGISTRATION_ERROR_CODES } from './admin/event-registrations-errors.ts';
import { ADMIN_EVENT_ERROR_CODES } from './admin/events-errors.ts';
import { CONTENT_AUTHORING_ERROR_CODES } from './admin/content-authoring-errors.ts';
import { CONTENT_MEDIA_ERROR_CODES } from './admin/content-media-errors.ts';
import { ADMIN_CONTENT_ERROR_CODES } from './admin/content-errors.ts';
import { CONTENT_KINDS_ERROR_CODES } from './admin/content-kinds-errors.ts';
import { PRAYER_ERROR_CODES } from './admin/prayer-errors.ts';
import { RECEIPT_ERROR_CODES } from './admin/receipts-errors.ts';
import { SETTINGS_ERROR_CODES } from './admin/settings-errors.ts';
import { MEDIA_ERROR_CODES } from './admin/media-errors.ts';
import { MEDIA_CAPTION_ERROR_CODES } from './admin/media-captions-errors.ts';
import { ADMIN_PLAY_ERROR_CODES } from './admin/play-errors.ts';

/**
 * Stable machine codes for every error the API returns. Clients switch on `code`; `message` is already
 * translated into the request's language. Add new codes here together with their messages in messages.ts.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'CHURCH_NOT_FOUND',
  'CHURCH_INACTIVE',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_NOT_FOUND',
  'CLIENT_ACCOUNT_NOT_FOUND',
  'EMAIL_NOT_FOUND',
  'EMAIL_IN_USE',
  'CPF_IN_USE',
  'WRONG_CURRENT_PASSWORD',
  'REFRESH_TOKEN_INVALID',
  'RESET_TOKEN_INVALID',
  'EXCHANGE_CODE_INVALID',
  'ACTIVATION_TOKEN_INVALID',
  'UNSUBSCRIBE_LINK_INVALID',
  'EMAIL_SEND_FAILED',
  'ACTIVATION_EMAIL_FAILED',
  'TOO_MANY_REQUESTS',
  'LOGIN_LOCKED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_INVALID',
  'MODULE_DISABLED',
  'PRAYER_NOT_FOUND',
  'NOTE_NOT_FOUND',
  'NOTE_CONFLICT',
  ...PAYMENT_ERROR_CODES,
  ...GIVING_ACCOUNT_ERROR_CODES,
  ...EVENT_ERROR_CODES,
  ...GROUPS_ERROR_CODES,
  ...PLAY_ERROR_CODES,
  ...CONTENT_ERROR_CODES,
  ...LIVE_ERROR_CODES,
  ...ACCOUNT_DATA_ERROR_CODES,
  ...WORSHIP_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...FINANCE_ERROR_CODES,
  ...OFFERING_ERROR_CODES,
  ...EVENT_REGISTRATION_ERROR_CODES,
  ...ADMIN_EVENT_ERROR_CODES,
  ...CONTENT_AUTHORING_ERROR_CODES,
  ...CONTENT_MEDIA_ERROR_CODES,
  ...ADMIN_CONTENT_ERROR_CODES,
  ...CONTENT_KINDS_ERROR_CODES,
  ...PRAYER_ERROR_CODES,
  ...RECEIPT_ERROR_CODES,
  ...SETTINGS_ERROR_CODES,
  ...MEDIA_ERROR_CODES,
  ...MEDIA_CAPTION_ERROR_CODES,
  ...ADMIN_PLAY_ERROR_CODES,
  'INTERNAL_ERROR',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The body of every non-2xx response. `fields` maps a payload path (a.b.0) to its translated message. */
export const ZErrorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody', description: 'Error body: stable `code`, `message` in the request language.' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
