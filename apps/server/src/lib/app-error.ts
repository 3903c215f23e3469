import type { TErrorCode } from '@congrega/contract/errors';
import { ADMIN_ERROR_STATUS } from '@congrega/contract/admin/errors';
import { FINANCE_ERROR_STATUS } from '@congrega/contract/admin/finance-errors';
import { OFFERING_ERROR_STATUS } from '@congrega/contract/admin/offerings-errors';
import { EVENT_REGISTRATION_ERROR_STATUS } from '@congrega/contract/admin/event-registrations-errors';
import { ADMIN_EVENT_ERROR_STATUS } from '@congrega/contract/admin/events-errors';
import { CONTENT_AUTHORING_ERROR_STATUS } from '@congrega/contract/admin/content-authoring-errors';
import { CONTENT_MEDIA_ERROR_STATUS } from '@congrega/contract/admin/content-media-errors';
import { ADMIN_CONTENT_ERROR_STATUS } from '@congrega/contract/admin/content-errors';
import { CONTENT_KINDS_ERROR_STATUS } from '@congrega/contract/admin/content-kinds-errors';
import { PRAYER_ERROR_STATUS } from '@congrega/contract/admin/prayer-errors';
import { RECEIPT_ERROR_STATUS } from '@congrega/contract/admin/receipts-errors';
import { MEDIA_ERROR_STATUS } from '@congrega/contract/admin/media-errors';
import { MEDIA_CAPTION_ERROR_STATUS } from '@congrega/contract/admin/media-captions-errors';
import { ADMIN_PLAY_ERROR_STATUS } from '@congrega/contract/admin/play-errors';
import { SETTINGS_ERROR_STATUS } from '@congrega/contract/admin/settings-errors';
import { EVENT_ERROR_STATUS } from '@congrega/contract/events-errors';

const DEFAULT_STATUS: Partial<Record<TErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CHURCH_NOT_FOUND: 404,
  CHURCH_INACTIVE: 403,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_NOT_FOUND: 404,
  CLIENT_ACCOUNT_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  EMAIL_IN_USE: 409,
  CPF_IN_USE: 409,
  WRONG_CURRENT_PASSWORD: 400,
  REFRESH_TOKEN_INVALID: 401,
  RESET_TOKEN_INVALID: 400,
  ACTIVATION_EMAIL_FAILED: 502,
  TOO_MANY_REQUESTS: 429,
  LOGIN_LOCKED: 429,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_INVALID: 400,
  MODULE_DISABLED: 404,
  PRAYER_NOT_FOUND: 404,
  NOTE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  PAYMENT_DECLINED: 402,
  PAYMENT_FAILED: 502,
  CARD_TOKEN_INVALID: 422,
  CARD_NOT_FOUND: 404,
  CARD_ALREADY_SAVED: 409,
  PIX_BOLETO_BRAZIL_ONLY: 422,
  GUEST_RECURRENCE_NOT_ALLOWED: 422,
  AMOUNT_BELOW_MINIMUM: 422,
  AMOUNT_ABOVE_MAXIMUM: 422,
  INSTALLMENTS_UNAVAILABLE: 422,
  PAYMENT_REASON_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  SANDBOX_BANK_DISABLED: 404,
  PAYMENT_NOT_SETTLEABLE: 409,
  DONATION_BELOW_MINIMUM: 422,
  DONATIONS_NOT_ACCEPTED: 422,
  RECURRING_REASON_UNAVAILABLE: 422,
  ...EVENT_ERROR_STATUS,
  ...ADMIN_ERROR_STATUS,
  ...FINANCE_ERROR_STATUS,
  ...OFFERING_ERROR_STATUS,
  ...EVENT_REGISTRATION_ERROR_STATUS,
  ...ADMIN_EVENT_ERROR_STATUS,
  ...CONTENT_AUTHORING_ERROR_STATUS,
  ...CONTENT_MEDIA_ERROR_STATUS,
  ...ADMIN_CONTENT_ERROR_STATUS,
  ...CONTENT_KINDS_ERROR_STATUS,
  ...PRAYER_ERROR_STATUS,
  ...RECEIPT_ERROR_STATUS,
  ...MEDIA_ERROR_STATUS,
  ...MEDIA_CAPTION_ERROR_STATUS,
  ...ADMIN_PLAY_ERROR_STATUS,
  ...SETTINGS_ERROR_STATUS,
  GROUP_NOT_FOUND: 404,
  UNSUBSCRIBE_LINK_INVALID: 404,
  GROUP_ALREADY_MEMBER: 409,
  GROUP_REQUEST_PENDING: 409,
  GROUP_REQUEST_NOT_FOUND: 404,
  GROUP_REQUEST_ANSWERED: 409,
  GROUP_CLOSED: 409,
  GROUP_FULL: 409,
  GROUP_LEADER_NOT_FOUND: 400,
  GROUP_MEMBER_NOT_FOUND: 404,
  GROUP_MOVE_SAME: 400,
  MEETING_NOT_FOUND: 404,
  MEETING_EDIT_CLOSED: 403,
  STUDY_NOT_FOUND: 404,
  PLAY_PLAN_NOT_FOUND: 404,
  PLAY_CONTENT_NOT_FOUND: 404,
  PLAY_COLLECTION_NOT_FOUND: 404,
  PLAY_LIST_ITEM_NOT_FOUND: 404,
  PLAY_SUBSCRIPTION_NOT_FOUND: 404,
  PLAY_SUBSCRIPTION_REQUIRED: 403,
  PLAY_ALREADY_SUBSCRIBED: 409,
  PLAY_PRICE_CHANGED: 409,
  PLAY_MEDIA_LINK_EXPIRED: 403,
  CONTENT_NOT_FOUND: 404,
  LIVE_SERVICE_NOT_FOUND: 404,
  CHILD_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  POSTCODE_NOT_FOUND: 404,
  POSTCODE_SERVICE_UNAVAILABLE: 503,
  WRONG_PASSWORD_DELETION: 400,
  MEMBER_CARD_NOT_FOUND: 404,
  MEMBER_CARD_LINK_INVALID: 404,
  EXTERNAL_APP_NOT_CONFIGURED: 404,
  BIBLE_VERSION_NOT_FOUND: 404,
  BIBLE_CHAPTER_NOT_FOUND: 404,
  BIBLE_PROVIDER_UNAVAILABLE: 503,
  READING_PLAN_NOT_FOUND: 404,
  READING_PLAN_DAY_NOT_FOUND: 404,
  PRAISE_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
};

/**
 * An error a client is meant to see: stable `code`, HTTP status, and message parameters. The error
 * plugin turns it into `{ code, message, fields? }` with the message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    readonly params: Record<string, string | number> = {},
    options: { status?: number; fields?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = options.status ?? DEFAULT_STATUS[code] ?? 400;
    this.fields = options.fields;
  }
  /** Field path -> message key (validation.*), translated by the error plugin. */
  readonly fields: Record<string, string> | undefined;
}
