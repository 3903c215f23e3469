/**
 * The payments module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - answerOf: the stored answer of an idempotent checkout (play)
 * - assertHostChurch: a payment body naming a church must name the host church (giving, play)
 * - callGateway: sends a recorded charge to the gateway, outside any transaction (giving, play)
 * - callRefundGateway: sends a recorded refund to the gateway, outside any transaction (admin's money console)
 * - cancelOpenPayment: cancels the unpaid payment of an order staff cancelled (events, for the console's cancel)
 * - ChargeExtras: what a charge carries beside its order (saved card, installments) (giving)
 * - claimCheckout: claims a checkout's idempotency key, or answers the first request's outcome (events, play)
 * - Claimed: a claimed idempotency key (events)
 * - completeCheckout: records a checkout's answer under its idempotency key (events, play)
 * - countGuestCheckout: counts a guest checkout against the guests' limit (events)
 * - findMethod: the church's payment method of a kind (recurring gifts pay by card) (giving)
 * - findSavedCard: a member's saved card (a recurring gift's card) (giving)
 * - feeMonths, giftMonths, refundMonths (+ FeeMonth, GiftMonth, RefundMonth): the money console's yearly reports of
 *   fees, gifts per reason and refunds, aggregated per month in the church's zone (admin)
 * - formatMoney: an amount in the church's currency, for e-mails (giving)
 * - honourLatePayment: honours a cancelled order paid afterwards, with staff's note (admin's money console)
 * - guestGivingAllowed: whether the church takes gifts from guests (giving)
 * - IdempotentAnswer: the answer an idempotent checkout replays (events, play)
 * - lockPayment: locks a payment row for a recurring settle (giving, play)
 * - MethodRow: a payment method row (events checks the method chosen) (events)
 * - paymentDetail: a payment's detail for the money console (items, payer, history, webhooks, refunds) (admin)
 * - PaymentFilter: the money console's payment filters (admin)
 * - paymentsExportPage: one keyset page of the money console's CSV export (admin)
 * - OFF_SESSION_BATCH: how many charges a recurring run claims at once (giving, play)
 * - offSessionCharge: charges a recorded off-session order with the saved card (giving, play)
 * - OffSessionRunOptions: the options of a recurring job run (giving, play)
 * - payerTotal: what the payer is charged for an order (events, play)
 * - paymentContext: a use case's payment context from the request (church, caller, locale, gateway) (events, giving, play)
 * - PaymentContext: the payment context type (play)
 * - PaymentDestinationHooks: the hooks a paid destination (gift, subscription) registers with payments (giving)
 * - PaymentGateway: the gateway interface (giving tests charge through it) (giving)
 * - PaymentOrder: an order to record (destination, items, amounts) (giving, play)
 * - PaymentRow: the payment row type other modules settle (events, giving, play)
 * - paymentsPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - PendingCharge: a recorded charge waiting for the gateway (giving, play)
 * - queueReceipt: queues the receipt e-mail of an approved payment (events, giving, play)
 * - quoteOrder: an order's figures priced by the contract's pricing (events' quote) (events)
 * - reviewUnknownWebhook: reviews a gateway event that named an unknown order, with staff's note (admin)
 * - reasonList: every giving reason of the church, inactive ones too (the console's filter) (admin)
 * - RecordedRefund: a refund recorded, and the gateway call it needs (admin)
 * - recordRefund: records a refund of a paid payment, checked against what is left, once per Idempotency-Key (admin)
 * - recordDeskCashPayment: records the approved cash payment of a sale at the desk (events, for the console)
 * - recordFreeOrder: records an order that costs nothing (free tickets) (events)
 * - recordOffSessionOrder: records an off-session (recurring) order (giving, play)
 * - recordOrder: records an order and its items (the payment row), before the charge (events, play)
 * - refusalOf: the stored refusal of an idempotent checkout (events, play)
 * - requireIdempotencyKey: the Idempotency-Key header a paying POST requires (events, play)
 * - runOffSessionCharges: the off-session runner skeleton every recurring job runs (giving, play)
 * - SavedCardRow: a saved card row (giving)
 * - searchPayments: the money console's payments list with the filtered set's totals (admin)
 * - settleCharge: applies the gateway's verdict to a recorded payment (giving, play)
 * - settleRefund: applies the gateway's answer to a recorded refund (admin)
 * - SettleContext: what a destination hook receives when its payment settles (giving)
 * - toPayment: a payment row as the contract returns it (events, play)
 * - TRecurrence: a payment's recurrence (giving)
 * - unknownWebhookPage: the gateway events that named an unknown order, paged (admin)
 * - updatePayment: changes a payment row's status or details (recurring settle, subscription link) (giving, play)
 */
export { findSavedCard } from './cards.repository.ts';
export type { SavedCardRow } from './cards.repository.ts';
export { answerOf, callGateway, claimCheckout, completeCheckout, refusalOf } from './charge-flow.ts';
export type { Claimed, IdempotentAnswer } from './charge-flow.ts';
export { settleCharge } from './charge-settle.ts';
export type { PaymentDestinationHooks, SettleContext, TRecurrence } from './destination-hooks.ts';
export { quoteOrder } from './fees.service.ts';
export { cancelOpenPayment, recordDeskCashPayment } from './desk-payments.ts';
export { recordFreeOrder } from './free-order.ts';
export type { PaymentGateway } from './gateways/gateway.ts';
export { guestGivingAllowed } from './guest-donation.ts';
export { OFF_SESSION_BATCH, runOffSessionCharges } from './off-session-runner.ts';
export type { OffSessionRunOptions } from './off-session-runner.ts';
export { offSessionCharge, payerTotal, recordOffSessionOrder, recordOrder } from './payment-core.ts';
export type { ChargeExtras, PaymentContext, PaymentOrder, PendingCharge } from './payment-core.ts';
export { formatMoney, toPayment } from './payment-view.ts';
export { assertHostChurch, paymentContext } from './payments-context.ts';
export { queueReceipt } from './payments.jobs.ts';
export { paymentsPersonalData } from './payments.personal-data.repository.ts';
export { findMethod, updatePayment } from './payments.repository.ts';
export type { MethodRow, PaymentRow } from './payments.repository.ts';
export { countGuestCheckout, requireIdempotencyKey } from './payments.service.ts';
export { lockPayment } from './pending-charges.repository.ts';
export { feeMonths, giftMonths, refundMonths } from './payment-report-queries.ts';
export type { FeeMonth, GiftMonth, RefundMonth } from './payment-report-queries.ts';
export { paymentDetail, paymentsExportPage, reasonList, searchPayments } from './payment-admin-queries.ts';
export type { PaymentFilter } from './payment-admin-queries.ts';
export { callRefundGateway, recordRefund, settleRefund } from './refund-flow.ts';
export type { RecordedRefund } from './refund-flow.ts';
export { honourLatePayment, reviewUnknownWebhook, unknownWebhookPage } from './webhook-attention.ts';
